import { useId, useState } from 'react';
import { ChevronDownIcon } from './Icons';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * One item open at a time; activating the open one closes it (spec: single, collapsible). Each question
 * is a real button inside a heading (the WAI-ARIA accordion pattern), so Tab, Enter and Space work.
 */
export function Faq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="faq">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.question} className="faq-item" data-open={expanded}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${i}`}
                id={`${id}-q-${i}`}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <ChevronDownIcon className="faq-chevron" />
              </button>
            </h3>
            <div id={`${id}-${i}`} role="region" aria-labelledby={`${id}-q-${i}`} hidden={!expanded} className="faq-answer">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
