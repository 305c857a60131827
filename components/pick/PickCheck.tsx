import { pickPage as copy } from '@/content/record/pickPage';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import styles from './PickProof.module.css';

/** The checks a reader runs by hand on this one pick, with the commands filled in. */
export function PickCheck({ page, siteUrl }: { page: PickPageData; siteUrl: string }) {
  const { commands, pick, authorities } = page;
  const entry = page.links.find((link) => link.kind === 'pick');
  return (
    <>
      {commands.seal ? null : <p className={styles.text}>{copy.checkSealed}</p>}
      <ol className={styles.text}>
        {commands.seal ? (
          <li>
            <p>{copy.sealStep}</p>
            <pre className={styles.command}>
              <code>{commands.seal}</code>
            </pre>
          </li>
        ) : null}
        <li>
          <p>{copy.chainStep}</p>
          <pre className={styles.command}>
            <code>{commands.chain}</code>
          </pre>
        </li>
        {pick.timestamp ? (
          <li>
            <p>{copy.tokenStep(authorities[0]?.rootUrl ?? null)}</p>
            <pre className={styles.command}>
              <code>{commands.token.join('\n')}</code>
            </pre>
          </li>
        ) : null}
      </ol>
      <p className={styles.text}>{copy.verifyStep(siteUrl, entry?.chain ?? pick.chain)}</p>
    </>
  );
}
