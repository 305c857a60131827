import { recordFeed } from '@/content/record/feed';
import { latestPicksPage, pickPage as copy } from '@/content/record/pickPage';
import { pickPath, recordFeeds, recordYearPath, routes } from '@/content/routes';
import styles from './PickNav.module.css';

/** The picks before and after this one, its year, the whole record and the feeds that follow every pick. */
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
        <li>
          {recordFeed.follow} <a href={recordFeeds.atom}>{latestPicksPage.atom}</a>,{' '}
          <a href={recordFeeds.json}>{latestPicksPage.json}</a>
        </li>
      </ul>
    </nav>
  );
}
