import type { ReactNode, RefObject } from 'react';

/**
 * A slide-in modal panel (the chat, the mobile menu): a dialog named by its title, out of the tab order and
 * hidden from assistive technology while closed (`inert`), shown by its CSS from `data-open`. useDialog
 * (./useDialog) gives it focus handling and Escape.
 */
export function SidePanel(props: {
  open: boolean;
  /** Out of reach while closed; by default whenever `open` is false. */
  inert?: boolean;
  id: string;
  className: string;
  titleId: string;
  panelRef: RefObject<HTMLDivElement | null>;
  /** The panel itself can take focus (when it has nothing focusable to start on). */
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      ref={props.panelRef}
      id={props.id}
      className={props.className}
      data-open={props.open}
      role="dialog"
      aria-modal="true"
      aria-labelledby={props.titleId}
      inert={props.inert ?? !props.open}
      tabIndex={props.focusable ? -1 : undefined}
    >
      {props.children}
    </div>
  );
}
