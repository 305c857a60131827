import { pickPage as copy } from '@/content/record/pickPage';
import { pickPath, recordYearPath, routes } from '@/content/routes';
import styles from './PickNav.module.css';

/** The picks before and after this one, its year and the whole record. */
export function PickNav({
  previousId,
  nextId,
  year,
}: {
  previousId: string | null;
  nextId: string | null;
  year: number;
}) {
  return (
    <nav className={styles.nav} aria-label={copy.navLabel}>
      <ul>
        {previousId ? (
          <li>
            <a href={pickPath(previousId)} rel="prev">
              {copy.previous(previousId)}
            </a>
          </li>
        ) : null}
        {nextId ? (
          <li>
            <a href={pickPath(nextId)} rel="next">
              {copy.next(nextId)}
            </a>
          </li>
        ) : null}
        <li>
          <a href={recordYearPath(year)}>{copy.year(year)}</a>
        </li>
        <li>
          <a href={routes.record}>{copy.record}</a>
        </li>
      </ul>
    </nav>
  );
}
