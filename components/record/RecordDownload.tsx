import { Download } from 'lucide-react';
import { recordPage as copy } from '@/content/record/pages';
import { routes } from '@/content/routes';
import styles from './RecordDownload.module.css';

/** The ledger as published, and the invitation to check our figures against it. */
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
    </>
  );
}
