import { Activity } from 'react';
import { headerLinks, joinLink } from '@/content/navigation';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { BrandMark } from '@/components/ui/BrandMark';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { HeaderMenu } from './HeaderMenu';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLink href={routes.home} className={styles.brand}>
          <BrandMark className={styles.mark} />
          {site.name}
        </SiteLink>
        <Activity>
          <HeaderMenu links={headerLinks} />
        </Activity>
        <ButtonLink href={joinLink.href} size="small" className={styles.join}>
          {joinLink.label}
        </ButtonLink>
      </div>
    </header>
  );
}
