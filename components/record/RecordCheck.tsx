import { recordCheck as copy } from '@/content/record/words';
import { routes, tokenPath } from '@/content/routes';
import { formatRate } from '@/lib/record/presentation/display';
import type { ChainHead } from '@/lib/record/proof/publish';
import type { RevealedPick } from '@/lib/record/types';
import { chainCommand, sealCommand, tokenCheckCommands } from '@/lib/record/presentation/verification';
import { FigureList } from '@/components/ui/FigureList';
import { CommandBlock } from '@/components/ui/CommandBlock';
import styles from './RecordCheck.module.css';

type RecordCheckProps = {
  head: ChainHead;
  /** The latest pick a visitor can check end to end (revealed and timestamped), and the chain value before it. */
  example: { pick: RevealedPick; previous: string } | null;
  timestamped: { before: number; total: number; share: number | null };
  /** The pinned authorities the record's certificates chain to. */
  authorities: readonly { name: string; fingerprint: string; rootUrl: string | null; sample: boolean }[];
  /** The site's address, so the commands can be pasted as they are. */
  siteUrl: string;
};

/** How a visitor checks the record without trusting us: what is published, three checks with the commands filled in, and what no file proves. */
export function RecordCheck({ head, example, timestamped, authorities, siteUrl }: RecordCheckProps) {
  const url = (path: string) => new URL(path, siteUrl).toString();
  const certificates = url(`${routes.record}/timestamps/authority.pem`);
  const authority = authorities[0];
  const root = authority?.rootUrl ?? null;
  return (
    <>
      <p className={styles.text}>{copy.sealed}</p>
      <FigureList
        figures={[
          {
            label: copy.timestampedLabel,
            value: copy.timestamped(timestamped.before, timestamped.total, formatRate(timestamped.share)),
          },
          ...authorities.map((pinned) => ({
            label: copy.authorityLabel,
            value: copy.authority(pinned.name, pinned.fingerprint),
          })),
        ]}
      />
      {authorities.some((pinned) => pinned.sample) ? <p className={styles.text}>{copy.sampleAuthority}</p> : null}
      <div className={styles.head}>
        <p className={styles.headLabel}>{copy.headLabel}</p>
        <p>
          <code className={styles.hash}>{head.chain}</code>
        </p>
        <p className={styles.text}>{copy.headNote(head.entry, head.size)}</p>
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
              <CommandBlock>{sealCommand(example.pick)}</CommandBlock>
            </li>
            <li>
              <p>{copy.chainStep}</p>
              <CommandBlock>{chainCommand(example.previous, null)}</CommandBlock>
            </li>
            <li>
              <p>{copy.tokenStep(example.pick.id, root)}</p>
              <CommandBlock>
                {tokenCheckCommands(url(tokenPath(example.pick.id)), {
                  rootUrl: root,
                  certificatesUrl: certificates,
                }).join('\n')}
              </CommandBlock>
            </li>
          </ol>
        </>
      ) : null}
      <h3 className={styles.subtitle}>{copy.verifyTitle}</h3>
      <p className={styles.text}>{copy.verify(siteUrl)}</p>
      <p className={styles.text}>{copy.limits}</p>
    </>
  );
}
