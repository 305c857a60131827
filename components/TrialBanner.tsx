'use client';

import { useEffect, useState } from 'react';
import { useStoredFlag } from '@/lib/storedFlag';
import styles from './TrialBanner.module.css';

type TrialBannerProps = {
  title: string;
  line: string;
  ageNote: string;
  cta: string;
  closeLabel: string;
  /** Where "Start Trial" leads: the pricing section of the home page. */
  href: string;
  /** The id of the section whose visibility hides the banner. */
  targetId: string;
  /** The localStorage key that remembers a dismissal. */
  storageKey: string;
};

/**
 * Shown while the pricing section is entirely off-screen, until the visitor dismisses it. It is
 * in the page's HTML from the start, so it appears with the first paint rather than after the
 * scripts have run; DismissedBannerScript hides it before that paint for a visitor who closed it.
 */
export function TrialBanner({ title, line, ageNote, cta, closeLabel, href, targetId, storageKey }: TrialBannerProps) {
  const [dismissed, dismiss] = useStoredFlag(storageKey);
  const [targetOnScreen, setTargetOnScreen] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setTargetOnScreen(entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  if (dismissed || targetOnScreen) return null;

  return (
    <aside className={styles.banner} aria-labelledby="trial-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="trial-banner-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.line}>
            {line} <span className={styles.age}>{ageNote}</span>
          </p>
        </div>
        <a href={href} className={styles.cta}>
          {cta}
        </a>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={dismiss}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
