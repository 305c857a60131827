import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Section.module.css';

type SectionProps = {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
};

/** A home or about section: a landmark named by its h2, on the shared grid. */
export function Section({ id, title, intro, className, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx(styles.section, className)}>
      <div className={styles.inner}>
        <div className={styles.heading}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
