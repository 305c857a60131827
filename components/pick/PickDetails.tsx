import type { ReactNode } from 'react';
import { pickPage as copy } from '@/content/record/pickPage';
import { recordPage } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { correctionAnchor, routes } from '@/content/routes';
import { formatDate } from '@/lib/format';
import { formatOdds } from '@/lib/record/math.mjs';
import { formatMoment, formatPoints, formatRoi } from '@/lib/record/presentation/display';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import type { RevealedPick } from '@/lib/record/types';
import { PickLegs } from './PickLegs';
import { PickTerm } from './PickTerm';
import styles from './PickDetails.module.css';

/**
 * What the summary leaves out: a parlay's legs, the book and market, the closing odds and the pick's
 * closing-line value as /record measures it, when it was graded, its note, and each correction with
 * its reason and date, linked to /record's list of corrections.
 */
export function PickDetails({ page, pick, timeZone }: { page: PickPageData; pick: RevealedPick; timeZone: string }) {
  const { labels } = copy;
  const clv = page.clv;
  const measured = [
    ...(clv?.price === null || clv?.price === undefined ? [] : [copy.clvPrice(formatRoi(clv.price))]),
    ...(clv?.line === null || clv?.line === undefined ? [] : [copy.clvLine(formatPoints(clv.line))]),
  ];
  const rows: { label: ReactNode; value: ReactNode; key: string }[] = [
    ...(page.legs ? [] : [{ key: 'event', label: labels.event, value: <span data-claim="event">{pick.event}</span> }]),
    { key: 'market', label: labels.market, value: copy.markets[pick.market] },
    { key: 'book', label: labels.sportsbook, value: <span data-claim="sportsbook">{pick.sportsbook}</span> },
    {
      key: 'closing',
      label: labels.closingOdds(recordSettings.closingBook),
      value: pick.closingOdds === null ? copy.noClosingOdds : formatOdds(pick.closingOdds),
    },
    ...(clv
      ? [
          {
            key: 'clv',
            label: (
              <>
                {labels.clv} (<PickTerm id="term-clv">CLV</PickTerm>)
              </>
            ),
            value: measured.length ? measured.join('; ') : copy.clvNone,
          },
        ]
      : []),
    ...(pick.settled ? [{ key: 'settled', label: labels.settled, value: formatMoment(pick.settled, timeZone) }] : []),
    ...(pick.note ? [{ key: 'note', label: labels.note, value: pick.note }] : []),
  ];
  return (
    <>
      {page.legs ? <PickLegs legs={page.legs} /> : null}
      <dl className={styles.details}>
        {rows.map(({ key, label, value }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {pick.correctedBy.length ? (
        <>
          <h3 id="corrections" className={styles.subtitle}>
            {labels.corrections}
          </h3>
          <ol className={styles.corrections}>
            {pick.correctedBy.map((correction) => (
              <li key={correction.line}>
                <p>
                  {recordPage.correctionField(correction.field)}{' '}
                  <s>{correction.before || recordPage.correctionEmpty}</s> {recordPage.correctionTo}{' '}
                  <strong>{correction.value || recordPage.correctionEmpty}</strong>
                </p>
                <p>{correction.reason}</p>
                <p className={styles.when}>
                  <time dateTime={correction.date}>{formatDate(correction.date)}</time>,{' '}
                  <a href={`${routes.record}#${correctionAnchor(correction.line)}`}>{copy.correctionOnRecord}</a>
                </p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}
