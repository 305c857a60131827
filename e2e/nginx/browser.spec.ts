import { expect, isStaticPage, routes, test } from '../fixtures';

// Every other browser test runs against the preview server; these load each page from nginx, with
// the headers deploy/nginx.conf sends, and watch for anything the policy refuses.
test.describe('under the production policy', () => {
  for (const route of routes) {
    test(`${route} runs with no policy violation and a clean console`, async ({ page }) => {
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto(route);
      // The framework arrives at the first interaction; then React hydrates the header menu's button,
      // a client component, and attaches itself to it. A pick's page has no framework to wait for.
      await page.mouse.move(10, 10);
      if (isStaticPage(route)) await page.waitForLoadState('networkidle');
      else
        await page.waitForFunction(() =>
          Object.keys(document.querySelector('header [popovertarget]') ?? {}).some((key) => key.startsWith('__react')),
        );
      expect(violations).toEqual([]);
    });
  }
});
