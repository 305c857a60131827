import { formatDate } from '@/lib/format';
import type { DiffPart } from '@/lib/legal/diff';
import { legalPage as words } from '@/content/legal';
import styles from './LegalChanges.module.css';

type LegalChangesProps = {
  /** The date of the version this one replaces. */
  previous: string;
  summary: string | undefined;
  blocks: readonly (readonly DiffPart[])[];
};

/**
 * What changed from the version before, word by word, collapsed until asked for. The markers in
 * words let screen readers, which mostly ignore <ins> and <del>, say where a change starts and ends.
 */
export function LegalChanges({ previous, summary, blocks }: LegalChangesProps) {
  return (
    <details className={styles.changes}>
      <summary className={styles.toggle}>
        {words.changesFrom} <time dateTime={previous}>{formatDate(previous)}</time>
      </summary>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      <p className={styles.legend}>{words.changesLegend}</p>
      {blocks.map((block, index) => (
        <p key={index} className={styles.block}>
          {block.map((part, at) =>
            part.change === 'inserted' ? (
              <ins key={at}>
                <span className="visually-hidden">[{words.inserted}: </span>
                {part.value}
                <span className="visually-hidden">]</span>
              </ins>
            ) : part.change === 'deleted' ? (
              <del key={at}>
                <span className="visually-hidden">[{words.deleted}: </span>
                {part.value}
                <span className="visually-hidden">]</span>
              </del>
            ) : (
              part.value
            ),
          )}
        </p>
      ))}
    </details>
  );
}
