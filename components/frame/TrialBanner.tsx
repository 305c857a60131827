'use client';

import { useEffect, useState } from 'react';
import { useStoredFlag } from './useStoredFlag';
import styles from './TrialBanner.module.css';

type TrialBannerProps = {
  title: string;
  line: string;
  ageNote: string;
  cta: string;
  closeLabel: string;
  /** Where "Start Trial" leads: the pricing section of the home page. */
  href: string;
  /** The id of the section whose visibility hides the banner (pricing). */
  targetId: string;
  /** The localStorage key that remembers a dismissal. */
  storageKey: string;
};

/** Marks what the banner must never cover on a first view (the hero's buttons); its CSS uses it too. */
const WAITS_FOR = 'data-trial-banner-waits';

/**
 * Hidden while the pricing section or the hero's buttons are on screen, and for good once the
 * visitor dismisses it. It is in the page's HTML, so on a page without a hero it appears with
 * the first paint rather than after the scripts have run. Until React hydrates, which may be late
 * or never (the framework's scripts can fail to arrive), the site's trialBanner
 * script (lib/siteScripts.mjs) does the same through <html>'s attributes: it hides it for a visitor
 * who closed it before that paint, closes it from the button marked data-trial-banner-close, and
 * says when nothing it must not cover is on screen; this component's CSS reads those attributes
 * until React places the banner.
 */
export function TrialBanner({ title, line, ageNote, cta, closeLabel, href, targetId, storageKey }: TrialBannerProps) {
  const [dismissed, dismiss] = useStoredFlag(storageKey);
  const [inTheWay, setInTheWay] = useState<boolean>();

  useEffect(() => {
    const watched = document.querySelectorAll(`#${CSS.escape(targetId)}, [${WAITS_FOR}]`);
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setInTheWay(onScreen.size > 0);
    });
    watched.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [targetId]);

  if (dismissed || inTheWay) return null;

  return (
    <aside className={styles.banner} aria-labelledby="trial-banner-title" data-placed={inTheWay === false || undefined}>
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
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          onClick={dismiss}
          data-trial-banner-close
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
