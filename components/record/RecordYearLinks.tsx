import { recordPage } from '@/content/record/words';
import { recordYearPath } from '@/content/routes';
import styles from './RecordYearLinks.module.css';

/** One link per year of the record, newest first. */
export function RecordYearLinks({
  years,
  label,
}: {
  years: readonly { year: number; picks: number }[];
  label: string;
}) {
  return (
    <ul className={styles.years} aria-label={label}>
      {years.map(({ year, picks }) => (
        <li key={year}>
          <a href={recordYearPath(year)} className={styles.year}>
            {year}
            <span>{recordPage.yearPicks(picks)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
