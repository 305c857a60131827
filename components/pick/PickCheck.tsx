import { pickPage as copy, type CheckQuote } from '@/content/record/pickPage';
import { correctionAnchor, routes } from '@/content/routes';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import type { LinkCheck } from '@/lib/record/presentation/verification';
import { CommandBlock } from '@/components/ui/CommandBlock';
import { CheckQuotes } from './CheckQuotes';
import { TermText } from './TermText';
import styles from './PickCheck.module.css';

/** What one link's commands quote: the pick's row (and the corrections' values before), or a correction's line, and the chain value before. */
function quotesOf(check: LinkCheck, page: PickPageData): CheckQuote[] {
  const { pick, row } = page;
  const quotes =
    check.correctionLine === null
      ? [copy.quotes.row(row.line, `#${copy.rowAnchor(pick.id)}`)]
      : [copy.quotes.correction(check.correctionLine, `${routes.record}#${correctionAnchor(check.correctionLine)}`)];
  if (check.leaf && check.correctionLine === null && pick.correctedBy.length > 0) quotes.push(copy.quotes.before);
  quotes.push(copy.quotes.previous(`#${copy.linksAnchor(pick.id)}`));
  return quotes;
}

/**
 * The checks a reader runs by hand on this one pick, with the commands filled in: one block per link
 * of the pick in the chain (the pick, its grade, each correction), each headed by what it proves and
 * followed by what it quotes and where that is shown.
 */
export function PickCheck({ page, siteUrl }: { page: PickPageData; siteUrl: string }) {
  const { commands, pick, authorities } = page;
  const entry = page.links.find((link) => link.kind === 'pick');
  const before = pick.timestamp !== null && Date.parse(pick.timestamp.time) < Date.parse(pick.earliestStart);
  return (
    <>
      <p className={styles.text}>
        <TermText words={copy.checkSummary} />
      </p>
      {pick.state === 'sealed' ? <p className={styles.text}>{copy.checkSealed}</p> : null}
      <p className={styles.text}>{copy.checkTools(authorities[0]?.rootUrl ?? null)}</p>
      <ol className={styles.steps}>
        {commands.map((check) => {
          const kind = check.kind === 'pick' && check.leaf === null ? 'sealed' : check.kind;
          return (
            <li key={check.name}>
              <h3 className={styles.subtitle}>
                {kind === 'pick' ? copy.checkProves.pick(before) : copy.checkProves[kind]}
              </h3>
              <p className={styles.text}>
                {copy.checkPrints[kind]} {check.token ? copy.checkToken : copy.checkNoToken}
              </p>
              <CommandBlock>
                {[check.leaf, check.chain, ...(check.token ?? [])].filter((line) => line !== null).join('\n')}
              </CommandBlock>
              <CheckQuotes quotes={quotesOf(check, page)} className={styles.text} />
            </li>
          );
        })}
      </ol>
      <p className={styles.text}>{copy.verifyStep(siteUrl, entry?.chain ?? pick.chain)}</p>
    </>
  );
}
