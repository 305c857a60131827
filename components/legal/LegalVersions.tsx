import { formatDate } from '@/lib/format';
import type { LegalMetadata, LegalVersion } from '@/lib/legal/document';
import { legalPage as words } from '@/content/legal';
import styles from './LegalVersions.module.css';

type LegalVersionsProps = {
  versions: readonly (LegalVersion & { metadata: LegalMetadata })[];
  /** The date of the version on this page. */
  shown: string;
};

/** Every version of a document, newest first, with its date, its summary and its address. */
export function LegalVersions({ versions, shown }: LegalVersionsProps) {
  return (
    <section className={styles.versions} aria-labelledby="versions">
      <h2 id="versions" className={styles.title}>
        {words.versionsTitle}
      </h2>
      <ol className={styles.list} reversed>
        {[...versions].reverse().map((version) => (
          <li key={version.date}>
            <p className={styles.heading}>
              <a href={version.path} aria-current={version.date === shown ? 'page' : undefined}>
                {formatDate(version.date)}
              </a>{' '}
              <span className={styles.status}>
                {words.versionStatus[version.status]}
                {version.date === shown ? ` · ${words.thisPage}` : ''}
              </span>
            </p>
            <p>{version.metadata.summary ?? words.firstVersion}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
