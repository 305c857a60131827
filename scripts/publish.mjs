#!/usr/bin/env node
// The scheduled publish (docs/deploy.md, "Scheduled publish"). Run in the checkout, as the user that
// owns it and the target:
//   npm run publish -- <target>                      pull, install, build, switch <target>/current
//   npm run publish -- <target> --rollback [release] serve the previous (or the named) release, and
//                                                     hold scheduled publishes until --resume
//   npm run publish -- <target> --resume             lift the hold and publish
// Every step's output goes to <target>/logs/<release>.log (PUBLISH_LOG_DIR for another folder). It
// prints one line: what was published, or why nothing was, with a non-zero exit. Whatever fails, the
// release being served stays online. Only Node's own modules here: the run reinstalls node_modules.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { LockHeld, acquireLock } from './publish-lock.mjs';
import {
  createRelease,
  currentRelease,
  pruneReleases,
  releaseName,
  rollbackTarget,
  switchCurrent,
} from './publish-releases.mjs';

/** A failure the operator reads as one line. */
class PublishError extends Error {}

/** The folder the build's timestamp step writes tokens into: committed by the run, never left dirty. */
const RECORD_DIR = 'content/record/';
const INSTALL_STAMP = path.join('node_modules', '.publish-install-stamp');
const SNIPPETS = ['security-headers.conf', 'response-maps.conf'];

/** The environment the run reads and passes on (Next's types make NODE_ENV required in process.env's). @typedef {Record<string, string | undefined>} Env */

/**
 * @typedef {{
 *   target: string, root: string, env: Env, now: Date,
 *   keep: number, keepStaticHours: number, keepLogs: number, logDir: string, push: boolean,
 * }} Settings
 */

/** @param {Env} env @param {string} name @param {number} fallback */
function count(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new PublishError(`${name} must be a whole number, got "${value}"`);
  return Number(value);
}

/**
 * @param {string} target @param {string} root @param {Env} env @param {Date} now
 * @returns {Settings}
 */
export function settings(target, root, env, now) {
  const keep = count(env, 'PUBLISH_KEEP', 5);
  if (keep < 2) throw new PublishError(`PUBLISH_KEEP must be 2 or more, so a rollback has a release to go to`);
  return {
    target,
    root,
    env,
    now,
    keep,
    keepStaticHours: count(env, 'PUBLISH_KEEP_STATIC_HOURS', 24),
    keepLogs: count(env, 'PUBLISH_KEEP_LOGS', 200),
    logDir: path.resolve(env.PUBLISH_LOG_DIR?.trim() || path.join(target, 'logs')),
    push: env.PUBLISH_PUSH === '1',
  };
}

/**
 * A log file and the steps that write to it; keeps each step's last lines for the one-line reason.
 * Every command gets the run's environment unless told otherwise.
 * @param {string} file @param {Env} runEnv
 */
function openLog(file, runEnv) {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'a');
  /** @param {string} line */
  const write = (line) => writeSync(fd, `${line}\n`);
  return {
    file,
    write,
    close: () => closeSync(fd),
    /**
     * Runs a command, its output into the log. Resolves with its exit code and its last lines.
     * @param {string} command @param {string[]} args @param {{ cwd: string, env?: Env }} options
     * @returns {Promise<{ code: number, lines: string[] }>}
     */
    run(command, args, { cwd, env = runEnv }) {
      write(`$ ${[command, ...args].join(' ')}`);
      const started = Date.now();
      return new Promise((resolve) => {
        const child = spawn(command, args, {
          cwd,
          env: /** @type {NodeJS.ProcessEnv} */ (env),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        /** @type {string[]} */
        let lines = [];
        /** @param {Buffer} chunk */
        const take = (chunk) => {
          writeSync(fd, chunk);
          lines = [...lines, ...chunk.toString('utf8').split('\n')].slice(-200);
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
        child.on('error', (error) => {
          write(`cannot run ${command}: ${error.message}`);
          resolve({ code: 127, lines: [`cannot run ${command}: ${error.message}`] });
        });
        child.on('close', (code) => {
          write(`(exit ${code ?? 'by signal'} after ${((Date.now() - started) / 1000).toFixed(1)} s)`);
          resolve({ code: code ?? 1, lines: lines.map((line) => line.trimEnd()) });
        });
      });
    },
  };
}

/** @typedef {ReturnType<typeof openLog>} Log */

/**
 * The line that says why a step failed: the last "error …" line it printed, or its last line.
 * @param {string[]} lines
 */
export function reasonOf(lines) {
  const plain = lines.map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim()).filter(Boolean);
  const error = plain.findLast((line) => /^(error\b|fatal:|Error:|Type error:)/i.test(line));
  return (error ?? plain.at(-1) ?? 'no output').replace(/^error\s+/, '');
}

/**
 * Runs a step; throws PublishError with `what` and the step's own reason when it fails.
 * @param {Log} log @param {string} what @param {string} command @param {string[]} args
 * @param {{ cwd: string, env?: Env }} options
 */
async function step(log, what, command, args, options) {
  const { code, lines } = await log.run(command, args, options);
  if (code !== 0) throw new PublishError(`${what} failed: ${reasonOf(lines)}`);
  return lines;
}

/** @param {Log} log @param {string} root @param {string[]} args */
async function git(log, root, args) {
  return (await step(log, `git ${args[0]}`, 'git', args, { cwd: root })).join('\n').trim();
}

/** @param {Log} log @param {string} root @returns {Promise<{ record: string[], other: string[] }>} */
async function dirtyFiles(log, root) {
  const { code, lines } = await log.run('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root });
  if (code !== 0) throw new PublishError(`git status failed: ${reasonOf(lines)}`);
  // "XY path": two status letters and a space; a rename is "XY old -> new".
  const files = lines.filter((line) => line.length > 3).map((line) => line.slice(3).replace(/^.* -> /, ''));
  return {
    record: files.filter((file) => file.startsWith(RECORD_DIR)),
    other: files.filter((file) => !file.startsWith(RECORD_DIR)),
  };
}

/**
 * `git -c` options naming the publish as committer when the host's git has no identity: committing
 * the tokens and replaying them on upstream (rebase) both need one.
 * @param {Log} log @param {string} root @param {Env} env
 */
async function identity(log, root, env) {
  if ((await log.run('git', ['config', 'user.email'], { cwd: root })).code === 0) return [];
  return ['-c', `user.name=${env.PUBLISH_GIT_NAME ?? 'Scheduled publish'}`, '-c', `user.email=publish@${hostname()}`];
}

/**
 * Commits what the build's timestamp step wrote under content/record/ (the tokens this host obtained),
 * so the checkout is never left dirty and the next pull never stops on them.
 * @param {Log} log @param {string} root @param {Env} env
 * @returns {Promise<number>} how many files were committed
 */
async function commitRecord(log, root, env) {
  const { record } = await dirtyFiles(log, root);
  if (!record.length) return 0;
  await git(log, root, ['add', '--all', '--', RECORD_DIR]);
  await git(log, root, [
    ...(await identity(log, root, env)),
    'commit',
    '--quiet',
    '-m',
    'record: timestamps obtained by the scheduled publish',
    '-m',
    `The build on ${hostname()} asked the authority for the picks below; committed by scripts/publish.mjs so the next pull integrates them.\n\n${record.join('\n')}`,
    '--',
    RECORD_DIR,
  ]);
  log.write(`committed ${record.length} file(s) under ${RECORD_DIR}`);
  return record.length;
}

/** Brings in the upstream commits, replaying this host's token commits on top; a conflict leaves nothing half done. */
async function pull(/** @type {Log} */ log, /** @type {string} */ root, /** @type {Env} */ env) {
  const args = [...(await identity(log, root, env)), 'pull', '--rebase', '--no-autostash', '--quiet'];
  const { code, lines } = await log.run('git', args, { cwd: root });
  if (code === 0) return;
  const conflicted = (await log.run('git', ['diff', '--name-only', '--diff-filter=U'], { cwd: root })).lines.filter(
    Boolean,
  );
  if (existsSync(path.join(root, '.git', 'rebase-merge')) || existsSync(path.join(root, '.git', 'rebase-apply'))) {
    await log.run('git', ['rebase', '--abort'], { cwd: root });
  }
  throw new PublishError(
    conflicted.length
      ? `git pull --rebase conflicts in ${conflicted.join(', ')}: this host's commits and upstream changed the same lines; the rebase was aborted (docs/deploy.md, "When a publish fails")`
      : `git pull --rebase failed: ${reasonOf(lines)}`,
  );
}

/** @param {string} root */
function installStamp(root) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) hash.update(readFileSync(path.join(root, file)));
  return `${hash.update(process.version).digest('hex')}\n`;
}

/**
 * `npm install` from the lockfile (`npm ci` fails on registries that serve one platform's packages),
 * skipped when package.json, the lockfile and Node are those of the last install it completed.
 * @param {Log} log @param {string} root
 */
async function install(log, root) {
  const stamp = installStamp(root);
  const file = path.join(root, INSTALL_STAMP);
  if (existsSync(file) && readFileSync(file, 'utf8') === stamp) {
    log.write('package.json and package-lock.json unchanged since the last install: npm install skipped');
    return;
  }
  rmSync(file, { force: true });
  await step(log, 'npm install', 'npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
  // npm may rewrite the lockfile's metadata; the checkout keeps the committed one so the pull stays clean.
  const changed = await log.run('git', ['diff', '--quiet', '--', 'package-lock.json'], { cwd: root });
  if (changed.code !== 0) {
    log.write('npm install rewrote package-lock.json; restoring the committed lockfile');
    await git(log, root, ['checkout', '--', 'package-lock.json']);
  }
  writeFileSync(file, installStamp(root));
}

/**
 * Copies the nginx snippets this build wrote into <target>/nginx/, and runs PUBLISH_RELOAD when they changed.
 * @param {Log} log @param {Settings} settings
 */
async function publishSnippets(log, { root, target, env }) {
  const dir = path.join(target, 'nginx');
  mkdirSync(dir, { recursive: true });
  let changed = false;
  for (const name of SNIPPETS) {
    const text = readFileSync(path.join(root, 'deploy', name), 'utf8');
    const file = path.join(dir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(`${file}.new`, text);
    renameSync(`${file}.new`, file);
    changed = true;
  }
  const reload = env.PUBLISH_RELOAD?.trim();
  if (changed && reload) await step(log, `PUBLISH_RELOAD (${reload})`, 'sh', ['-c', reload], { cwd: root });
  if (changed && !reload) log.write(`the nginx snippets in ${dir} changed: reload nginx to apply them`);
}

/** @param {Settings} settings @param {Record<string, unknown>} status */
function writeStatus({ target }, status) {
  writeFileSync(path.join(target, 'status.json'), `${JSON.stringify(status, null, 2)}\n`);
}

/**
 * One publish. Throws PublishError when nothing was published; the release served is untouched then.
 * @param {Settings} settings @param {Log} log
 * @returns {Promise<string>} the line to print
 */
async function publish(settings, log) {
  const { root, target, env, now } = settings;
  const hold = path.join(target, 'hold');
  if (existsSync(hold)) {
    throw new PublishError(
      `publishing is on hold since a rollback (${readFileSync(hold, 'utf8').trim()}): run \`npm run publish -- ${target} --resume\` once the cause is fixed`,
    );
  }
  if ((await git(log, root, ['rev-parse', '--is-shallow-repository'])) === 'true') {
    throw new PublishError(
      'the checkout is a shallow clone: run `git fetch --unshallow` once (the build reads the whole history)',
    );
  }
  await commitRecord(log, root, env);
  const { other } = await dirtyFiles(log, root);
  if (other.length) {
    throw new PublishError(
      `the checkout has uncommitted changes (${other.slice(0, 5).join(', ')}${other.length > 5 ? ', …' : ''}): a publish builds commits only; commit or discard them`,
    );
  }
  await pull(log, root, env);
  await install(log, root);

  const commit = await git(log, root, ['rev-parse', 'HEAD']);
  const epoch = String(Math.floor(now.getTime() / 1000));
  const buildEnv = {
    ...env,
    SOURCE_DATE_EPOCH: epoch,
    SITE_ENV: env.SITE_ENV ?? 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  log.write(
    `building ${commit} with SOURCE_DATE_EPOCH=${epoch} (${now.toISOString()}) SITE_ENV=${buildEnv.SITE_ENV} TSA_URL=${env.TSA_URL ?? '(unset)'}`,
  );
  const build = await log.run('npm', ['run', 'build'], { cwd: root, env: buildEnv });
  // Tokens obtained before a later step failed are real: keep them, whatever the build's outcome.
  await commitRecord(log, root, env);
  if (build.code !== 0) throw new PublishError(`the build failed: ${reasonOf(build.lines)}`);

  // Named after the commit that holds everything the build read, the tokens it obtained included.
  const name = releaseName(now, await git(log, root, ['rev-parse', 'HEAD']));
  const { carried } = createRelease({
    out: path.join(root, 'out'),
    target,
    name,
    keepStaticHours: settings.keepStaticHours,
    now,
  });
  await publishSnippets(log, settings);
  switchCurrent(target, name);
  const pruned = pruneReleases(target, settings.keep);
  log.write(
    `now serving ${name}; ${carried} earlier /_next/static/ file(s) carried over; deleted ${pruned.join(', ') || 'no release'}`,
  );
  if (settings.push) {
    const pushed = await log.run('git', ['push', '--quiet'], { cwd: root });
    if (pushed.code !== 0) throw new PublishError(`${name} is online, but git push failed: ${reasonOf(pushed.lines)}`);
  }
  return `published ${name} (built ${now.toISOString()}, SOURCE_DATE_EPOCH=${epoch})`;
}

/**
 * Serves an earlier release and holds scheduled publishes, so the next one does not undo the rollback.
 * @param {Settings} settings @param {Log} log @param {string | undefined} wanted
 */
function rollback({ target, now }, log, wanted) {
  const from = currentRelease(target);
  const to = rollbackTarget(target, wanted);
  switchCurrent(target, to);
  writeFileSync(path.join(target, 'hold'), `rolled back from ${from ?? '(none)'} to ${to} at ${now.toISOString()}\n`);
  log.write(`rolled back from ${from} to ${to}; scheduled publishes hold until --resume`);
  return `now serving ${to} (was ${from}); scheduled publishes are on hold until \`npm run publish -- ${target} --resume\``;
}

/** @param {Settings} settings */
function pruneLogs({ logDir, keepLogs }) {
  const logs = readdirSync(logDir)
    .filter((name) => name.endsWith('.log'))
    .sort();
  for (const name of logs.slice(0, Math.max(0, logs.length - keepLogs))) rmSync(path.join(logDir, name));
}

/**
 * @param {string[]} argv the arguments after the script's name
 * @param {{ root: string, env: Env, now: Date }} context
 * @returns {Promise<{ code: number, line: string }>}
 */
export async function main(argv, { root, env, now }) {
  const usage = 'usage: npm run publish -- <target folder> [--rollback [release] | --resume]';
  const [targetArg, action, release, ...rest] = argv;
  if (
    !targetArg ||
    targetArg.startsWith('-') ||
    rest.length ||
    (action && !['--rollback', '--resume'].includes(action)) ||
    (release && action !== '--rollback')
  ) {
    return { code: 2, line: usage };
  }
  const target = path.resolve(targetArg);
  /** @type {Settings} */
  let config;
  try {
    config = settings(target, root, env, now);
    mkdirSync(target, { recursive: true });
  } catch (error) {
    return { code: 1, line: `publish: ${error instanceof Error ? error.message : String(error)}` };
  }
  const log = openLog(path.join(config.logDir, `${releaseName(now, '').replace(/-$/, '')}.log`), env);
  log.write(`publish ${argv.join(' ')} in ${root} at ${now.toISOString()}`);
  let unlock;
  try {
    unlock = acquireLock(path.join(target, 'publish.lock'), { log: log.write, now });
  } catch (error) {
    const line = `publish: not run: ${error instanceof Error ? error.message : String(error)}`;
    log.write(line);
    log.close();
    return { code: error instanceof LockHeld ? 75 : 1, line };
  }
  try {
    if (action === '--resume') rmSync(path.join(target, 'hold'), { force: true });
    const line = action === '--rollback' ? rollback(config, log, release) : await publish(config, log);
    writeStatus(config, {
      ok: true,
      time: now.toISOString(),
      release: currentRelease(target),
      message: line,
      log: log.file,
    });
    log.write(line);
    return { code: 0, line };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (!(error instanceof PublishError) && error instanceof Error) log.write(error.stack ?? why);
    const served = currentRelease(target);
    const line = `publish failed: ${why.replace(/\s*\n\s*/g, ' ')}; still serving ${served ?? 'nothing yet'} (log: ${log.file})`;
    writeStatus(config, { ok: false, time: now.toISOString(), release: served, message: line, log: log.file });
    log.write(line);
    return { code: 1, line };
  } finally {
    unlock();
    pruneLogs(config);
    log.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  main(process.argv.slice(2), { root, env: process.env, now: new Date() }).then(({ code, line }) => {
    (code === 0 ? process.stdout : process.stderr).write(`${line}\n`);
    process.exitCode = code;
  });
}
