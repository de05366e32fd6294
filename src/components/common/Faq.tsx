import { useId, useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

/** One item open at a time; clicking the open one closes it (spec: single, collapsible). */
export function Faq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="faq">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.question} className="faq-item">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${i}`}
                id={`${id}-q-${i}`}
                onClick={() => setOpen(expanded ? null : i)}
              >
                {item.question}
              </button>
            </h3>
            <div id={`${id}-${i}`} role="region" aria-labelledby={`${id}-q-${i}`} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
