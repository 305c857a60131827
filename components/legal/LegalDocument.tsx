import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import type { LegalMetadata, LegalSection } from '@/lib/legal/document';
import { legalPage as words } from '@/content/legal';
import styles from './LegalDocument.module.css';

type LegalDocumentProps = {
  metadata: LegalMetadata;
  /** "YYYY-MM-DD": the version's effective date */
  date: string;
  sections: readonly LegalSection[];
  /** Said before the text: that this version is not (or not yet) in effect. */
  notice?: ReactNode;
  /** What changed from the version before. */
  changes?: ReactNode;
  /** The list of every version of the document. */
  versions: ReactNode;
  children: ReactNode;
};

/** The one layout for the Terms and the Privacy Policy: title, date, contents, the text, its versions. */
export function LegalDocument({ metadata, date, sections, notice, changes, versions, children }: LegalDocumentProps) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{metadata.title}</h1>
        <p className={styles.date}>
          {metadata.dateLabel}: <time dateTime={date}>{formatDate(date)}</time>
          <span className={styles.versionsLink}>
            <a href="#versions">{words.allVersions}</a>
          </span>
        </p>
        {notice}
      </header>
      {changes}
      <nav className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          {words.contents}
        </h2>
        <ul className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                {section.number === null ? section.title : `${section.number}. ${section.title}`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>{children}</div>
      {versions}
    </article>
  );
}
