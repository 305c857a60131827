import { recordHome as copy, recordPage } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { routes } from '@/content/routes';
import { getRecord } from '@/data/record/ledger';
import { headlineFigures } from '@/lib/record/figures/proven';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { RecordFigures } from '@/components/record/RecordFigures';
import { RecordSampleNote } from '@/components/record/RecordSampleNote';
import styles from './RecordHeadline.module.css';

/** The home page's track-record section opens with the record's headline figures (its proven picks, as on /record) and a way to all of it. */
export function RecordHeadline() {
  const { picks, sample } = getRecord();
  return (
    <div className={styles.headline}>
      <h3 className={styles.title}>{copy.title}</h3>
      <RecordSampleNote label={sample} />
      {picks.length === 0 ? (
        <p>{recordPage.empty}</p>
      ) : (
        <RecordFigures {...headlineFigures(picks, recordSettings.interval)} timeZone={recordSettings.timeZone} />
      )}
      <ButtonLink href={routes.record} variant="secondary">
        {copy.link}
      </ButtonLink>
    </div>
  );
}
