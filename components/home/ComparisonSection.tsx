import { sectionIds } from '@/content/routes';
import { comparison } from '@/data/copy';
import { Section } from '@/components/ui/Section';
import styles from './ComparisonSection.module.css';

export function ComparisonSection() {
  return (
    <Section id={sectionIds.transparency} title={comparison.title} intro={comparison.intro}>
      <div className={styles.frame}>
        <table className={styles.table}>
          <thead>
            <tr>
              <td />
              <th scope="col" className={styles.others}>
                {comparison.othersLabel}
              </th>
              <th scope="col" className={styles.us}>
                {comparison.usLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.topic}>
                <th scope="row" className={styles.topic}>
                  {row.topic}
                </th>
                <td className={styles.othersCell}>{row.others}</td>
                <td className={styles.usCell}>{row.us}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
