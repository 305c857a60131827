import { pickPage as copy } from '@/content/record/pickPage';
import { correctionAnchor, routes } from '@/content/routes';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import type { LinkCheck } from '@/lib/record/presentation/verification';
import { CommandBlock } from '@/components/ui/CommandBlock';
import { CheckQuotes, type Quote } from './CheckQuotes';
import { TermText } from './TermText';
import styles from './PickCheck.module.css';

/** The published files the checks quote, where a reader downloads them. */
const downloads = {
  record: routes.recordCsv,
  corrections: `${routes.record}/corrections.csv`,
  chain: `${routes.record}/chain.csv`,
} as const;

/** What one link's commands quote: the pick's row, the corrections' values before, a correction's line, the chain value before. */
function quotesOf(check: LinkCheck, page: PickPageData): Quote[] {
  const { pick, row } = page;
  const rowQuote = {
    text: copy.quotes.row(row.line),
    shown: [
      { label: copy.quotes.shown, href: `#${copy.rowAnchor(pick.id)}` },
      { label: copy.quotes.download, href: downloads.record },
    ],
  };
  const quotes: Quote[] =
    check.correctionLine === null
      ? [rowQuote]
      : [
          {
            text: copy.quotes.correction(check.correctionLine),
            shown: [
              { label: copy.quotes.onRecord, href: `${routes.record}#${correctionAnchor(check.correctionLine)}` },
              { label: copy.quotes.download, href: downloads.corrections },
            ],
          },
        ];
  if (check.leaf && check.correctionLine === null && pick.correctedBy.length > 0) {
    quotes.push({ text: copy.quotes.before, shown: [{ label: copy.quotes.download, href: downloads.corrections }] });
  }
  quotes.push({
    text: copy.quotes.previous,
    shown: [
      { label: copy.quotes.table, href: `#${copy.linksAnchor(pick.id)}` },
      { label: copy.quotes.download, href: downloads.chain },
    ],
  });
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
