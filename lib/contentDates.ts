import { execFileSync } from 'node:child_process';

/**
 * The day the given files last changed, from git ("YYYY-MM-DD"), so the sitemap tells crawlers
 * when a page's words really changed. Undefined outside a git checkout (the sitemap then leaves
 * the date out rather than guess).
 */
export function lastCommitDate(paths: readonly string[]): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...paths], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined;
  }
}
