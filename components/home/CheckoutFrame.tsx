import { checkoutSandbox } from '@/lib/checkoutSandbox.mjs';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './CheckoutFrame.module.css';

type CheckoutFrameProps = { src: string; title: string; loadingLabel: string; fallbackLabel: string };

/**
 * The provider's checkout, embedded in a reserved 400 px box. Until the frame paints (or when
 * its origin is blocked and it never does) the box says what is coming from where; the link out
 * sits below the frame, where a frame that is still loading cannot swallow its clicks.
 */
export function CheckoutFrame({ src, title, loadingLabel, fallbackLabel }: CheckoutFrameProps) {
  return (
    <div className={styles.checkout}>
      <div className={styles.box}>
        <p className={styles.placeholder} aria-hidden="true">
          {loadingLabel} <span className={styles.origin}>{new URL(src).host}</span>
        </p>
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          height="400"
          loading="lazy"
          allow="payment"
          sandbox={checkoutSandbox}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <p className={styles.fallback}>
        <SiteLink href={src} saysNewTab>
          {fallbackLabel}
        </SiteLink>
      </p>
    </div>
  );
}
