import { recordPage as copy } from '@/content/record/words';
import { monthTableId } from '@/content/routes';
import { formatMonthKey, formatRecord, formatUnits } from '@/lib/record/presentation/display';
import { summarize } from '@/lib/record/figures/stats';
import type { PublishedPick } from '@/lib/record/types';
import { RecordPicksTable } from './RecordPicksTable';
import { Section } from '@/components/ui/Section';
import styles from './RecordMonthSection.module.css';

/** One month of a year page: its picks, with the month's record and units in the table's caption. */
export function RecordMonthSection({ month, picks }: { month: string; picks: readonly PublishedPick[] }) {
  const summary = summarize(picks);
  const name = formatMonthKey(month);
  return (
    <Section id={`month-${month}`} title={name}>
      {/* How many picks: a phone's estimate of the month's height before it is laid out (the CSS). */}
      <div className={styles.rows} data-picks={picks.length}>
        <RecordPicksTable
          id={monthTableId(month)}
          caption={copy.monthCaption(name, picks.length, formatRecord(summary), formatUnits(summary.unitsWon))}
          picks={picks}
          rowsAfterBuild
        />
      </div>
    </Section>
  );
}
