import { notFound } from '@/content/notFound';
import { routes } from '@/content/routes';
import { ButtonLink } from './ButtonLink';
import { NotFoundLogger } from './NotFoundLogger';
import styles from './StatusScreen.module.css';

export function NotFoundScreen() {
  return (
    <div className={styles.screen}>
      <p className={styles.code}>{notFound.code}</p>
      <h1 className={styles.title}>{notFound.title}</h1>
      <p className={styles.text}>{notFound.text}</p>
      <ButtonLink href={routes.home}>{notFound.homeLink}</ButtonLink>
      <NotFoundLogger />
    </div>
  );
}
