import { Children, cloneElement, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ChevronDownIcon } from '../../ui/Icons';

/**
 * A header submenu as the WAI-ARIA menu-button pattern (as in the APG navigation menubar example), written
 * out instead of Radix's DropdownMenu because the public pages need none of its positioning engine, which
 * cost visitors some 50 KiB of JavaScript.
 *
 * Keyboard: Enter, Space or ArrowDown on the button opens and focuses the first item, ArrowUp the last;
 * inside, ArrowUp/ArrowDown move (wrapping), Home/End jump, Escape closes and returns to the button, Tab
 * closes and moves on. A click elsewhere or following an item closes it too.
 *
 * Children are the items: each a link element, rendered as role="menuitem" in a role="none" list item.
 */
export function NavDropdown({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const buttonId = useId();
  const listId = useId();
  const [location] = useLocation();

  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (which: 'first' | 'last' | number) => {
    const all = items();
    const target = which === 'first' ? all[0] : which === 'last' ? all[all.length - 1] : all[(which + all.length) % all.length];
    target?.focus();
  };

  // Following an item (a route change) closes the menu.
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current !== location) setOpen(false);
    seen.current = location;
  }, [location]);

  // Focus moves into the list once it is shown.
  useEffect(() => {
    const which = pendingFocus.current;
    if (!open || !which) return;
    pendingFocus.current = null;
    const all = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (which === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    if (open) focusItem(focus);
    else setOpen(true);
  };

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openWith('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openWith('last');
    } else if (e.key === 'Escape' && open) {
      setOpen(false);
    }
  }

  function onListKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const index = all.findIndex((el) => el === document.activeElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusItem('first');
        break;
      case 'End':
        e.preventDefault();
        focusItem('last');
        break;
      case 'Escape':
        e.preventDefault();
        setOpen(false);
        button.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  return (
    <li ref={root} className="nav-dropdown">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={`nav-trigger${active ? ' is-active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDownIcon size={16} className={open ? 'rotate-180' : undefined} />
      </button>
      <ul ref={list} id={listId} role="menu" aria-labelledby={buttonId} className="nav-dropdown__list" hidden={!open} onKeyDown={onListKeyDown}>
        {Children.map(children, (child) =>
          isValidElement(child) ? (
            <li role="none">{cloneElement(child as ReactElement<{ role?: string; tabIndex?: number }>, { role: 'menuitem', tabIndex: -1 })}</li>
          ) : null,
        )}
      </ul>
    </li>
  );
}
