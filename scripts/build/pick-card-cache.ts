import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pickCardPng } from '@/components/pick/pickCardImage';
import { pickPreviewPath } from '@/content/routes';
import { buildCachePath, copyFromCache, keepInCache, pruneCache } from '@/data/buildCache.mjs';
import type { PickCardText } from '@/lib/record/presentation/pickCard';

/** Where drawn cards are kept between builds, by key: a host that keeps node_modules/.cache reuses them. */
export const pickCardCache = buildCachePath('pick-cards');

/** A card to draw, and the file in the cache it goes to. */
export interface PickCardJob {
  readonly text: PickCardText;
  readonly file: string;
}

/** A card's cache key: its text and what draws it (frameKey in data/record/pickPages.ts). */
function pickCardKey(text: PickCardText, fingerprint: string): string {
  return createHash('sha256').update(fingerprint).update('\n').update(JSON.stringify(text)).digest('hex');
}

/** Draws cards one after another in this process, each kept in the cache with its digest. */
export async function drawHere(jobs: readonly PickCardJob[]): Promise<void> {
  for (const job of jobs) keepInCache(job.file, await pickCardPng(job.text));
}

/** Draws in `processes` child processes, each taking every n-th card. */
export async function drawInProcesses(jobs: readonly PickCardJob[], processes: number): Promise<void> {
  const worker = path.join(process.cwd(), 'scripts/build/pick-card-worker.tsx');
  await Promise.all(
    Array.from({ length: processes }, (_, index) => {
      const child = fork(worker, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
      child.send(jobs.filter((_, position) => position % processes === index));
      return new Promise<void>((resolve, reject) => {
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`pick-cards: a drawing process stopped with code ${code}`)),
        );
      });
    }),
  );
}

/**
 * A card takes about 65 ms to draw and encode, and a drawing process under a second to start: a
 * scheduled build's few new cards are drawn here, a clean build's thousands on every core.
 */
export async function drawCards(jobs: readonly PickCardJob[]): Promise<void> {
  if (jobs.length < 200) return drawHere(jobs);
  return drawInProcesses(jobs, Math.min(availableParallelism(), 4));
}

export interface PublishOptions {
  /** The export's folder: each card goes to out/record/cards/<id>.png (pickPreviewPath). */
  readonly out: string;
  readonly cache?: string;
  readonly fingerprint: string;
  readonly draw?: (jobs: readonly PickCardJob[]) => Promise<void>;
  /** A card this build did not use stays this long, for a build of another state of the record. */
  readonly keepDays?: number;
  readonly now?: number;
}

/**
 * Publishes every card: one whose key is in the cache, with bytes that still match the digest the
 * build that drew it wrote, is copied from there; the others are drawn into the cache first, and a
 * card whose cached bytes changed is said so in one line. Copies rather than links (a
 * copy-on-write clone where the file system has them), so a deploy that moves out/ never carries a
 * link into node_modules; each copy is checked against the digest. A cache entry no build has used
 * for `keepDays` is deleted.
 */
export async function publishPickCards(
  cards: readonly PickCardText[],
  { out, cache = pickCardCache, fingerprint, draw = drawCards, keepDays = 7, now = Date.now() }: PublishOptions,
): Promise<{ drawn: number; reused: number; pruned: number }> {
  mkdirSync(cache, { recursive: true });
  const jobs: (PickCardJob & { target: string })[] = [];
  const changed: string[] = [];
  for (const text of cards) {
    const file = path.join(cache, `${pickCardKey(text, fingerprint)}.png`);
    const target = path.join(out, pickPreviewPath(text.id));
    mkdirSync(path.dirname(target), { recursive: true });
    const copied = copyFromCache(file, target);
    if (copied === 'copied') utimesSync(file, now / 1000, now / 1000);
    else jobs.push({ text, file, target });
    if (copied === 'changed') changed.push(text.id);
  }
  if (changed.length) {
    console.warn(
      `pick-cards: the cached card of ${changed.join(', ')} changed since the build that drew it (${path.relative(process.cwd(), cache)}): drawn again, not reused.`,
    );
  }
  await draw(jobs.map(({ text, file }) => ({ text, file })));
  for (const { text, file, target } of jobs) {
    if (copyFromCache(file, target) !== 'copied') {
      throw new Error(
        `pick-cards: the card of ${text.id} drawn into ${file} changed before it was published: something else writes into the build cache. Stop it and run the build again.`,
      );
    }
  }
  // A card this build used was just drawn or touched, so it is never this old.
  const pruned = pruneCache(cache, (_, stat) => stat.mtimeMs > now - keepDays * 86_400_000);
  return { drawn: jobs.length, reused: cards.length - jobs.length, pruned };
}
