'use client';

import { useState } from 'react';
import type { FaqItem } from '@/content/faq';
import { SiteLink } from './SiteLink';
import styles from './FaqAccordion.module.css';

/** WAI-ARIA APG accordion: at most one answer open, and the open one closes when chosen again. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `faq-question-${index + 1}`;
        const panelId = `faq-answer-${index + 1}`;
        return (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.question}
                <svg
                  className={styles.chevron}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <p>{item.answer}</p>
              {item.link ? (
                <p>
                  <SiteLink href={item.link.href}>{item.link.label}</SiteLink>
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
