import { Fragment } from 'react';
import { footer } from '@/data/copy';
import { nationalHelpline, otherHelp, type HelpResource } from '@/content/help';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './GamblingHelp.module.css';

function Resource({ resource, featured = false }: { resource: HelpResource; featured?: boolean }) {
  return (
    <li className={featured ? styles.featured : styles.resource}>
      <h4 className={styles.name}>{resource.name}</h4>
      <p className={styles.description}>{resource.description}</p>
      <p className={styles.contacts}>
        {resource.contacts.map((contact) => (
          <span key={contact.href} className={styles.contact}>
            {contact.label}{' '}
            <SiteLink href={contact.href}>
              {contact.text.split(' ').map((part, index) => (
                <Fragment key={part}>
                  {index > 0 ? ' ' : null}
                  <span className={styles.nowrap}>{part}</span>
                </Fragment>
              ))}
            </SiteLink>
          </span>
        ))}
      </p>
    </li>
  );
}

/** The responsible-gambling notice and help lines every page carries. */
export function GamblingHelp() {
  return (
    <section className={styles.help} aria-labelledby="responsible-title">
      <h2 id="responsible-title" className={styles.title}>
        {footer.responsibleTitle}
      </h2>
      <p className={styles.ageNotice}>{footer.ageNotice}</p>
      {footer.responsible.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      <h3 className={styles.helpTitle}>{footer.helpTitle}</h3>
      <ul className={styles.resources}>
        <Resource resource={nationalHelpline} featured />
        {otherHelp.map((resource) => (
          <Resource key={resource.name} resource={resource} />
        ))}
      </ul>
    </section>
  );
}
