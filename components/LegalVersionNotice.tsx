import { formatDate } from '@/lib/format';
import type { LegalVersion } from '@/lib/legal';
import styles from './LegalVersionNotice.module.css';

type LegalVersionNoticeProps = {
  version: LegalVersion;
  /** The document's own address, where the version in effect is, and its title. */
  currentPath: string;
  currentTitle: string;
};

/** Says, before the text, that the version on the page is not the one in effect. */
export function LegalVersionNotice({ version, currentPath, currentTitle }: LegalVersionNoticeProps) {
  const current = <a href={currentPath}>current {currentTitle}</a>;
  if (version.status === 'past' && version.next) {
    return (
      <p className={styles.notice} role="note">
        <strong>This version is no longer in effect.</strong> It was replaced on{' '}
        <time dateTime={version.next}>{formatDate(version.next)}</time> by the {current}.
      </p>
    );
  }
  if (version.status === 'upcoming') {
    return (
      <p className={styles.notice} role="note">
        <strong>
          This version takes effect on <time dateTime={version.date}>{formatDate(version.date)}</time>.
        </strong>{' '}
        Until then, the {current} apply.
      </p>
    );
  }
  return null;
}
