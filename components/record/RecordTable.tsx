import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './RecordTable.module.css';

/**
 * A table of the record inside a named region that scrolls: on a wide screen down, when the table is
 * taller than the space between the header and the banner; on a phone only sideways, as tall as the
 * table, so that no box scrolls both ways inside a page that scrolls (a picks table does not scroll
 * at all there: RecordPicksTable lays each pick out as a card). The keyboard scrolls it from its
 * caption, the region's one tab stop, small enough to show its focus in view at any height.
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
    <div className={styles.scroll} role="region" aria-labelledby={id}>
      <table className={clsx(styles.table, className)}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <caption id={id} tabIndex={0}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
