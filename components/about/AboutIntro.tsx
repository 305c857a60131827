import { about } from '@/data/copy';
import styles from './AboutIntro.module.css';

export function AboutIntro() {
  return (
    <section className={styles.intro} aria-labelledby="about-title">
      <div className={styles.inner}>
        <h1 id="about-title" className={styles.title}>
          {about.title}
        </h1>
        <h2 className={styles.storyTitle}>{about.storyTitle}</h2>
        {about.story.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
