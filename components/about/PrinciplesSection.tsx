import type { AboutCard } from '@/content/about';
import { Section } from '@/components/ui/Section';
import styles from './PrinciplesSection.module.css';

type PrinciplesSectionProps = { id: string; title: string; items: readonly AboutCard[] };

/** The about page's pillars and values: a titled grid of short statements. */
export function PrinciplesSection({ id, title, items }: PrinciplesSectionProps) {
  return (
    <Section id={id} title={title}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
