/**
 * Runs in <head> before the first paint: marks the page when the visitor has closed the trial
 * banner on an earlier visit, so the banner (server-rendered, visible) never flashes. The
 * build's security policy allows it by its hash, like every other inline script.
 */
export function DismissedBannerScript({ storageKey }: { storageKey: string }) {
  const code = `try{if(localStorage.getItem(${JSON.stringify(storageKey)})==='1')document.documentElement.setAttribute('data-trial-banner-dismissed','')}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
