import { pickPage as copy } from '@/content/record/pickPage';
import { RecordSampleNote } from '@/components/record/RecordSampleNote';
import { formatOdds } from '@/lib/record/math.mjs';
import { formatLead, formatMoment, formatStake, formatUnits, readScore } from '@/lib/record/presentation/display';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import { PickResult } from './PickResult';
import { PickScore } from './PickScore';
import { PickTerm } from './PickTerm';
import { PickTime } from './PickTime';
import styles from './PickSummary.module.css';

/**
 * The top of a pick's page, written to fit a phone's first screen: what was picked, at what price
 * and stake, when it was posted against the start, how it ended, and why to believe it. Every value
 * the ledger gives is marked as a claim `npm run record:verify` reads back.
 */
export function PickSummary({
  page,
  title,
  lead,
  timeZone,
}: {
  page: PickPageData;
  title: string;
  lead: string;
  timeZone: string;
}) {
  const { pick } = page;
  const revealed = pick.state === 'revealed' ? pick : null;
  const posted = Date.parse(pick.eventStart) - Date.parse(pick.posted);
  const sealed = Date.parse(pick.earliestStart) - Date.parse(pick.timestamp?.time ?? '');
  const authority = page.authorities[0]?.name;
  const score = revealed?.score && !page.legs ? readScore(revealed.event, revealed.score) : null;
  // The first "u" of the page is the profit's when there is one, else the stake's.
  const units = (value: string, linked: boolean) => (
    <>
      {value} {linked ? <PickTerm id="term-u">u</PickTerm> : 'u'}
    </>
  );
  const profit = revealed?.profit ?? null;
  return (
    <section className={styles.summary} aria-labelledby="pick-title">
      <div className={styles.inner}>
        <h1 id="pick-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <RecordSampleNote label={page.sample} />
        <div className={styles.card}>
          <p className={styles.outcome}>
            {revealed ? (
              <PickResult result={revealed.result} claim />
            ) : (
              <PickResult result="pending" sealed={copy.sealedUntil(formatMoment(pick.eventStart, timeZone))} />
            )}
            {profit === null ? null : (
              <span className={styles.profit} data-claim="profit">
                {units(formatUnits(profit), true)}
              </span>
            )}
          </p>
          <p className={styles.bet}>
            {revealed ? (
              <>
                <strong data-claim={page.legs ? 'event' : 'selection'}>
                  {page.legs ? revealed.event : revealed.selection}
                </strong>{' '}
                {copy.at} <strong data-claim="odds">{formatOdds(revealed.odds)}</strong>,{' '}
              </>
            ) : null}
            <span data-claim="stake">{units(formatStake(pick.stake), profit === null)}</span> {copy.stakeOf}
            {revealed ? (
              <>
                {' '}
                {copy.at} <span data-claim="sportsbook">{revealed.sportsbook}</span>
              </>
            ) : null}
          </p>
          {score ? (
            <p className={styles.score}>
              <PickScore reading={score} linkTerms claim="score" />
            </p>
          ) : null}
          <p className={styles.when} data-claim="posted-lead">
            {copy.postedLead(formatLead(Math.abs(posted)), posted > 0)}
          </p>
          <dl className={styles.times}>
            <div>
              <dt>{copy.labels.posted}</dt>
              <dd>
                <PickTime iso={pick.posted} timeZone={timeZone} claim="posted" />
              </dd>
            </div>
            <div>
              <dt>{copy.labels.start}</dt>
              <dd>
                <PickTime iso={pick.eventStart} timeZone={timeZone} claim="start" />
              </dd>
            </div>
          </dl>
          <p className={styles.why}>
            {authority && pick.timestamp ? (
              <span data-claim="sealed-lead">{copy.why(authority, formatLead(Math.abs(sealed)), sealed > 0)}</span>
            ) : (
              copy.whyNotYet
            )}{' '}
            · <a href="#proof">{copy.whyCheck}</a>
          </p>
          {revealed && revealed.correctedBy.length ? (
            <p className={styles.why}>
              {copy.corrected(revealed.correctedBy.length)} <a href="#corrections">{copy.correctedLink}</a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
