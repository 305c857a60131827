import { SiteLink } from './SiteLink';
import styles from './CheckoutFrame.module.css';

type CheckoutFrameProps = { src: string; title: string; fallbackLabel: string };

/** The provider's checkout, embedded with its 400 px reserved and a way out if the frame is blocked. */
export function CheckoutFrame({ src, title, fallbackLabel }: CheckoutFrameProps) {
  return (
    <div className={styles.checkout}>
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        height="400"
        loading="lazy"
        allow="payment"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className={styles.fallback}>
        <SiteLink href={src}>{fallbackLabel}</SiteLink>
      </p>
    </div>
  );
}
