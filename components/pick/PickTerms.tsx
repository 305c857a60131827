import { glossary, glossarySection } from '@/content/record/glossary';
import { Section } from '@/components/ui/Section';
import styles from './PickTerms.module.css';

/** The record's words a follower may not know, each defined once under an anchor the page links to. */
export function PickTerms() {
  return (
    <Section id={glossarySection.id} title={glossarySection.title}>
      <dl className={styles.terms}>
        {glossary.map((entry) => (
          <div key={entry.id}>
            <dt id={entry.id}>{entry.term}</dt>
            <dd>{entry.definition}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
