import { pickPage as copy } from '@/content/record/pickPage';
import { tokenPath } from '@/content/routes';
import { RecordTable } from '@/components/record/RecordTable';
import { formatLead, formatMoment } from '@/lib/record/presentation/display';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import { CommandBlock } from '@/components/ui/CommandBlock';
import { TermText } from './TermText';
import styles from './PickProof.module.css';

/** What proves the pick was posted as shown, before its start: its seal, its links in the chain and their tokens. */
export function PickProof({ page, timeZone }: { page: PickPageData; timeZone: string }) {
  const { pick, links, authorities, row } = page;
  const lead = pick.timestamp ? Date.parse(pick.earliestStart) - Date.parse(pick.timestamp.time) : null;
  return (
    <>
      <p className={styles.text}>
        <TermText words={copy.proofIntro} />
      </p>
      <dl className={styles.values}>
        <div>
          <dt>
            {copy.sealLabel} ({copy.sealVersion(pick.sealVersion)})
          </dt>
          <dd>
            <code>{pick.seal}</code>
          </dd>
        </div>
        {pick.state === 'revealed' ? (
          <div>
            <dt>{copy.secretLabel}</dt>
            <dd>
              <code>{pick.secret}</code>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{copy.leadLabel}</dt>
          <dd>
            {pick.timestamp && lead !== null
              ? copy.lead(formatMoment(pick.timestamp.time, timeZone), formatLead(Math.abs(lead)), lead > 0)
              : copy.notTimestamped}
          </dd>
        </div>
        {authorities.map((authority) => (
          <div key={authority.fingerprint}>
            <dt>{copy.authorityLabel}</dt>
            <dd>{copy.authority(authority.name, authority.fingerprint)}</dd>
            {authority.sample ? <dd className={styles.note}>{copy.sampleAuthority}</dd> : null}
          </div>
        ))}
      </dl>
      <RecordTable id={copy.linksAnchor(pick.id)} caption={copy.linksCaption} className={styles.links}>
        <thead>
          <tr>
            <th scope="col">{copy.linkColumns.link}</th>
            <th scope="col">{copy.linkColumns.previous}</th>
            <th scope="col">{copy.linkColumns.chain}</th>
            <th scope="col">{copy.linkColumns.time}</th>
            <th scope="col">{copy.linkColumns.token}</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.name}>
              <th scope="row">
                {copy.linkKind[link.kind]}
                <small>
                  {link.name}, {copy.position(link.position)}
                </small>
              </th>
              <td>
                <code>{link.previous}</code>
              </td>
              <td>
                <code>{link.chain}</code>
              </td>
              <td>{link.time ? formatMoment(link.time, timeZone) : copy.noToken}</td>
              <td>{link.time ? <a href={tokenPath(link.name)}>{`${link.name}.tsr`}</a> : copy.noToken}</td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
      <h3 id={copy.rowAnchor(pick.id)} className={styles.subtitle}>
        {copy.rowTitle}
      </h3>
      <p className={styles.text}>{copy.rowNote(row.line)}</p>
      <CommandBlock>{row.text}</CommandBlock>
    </>
  );
}
