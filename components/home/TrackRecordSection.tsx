import { sectionIds } from '@/content/routes';
import { trackRecord } from '@/data/copy';
import { formatShortMonth } from '@/lib/format';
import { Badge } from '@/components/ui/Badge';
import { RecordHeadline } from './RecordHeadline';
import { Section } from '@/components/ui/Section';
import styles from './TrackRecordSection.module.css';

export function TrackRecordSection() {
  return (
    <Section id={sectionIds.trackRecord} title={trackRecord.title} intro={trackRecord.intro}>
      <RecordHeadline />
      <ol className={styles.timeline}>
        {trackRecord.events.map((event) => (
          <li key={`${event.year}-${event.month}`} className={event.upcoming ? styles.upcoming : styles.event}>
            <p className={styles.when}>
              <time dateTime={`${event.year}-${String(event.month).padStart(2, '0')}`}>
                {formatShortMonth(event.month)} {event.year}
              </time>
              {event.upcoming ? <Badge>{trackRecord.upcomingLabel}</Badge> : null}
            </p>
            <h3 className={styles.title}>{event.title}</h3>
            <p className={styles.description}>{event.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
