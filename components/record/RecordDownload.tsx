import { Download } from 'lucide-react';
import { downloadColumns, recordPage as copy } from '@/content/record/words';
import { routes } from '@/content/routes';
import styles from './RecordDownload.module.css';

/** The ledger as published, the invitation to check our figures against it, and what each column holds. */
export function RecordDownload() {
  return (
    <>
      <p className={styles.text}>{copy.downloadText}</p>
      <p>
        <a href={routes.recordCsv} download className={styles.link}>
          <Download aria-hidden="true" size={18} />
          {copy.downloadLink}
        </a>
      </p>
      <h3 className={styles.columnsTitle}>{copy.columnsTitle}</h3>
      <dl className={styles.columns}>
        {downloadColumns.map(({ column, text }) => (
          <div key={column}>
            <dt>
              <code>{column}</code>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
