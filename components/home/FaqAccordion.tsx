'use client';

import type { SyntheticEvent } from 'react';
import type { FaqItem } from '@/content/faq';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './FaqAccordion.module.css';

const GROUP = 'faq';

/**
 * Each question is a <details>; sharing a name keeps at most one open, and the platform opens
 * and closes them before, without or despite the scripts. The one addition: the same rule for
 * browsers that predate the name attribute.
 */
function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${GROUP}"][open]`)) {
    if (other !== opened) other.open = false;
  }
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.question} name={GROUP} className={styles.item} onToggle={closeTheOthers}>
          <summary className={styles.question}>
            <h3 className={styles.heading}>{item.question}</h3>
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
          </summary>
          <div className={styles.answer}>
            <p>{item.answer}</p>
            {item.link ? (
              <p>
                <SiteLink href={item.link.href}>{item.link.label}</SiteLink>
              </p>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
