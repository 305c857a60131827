import { recordCheck as copy } from '@/content/record/pages';
import { routes, tokenPath } from '@/content/routes';
import { formatRate } from '@/lib/record/display';
import type { ChainHead } from '@/lib/record/publish';
import type { RevealedPick } from '@/lib/record/types';
import { chainCommand, opensslCommands, sealCommand } from '@/lib/record/verification';
import { FigureList } from '@/components/ui/FigureList';
import styles from './RecordCheck.module.css';

type RecordCheckProps = {
  head: ChainHead;
  /** The day the latest pick was posted, as the page writes days. */
  headDay: string;
  /** The latest pick a visitor can check end to end (revealed and timestamped), and the chain value before it. */
  example: { pick: RevealedPick; previous: string | null } | null;
  timestamped: { before: number; total: number; share: number | null };
  authority: string | null;
  /** The site's address, so the commands can be pasted as they are. */
  siteUrl: string;
};

/** How a visitor checks the record without trusting us: what is published, and three checks with the commands filled in. */
export function RecordCheck({ head, headDay, example, timestamped, authority, siteUrl }: RecordCheckProps) {
  const url = (path: string) => new URL(path, siteUrl).toString();
  return (
    <>
      <p className={styles.text}>{copy.sealed}</p>
      <FigureList
        figures={[
          {
            label: copy.timestampedLabel,
            value: copy.timestamped(timestamped.before, timestamped.total, formatRate(timestamped.share)),
          },
          ...(authority ? [{ label: copy.authorityLabel, value: authority }] : []),
        ]}
      />
      <div className={styles.head}>
        <p className={styles.headLabel}>{copy.headLabel}</p>
        <p>
          <code className={styles.hash}>{head.chain}</code>
        </p>
        <p className={styles.text}>{copy.headNote(head.pickId, headDay)}</p>
      </div>
      <h3 className={styles.subtitle}>{copy.filesTitle}</h3>
      <ul className={styles.files}>
        {copy.files.map((file) => (
          <li key={file.path}>
            <a href={file.path}>{file.path}</a>: {file.text}
          </li>
        ))}
        <li>{copy.tokenFiles}</li>
      </ul>
      {example ? (
        <>
          <h3 className={styles.subtitle}>{copy.stepsTitle}</h3>
          <ol className={styles.steps}>
            <li>
              <p>{copy.sealStep(example.pick.id)}</p>
              <pre className={styles.command}>
                <code>{sealCommand(example.pick)}</code>
              </pre>
            </li>
            <li>
              <p>{copy.chainStep}</p>
              <pre className={styles.command}>
                <code>{chainCommand(example.previous, example.pick.seal)}</code>
              </pre>
            </li>
            <li>
              <p>{copy.tokenStep(example.pick.id)}</p>
              <pre className={styles.command}>
                <code>
                  {opensslCommands(
                    url(tokenPath(example.pick.id)),
                    url(`${routes.record}/timestamps/authority.pem`),
                    example.pick.chain,
                  ).join('\n')}
                </code>
              </pre>
            </li>
          </ol>
        </>
      ) : null}
    </>
  );
}
