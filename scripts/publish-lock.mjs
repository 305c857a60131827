// One publish at a time per checkout and per target: a lock file holding the owner's process id, host and start time.
// A lock whose process is gone (a crash, a reboot, a killed job) is stale and is taken over.
import { hostname } from 'node:os';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Thrown when another publish holds the lock; its message is the one line the operator reads. */
export class LockHeld extends Error {}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the lock at `file`, or throws LockHeld naming the publish that holds it.
 * @param {string} file
 * @param {{ log?: (line: string) => void, now?: Date }} [options]
 * @returns {() => void} releases the lock
 */
export function acquireLock(file, { log = () => {}, now = new Date() } = {}) {
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), started: now.toISOString() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // Exclusive creation: never through a link planted at the name.
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${mine}\n`);
      closeSync(fd);
      return () => {
        if (readLock(file) === mine) unlinkSync(file);
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const text = readLock(file);
    if (text === undefined) continue;
    const holder = parseLock(text);
    if (holder && (holder.host !== hostname() || isRunning(holder.pid))) {
      throw new LockHeld(
        `another publish (process ${holder.pid} on ${holder.host}) has held ${file} since ${holder.started}; if no publish is running there, delete that file`,
      );
    }
    log(`lock ${file} is stale (${holder ? `process ${holder.pid} is gone` : 'unreadable'}): taking it over`);
    // Remove it only if it is still the stale lock just read, not one another run took meanwhile.
    if (readLock(file) === text) unlinkSync(file);
  }
  throw new LockHeld(`another publish took ${file} at the same moment`);
}

/** @param {string} file @returns {string | undefined} */
function readLock(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** @param {string} text @returns {{ pid: number, host: string, started: string } | undefined} */
function parseLock(text) {
  try {
    const value = JSON.parse(text);
    return Number.isInteger(value?.pid) && typeof value.host === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
