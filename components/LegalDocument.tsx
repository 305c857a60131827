import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import type { LegalMetadata, LegalSection } from '@/lib/legal';
import styles from './LegalDocument.module.css';

type LegalDocumentProps = {
  metadata: LegalMetadata;
  sections: readonly LegalSection[];
  children: ReactNode;
};

/** The one layout for the Terms and the Privacy Policy: title, date, contents, then the text. */
export function LegalDocument({ metadata, sections, children }: LegalDocumentProps) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{metadata.title}</h1>
        <p className={styles.date}>
          {metadata.dateLabel}: <time dateTime={metadata.date}>{formatDate(metadata.date)}</time>
        </p>
      </header>
      <nav className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          Contents
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
    </article>
  );
}
