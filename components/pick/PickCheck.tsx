import { pickPage as copy } from '@/content/record/pickPage';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import { CommandBlock } from '@/components/ui/CommandBlock';
import styles from './PickCheck.module.css';

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
            <CommandBlock>{commands.seal}</CommandBlock>
          </li>
        ) : null}
        <li>
          <p>{copy.chainStep}</p>
          <CommandBlock>{commands.chain}</CommandBlock>
        </li>
        {pick.timestamp ? (
          <li>
            <p>{copy.tokenStep(authorities[0]?.rootUrl ?? null)}</p>
            <CommandBlock>{commands.token.join('\n')}</CommandBlock>
          </li>
        ) : null}
      </ol>
      <p className={styles.text}>{copy.verifyStep(siteUrl, entry?.chain ?? pick.chain)}</p>
    </>
  );
}
