import styles from './RecordSampleNote.module.css';

/** The plain label every figure drawn from sample data carries (content/samples.json). */
export function RecordSampleNote({ label }: { label: string | null }) {
  if (!label) return null;
  return <p className={styles.note}>{label}</p>;
}
