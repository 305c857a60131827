import { Camera, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { footer } from '@/data/copy';
import { joinLink, legalLinks, quickLinks, type NavLink } from '@/content/navigation';
import { site } from '@/content/site';
import { siteConfig } from '@/data/config';
import { BrandMark } from '@/components/ui/BrandMark';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { GamblingHelp } from './GamblingHelp';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './SiteFooter.module.css';

const socialLinks = [
  { ...siteConfig.social.photos, Icon: Camera },
  { ...siteConfig.social.chat, Icon: MessageCircle },
];

type LinkColumnProps = { id: string; title: string; links: readonly NavLink[]; children?: ReactNode };

function LinkColumn({ id, title, links, children }: LinkColumnProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.cta} aria-labelledby="footer-cta-title">
          <h2 id="footer-cta-title">{footer.ctaTitle}</h2>
          <p>
            {footer.ctaText} <SiteLink href={footer.cancelLink.href}>{footer.cancelLink.label}</SiteLink>
          </p>
          <ButtonLink href={joinLink.href}>{footer.ctaButton}</ButtonLink>
        </section>

        <div className={styles.columns}>
          <div className={styles.brandColumn}>
            <p className={styles.brand}>
              <BrandMark className={styles.mark} />
              {site.name}
            </p>
            <p className={styles.muted}>{site.tagline}.</p>
            <h2 className={styles.columnTitle}>{footer.socialTitle}</h2>
            <ul className={styles.social}>
              {socialLinks.map(({ label, url, Icon }) => (
                <li key={label}>
                  <SiteLink href={url} className={styles.socialLink}>
                    <Icon aria-hidden="true" size={20} />
                    {label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>

          <LinkColumn id="footer-site-title" title={footer.quickLinksTitle} links={quickLinks} />
          <LinkColumn id="footer-legal-title" title={footer.legalTitle} links={legalLinks}>
            <li>
              <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
            </li>
          </LinkColumn>
        </div>

        <GamblingHelp />

        <p className={styles.copyright}>{footer.copyright}</p>
      </div>
    </footer>
  );
}
