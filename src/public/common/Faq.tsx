import { useId, useRef, type SyntheticEvent } from 'react';
import { ChevronDownIcon } from '../../ui/Icons';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * One item open at a time; activating the open one closes it (spec: single, collapsible). Each item is a
 * native <details> whose <summary> holds the question's heading, so it opens from the first moment the HTML
 * is on screen, before and without scripts (Tab, Enter and Space included). The shared `name` makes the
 * group exclusive in the browser itself; the toggle handler does the same where `name` is not supported.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const group = `faq-${useId()}`;
  const root = useRef<HTMLDivElement>(null);
  const closeOthers = (e: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = e.currentTarget;
    if (!opened.open) return;
    for (const other of root.current?.querySelectorAll<HTMLDetailsElement>('details.faq-item[open]') ?? []) {
      if (other !== opened) other.open = false;
    }
  };
  return (
    <div className="faq" ref={root}>
      {items.map((item) => (
        <details key={item.question} className="faq-item" name={group} onToggle={closeOthers}>
          <summary>
            <h3 className="faq-question">
              <span>{item.question}</span>
              <ChevronDownIcon className="faq-chevron" />
            </h3>
          </summary>
          <div className="faq-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
