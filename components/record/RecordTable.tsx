import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './RecordTable.module.css';

/**
 * A table of the record inside a named region that scrolls: on a wide screen down, when the table is
 * taller than the space between the header and the banner; on a phone only sideways, as tall as the
 * table, so that no box scrolls both ways inside a page that scrolls. The keyboard scrolls it from its
 * caption, the region's one tab stop, small enough to show its focus in view at any height. A table
 * that never needs to scroll (a picks table: RecordPicksTable lays each pick out as a card wherever
 * the table would not fit) has no region.
 */
export function RecordTable({
  id,
  caption,
  className,
  scrolls = true,
  children,
}: {
  id: string;
  caption: string;
  className?: string;
  scrolls?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={scrolls ? styles.scroll : styles.whole}
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? id : undefined}
    >
      <table className={clsx(styles.table, className)}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <caption id={id} tabIndex={scrolls ? 0 : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
