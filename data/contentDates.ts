import { lastCommitDay } from './git.mjs';

/**
 * The day the given files last changed, from git ("YYYY-MM-DD"), so the sitemap tells crawlers
 * when a page's words really changed. Undefined outside a git checkout (the sitemap then leaves
 * the date out rather than guess).
 */
export function lastCommitDate(paths: readonly string[]): string | undefined {
  return lastCommitDay(process.cwd(), paths);
}
