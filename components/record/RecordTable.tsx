import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './RecordTable.module.css';

/**
 * A table of the record inside a focusable, named region: it scrolls sideways on a phone, and down when
 * it is taller than the space between the header and the banner, so the keyboard can scroll it and
 * focus on it stays in view.
 */
export function RecordTable({
  id,
  caption,
  className,
  children,
}: {
  id: string;
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={clsx(styles.table, className)}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
