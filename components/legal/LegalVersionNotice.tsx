import { formatDate } from '@/lib/format';
import type { LegalVersion } from '@/lib/legal/document';
import { legalPage as words } from '@/content/legal';
import styles from './LegalVersionNotice.module.css';

type LegalVersionNoticeProps = {
  version: LegalVersion;
  /** The document's own address, where the version in effect is, and its title. */
  currentPath: string;
  currentTitle: string;
};

/** Says, before the text, that the version on the page is not the one in effect. */
export function LegalVersionNotice({ version, currentPath, currentTitle }: LegalVersionNoticeProps) {
  const current = (
    <a href={currentPath}>
      {words.current} {currentTitle}
    </a>
  );
  if (version.status === 'past' && version.next) {
    return (
      <p className={styles.notice} role="note">
        <strong>{words.pastNotice.lead}</strong> {words.pastNotice.replaced}{' '}
        <time dateTime={version.next}>{formatDate(version.next)}</time> {words.pastNotice.by} {current}.
      </p>
    );
  }
  if (version.status === 'upcoming') {
    return (
      <p className={styles.notice} role="note">
        <strong>
          {words.upcomingNotice.lead} <time dateTime={version.date}>{formatDate(version.date)}</time>.
        </strong>{' '}
        {words.upcomingNotice.until} {current} {words.upcomingNotice.apply}
      </p>
    );
  }
  return null;
}
