import type { ReactNode } from 'react';
import styles from './RecordIntro.module.css';

/** The top of a record page: its one h1, a line under it, and what follows (figures, labels, links). */
export function RecordIntro({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.intro} aria-labelledby="record-title">
      <div className={styles.inner}>
        <h1 id="record-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{intro}</p>
        {children}
      </div>
    </section>
  );
}
