import { latestPicksPage as copy } from '@/content/record/pickPage';
import { recordFeeds } from '@/content/routes';
import { RecordIntro } from '@/components/record/RecordIntro';
import { RecordPicksTable } from '@/components/record/RecordPicksTable';
import { RecordSampleNote } from '@/components/record/RecordSampleNote';
import type { PublishedPick } from '@/lib/record/types';
import styles from './LatestPicks.module.css';

/** /record/picks: the newest picks, each row linked to its page. */
export function LatestPicks({ picks, sample }: { picks: readonly PublishedPick[]; sample: string | null }) {
  return (
    <>
      <RecordIntro title={copy.title} intro={copy.description}>
        <RecordSampleNote label={sample} />
        <p>
          {copy.feeds} <a href={recordFeeds.atom}>{copy.atom}</a>, <a href={recordFeeds.json}>{copy.json}</a>.
        </p>
      </RecordIntro>
      <div className={styles.latest}>
        {picks.length ? (
          <RecordPicksTable id="latest-picks" caption={copy.caption(picks.length)} picks={picks} />
        ) : (
          <p>{copy.empty}</p>
        )}
      </div>
    </>
  );
}
