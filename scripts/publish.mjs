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
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  fstatSync,
  ftruncateSync,
  lstatSync,
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
import { readToken } from './publish-tokens.mjs';
import { askCapture } from './record/witness.mjs';

/** A failure the operator reads as one line. */
class PublishError extends Error {}

const FILE_MODE = 0o644;
const DIR_MODE = 0o755;
const LOG_MODE = 0o640;
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

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
/** @param {unknown} error */
const codeOf = (error) => /** @type {NodeJS.ErrnoException} */ (error).code ?? messageOf(error);

/** @param {string} file */
const linked = (file) =>
  `${file} is a symbolic link, which the publish never writes or reads through: delete it, and find out who made it`;

/**
 * Opens a file the publish owns for writing, never through what stands at its name instead: a
 * symbolic link, a second hard link, a FIFO or a folder there is refused in one line. Sets `mode`,
 * whatever the umask.
 * @param {string} file @param {number} flags added to write-only, create and no-follow @param {number} mode
 */
function openOwn(file, flags, mode) {
  let fd;
  try {
    fd = openSync(
      file,
      flags | constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK,
      mode,
    );
  } catch (error) {
    if (codeOf(error) === 'ELOOP') {
      throw new PublishError(linked(file));
    }
    throw new PublishError(
      `cannot write ${file} (${codeOf(error)}): make ${path.dirname(file)} writable by the user that publishes`,
    );
  }
  const stat = fstatSync(fd);
  if (!stat.isFile() || stat.nlink !== 1) {
    closeSync(fd);
    throw new PublishError(
      `${file} is ${stat.isFile() ? `one of ${stat.nlink} hard links to a file` : 'not a regular file'}, which the publish never writes through: delete it, and find out who made it`,
    );
  }
  fchmodSync(fd, mode);
  return fd;
}

/** Writes a whole file the publish owns (status.json, hold, a snippet). @param {string} file @param {string} text */
function writeOwn(file, text) {
  const fd = openOwn(file, 0, FILE_MODE);
  try {
    ftruncateSync(fd);
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** Reads a file the publish wrote (the hold), never through a link. @param {string} file */
function readOwn(file) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if (codeOf(error) === 'ELOOP') throw new PublishError(linked(file));
    throw new PublishError(`cannot read ${file} (${codeOf(error)}): make it readable by the user that publishes`);
  }
  try {
    if (!fstatSync(fd).isFile()) throw new PublishError(`${file} is not a regular file: delete it`);
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** @param {string} file whether anything, a dangling link included, stands at that name */
function isPresent(file) {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * A folder the publish writes into: made (mode 0755) when missing, refused when it is a symbolic
 * link (unless `link` allows one the operator chose) or not writable, before anything is built.
 * @param {string} dir @param {{ link?: boolean }} [options]
 */
function ownFolder(dir, { link = false } = {}) {
  try {
    if (mkdirSync(dir, { recursive: true, mode: DIR_MODE }) !== undefined) chmodSync(dir, DIR_MODE);
  } catch (error) {
    throw new PublishError(
      `cannot create ${dir} (${codeOf(error)}): make ${path.dirname(dir)} writable by the user that publishes`,
    );
  }
  if (!link && lstatSync(dir).isSymbolicLink()) {
    throw new PublishError(linked(dir));
  }
  try {
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw new PublishError(`${dir} is not writable (${codeOf(error)}): make it writable by the user that publishes`);
  }
}

/**
 * A log file and the steps that write to it; keeps each step's last lines for the one-line reason.
 * Every command gets the run's environment unless told otherwise.
 * @param {string} file @param {Env} runEnv
 */
function openLog(file, runEnv) {
  const fd = openOwn(file, constants.O_APPEND, LOG_MODE);
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
 * The line that says why a step failed: the last "error …" line it printed, or its last line. A
 * line that ends in a colon introduces the next one (a list of problems): that one is joined to it.
 * @param {string[]} lines
 */
export function reasonOf(lines) {
  const plain = lines.map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim()).filter(Boolean);
  const error = plain.findLastIndex((line) => /^(error\b|fatal:|Error:|Type error:)/i.test(line));
  const at = error === -1 ? plain.length - 1 : error;
  const line = plain[at];
  if (line === undefined) return 'no output';
  const next = plain[at + 1];
  return (line.endsWith(':') && next !== undefined ? `${line} ${next}` : line).replace(/^error\s+/, '');
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

/**
 * A git command whose whole output the run reads (not only its last lines, as a step keeps).
 * @param {string} root @param {string[]} args
 */
function gitOutput(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const stderr = String(/** @type {{ stderr?: Buffer }} */ (error).stderr ?? '');
    throw new PublishError(`git ${args[0]} failed: ${reasonOf(stderr.split('\n'))}`);
  }
}

/** The checkout's git folder (`.git`, or a worktree's): the checkout's lock and rebase state live there. @param {string} root */
function gitDirOf(root) {
  return gitOutput(root, ['rev-parse', '--absolute-git-dir']).toString('utf8').trim();
}

/**
 * Every file `git status` lists: changed, staged, new, in conflict.
 * @param {string} root @returns {{ status: string, file: string }[]}
 */
function dirtyFiles(root) {
  const fields = gitOutput(root, ['status', '--porcelain', '-z', '--untracked-files=all']).toString('utf8').split('\0');
  /** @type {{ status: string, file: string }[]} */
  const entries = [];
  // "XY path", and for a rename or copy "XY new" then the old path as a field of its own.
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index] ?? '';
    if (field.length < 4) continue;
    entries.push({ status: field.slice(0, 2), file: field.slice(3) });
    if (/[RC]/.test(field.slice(0, 2))) index += 1;
  }
  return entries;
}

/** The folder the build's timestamp step writes tokens into, relative to the checkout. @param {Env} env */
const tokensDirOf = (env) => `${(env.RECORD_CONTENT_DIR?.trim() || 'content/record').replace(/\/+$/, '')}/tokens/`;
/** A token's name in that folder: an entry of the chain, "RC-0412.tsr", "RC-0412.grade.tsr". */
const TOKEN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.tsr$/;

/**
 * Sorts what the build left in the checkout: the tokens it obtained (new regular files named after
 * an entry, in the tokens folder) and anything else, which the publish never commits.
 * @param {string} root @param {string} tokensDir @param {{ status: string, file: string }[]} dirty
 */
export function buildWrites(root, tokensDir, dirty) {
  /** @type {string[]} */
  const tokens = [];
  /** @type {string[]} */
  const strays = [];
  for (const { status, file } of dirty) {
    const name = file.startsWith(tokensDir) ? file.slice(tokensDir.length) : '';
    let regular = false;
    try {
      regular = lstatSync(path.join(root, file)).isFile();
    } catch {
      // gone, or not a path: a stray either way
    }
    (status === '??' && TOKEN_NAME.test(name) && regular ? tokens : strays).push(file);
  }
  return { tokens, strays };
}

/** @param {string[]} files */
const some = (files) => `${files.slice(0, 5).join(', ')}${files.length > 5 ? `, and ${files.length - 5} more` : ''}`;

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
 * Commits the tokens the build obtained, by name, so the checkout is never left dirty and the next
 * pull never stops on them.
 * @param {Log} log @param {string} root @param {Env} env @param {string[]} tokens
 */
async function commitTokens(log, root, env, tokens) {
  if (!tokens.length) return;
  await git(log, root, ['add', '--', ...tokens]);
  await git(log, root, [
    ...(await identity(log, root, env)),
    'commit',
    '--quiet',
    '-m',
    'record: timestamps obtained by the scheduled publish',
    '-m',
    `The build on ${hostname()} asked the authority for the entries below; committed by scripts/publish.mjs so the next pull integrates them.\n\n${tokens.join('\n')}`,
    '--',
    ...tokens,
  ]);
  log.write(`committed ${tokens.length} token(s): ${tokens.join(', ')}`);
}

/** @param {string} root @param {2 | 3} stage @param {string} file @returns {Buffer | undefined} */
function staged(root, stage, file) {
  try {
    return execFileSync('git', ['show', `:${stage}:${file}`], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

/**
 * Settles a rebase conflict on a token both sides obtained for the same entry (an editor sealed a
 * pick this host's build had already timestamped): both sign the same chain value, and upstream's
 * is kept. It is the one the shared history already holds, which no later commit may change (the
 * build's history check), and the one the members' alert names; this host's commit then drops
 * out. Anything else is a PublishError.
 * @param {Log} log @param {string} root @param {string} tokensDir @param {string} file
 */
async function keepUpstreamToken(log, root, tokensDir, file) {
  const why = (/** @type {string} */ reason) =>
    new PublishError(
      `git pull --rebase conflicts in ${file}: ${reason}; the rebase was aborted (docs/deploy.md, "When a publish fails")`,
    );
  const name = file.startsWith(tokensDir) ? file.slice(tokensDir.length) : '';
  if (!TOKEN_NAME.test(name)) throw why("this host's commits and upstream changed the same lines");
  const upstream = staged(root, 2, file);
  const host = staged(root, 3, file);
  if (!upstream || !host) throw why('one side deleted the token the other changed');
  let ours;
  let theirs;
  try {
    ours = readToken(upstream);
    theirs = readToken(host);
  } catch (error) {
    throw why(`a version of it is not a token (${messageOf(error)})`);
  }
  if (ours.imprint !== theirs.imprint) {
    throw why(`upstream's token and this host's sign different chain values, so the two ledgers differ`);
  }
  await git(log, root, ['checkout', '--ours', '--', file]);
  await git(log, root, ['add', '--', file]);
  log.write(
    `${file}: upstream and this host each obtained a token for this entry; kept upstream's (${ours.time}), dropped this host's (${theirs.time})`,
  );
}

/**
 * Brings in the upstream commits, replaying this host's token commits on top. Two tokens for the
 * same entry are settled (keepUpstreamToken); any other conflict aborts the rebase: nothing half done.
 * @param {Log} log @param {string} root @param {Env} env
 */
async function pull(log, root, env) {
  const id = await identity(log, root, env);
  let result = await log.run('git', [...id, 'pull', '--rebase', '--no-autostash', '--quiet'], { cwd: root });
  if (result.code === 0) return;
  const gitDir = gitDirOf(root);
  const rebasing = () => ['rebase-merge', 'rebase-apply'].some((name) => existsSync(path.join(gitDir, name)));
  try {
    for (;;) {
      if (!rebasing()) throw new PublishError(`git pull --rebase failed: ${reasonOf(result.lines)}`);
      const conflicted = gitOutput(root, ['diff', '--name-only', '-z', '--diff-filter=U'])
        .toString('utf8')
        .split('\0')
        .filter(Boolean);
      if (!conflicted.length) throw new PublishError(`git pull --rebase stopped: ${reasonOf(result.lines)}`);
      for (const file of conflicted) await keepUpstreamToken(log, root, tokensDirOf(env), file);
      result = await log.run('git', [...id, 'rebase', '--continue'], {
        cwd: root,
        env: { ...env, GIT_EDITOR: 'true' },
      });
      if (result.code === 0) return;
    }
  } catch (error) {
    if (rebasing()) await log.run('git', ['rebase', '--abort'], { cwd: root });
    throw error;
  }
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
  ownFolder(dir);
  let changed = false;
  for (const name of SNIPPETS) {
    const text = readFileSync(path.join(root, 'deploy', name), 'utf8');
    const file = path.join(dir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeOwn(`${file}.new`, text);
    renameSync(`${file}.new`, file);
    changed = true;
  }
  const reload = env.PUBLISH_RELOAD?.trim();
  if (changed && reload) await step(log, `PUBLISH_RELOAD (${reload})`, 'sh', ['-c', reload], { cwd: root });
  if (changed && !reload) log.write(`the nginx snippets in ${dir} changed: reload nginx to apply them`);
}

/**
 * Writes <target>/status.json, or says why it could not.
 * @param {Settings} settings @param {Record<string, unknown>} status @returns {string | undefined}
 */
function writeStatus({ target }, status) {
  try {
    writeOwn(path.join(target, 'status.json'), `${JSON.stringify(status, null, 2)}\n`);
    return undefined;
  } catch (error) {
    return messageOf(error);
  }
}

/** The release being served, for a line that must not fail itself. @param {string} target */
function servedRelease(target) {
  try {
    return currentRelease(target) ?? 'nothing yet';
  } catch (error) {
    return `an unreadable ${path.join(target, 'current')} (${messageOf(error)})`;
  }
}

/**
 * One publish. Throws PublishError when nothing was published; the release served is untouched then.
 * @param {Settings} settings @param {Log} log
 * @returns {Promise<string>} the line to print
 */
async function publish(settings, log) {
  const { root, target, env, now } = settings;
  const hold = path.join(target, 'hold');
  if (isPresent(hold)) {
    const since = readOwn(hold).trim();
    throw new PublishError(
      `publishing is on hold since a rollback (${since}): run \`npm run publish -- ${target} --resume\` once the cause is fixed`,
    );
  }
  if ((await git(log, root, ['rev-parse', '--is-shallow-repository'])) === 'true') {
    throw new PublishError(
      'the checkout is a shallow clone: run `git fetch --unshallow` once (the build reads the whole history)',
    );
  }
  const dirty = dirtyFiles(root).map((entry) => entry.file);
  if (dirty.length) {
    throw new PublishError(
      `the checkout has uncommitted changes (${some(dirty)}): a publish builds commits only and commits nothing but the tokens its own build obtains; commit them upstream, or discard them (git checkout -- <file>, or rm a new file)`,
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
  const tokensDir = tokensDirOf(env);
  const { tokens, strays } = buildWrites(root, tokensDir, dirtyFiles(root));
  await commitTokens(log, root, env, tokens);
  if (build.code !== 0) throw new PublishError(`the build failed: ${reasonOf(build.lines)}`);
  if (strays.length) {
    throw new PublishError(
      `the build left ${some(strays)} in the checkout, which a publish never commits (it commits only new token files in ${tokensDir}): delete it, and find out what wrote it`,
    );
  }

  // Named after the commit that holds everything the build read, the tokens it obtained included.
  const name = releaseName(now, await git(log, root, ['rev-parse', 'HEAD']));
  const { carried, linked } = createRelease({
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
    `now serving ${name}; ${linked} unchanged file(s) linked to the release before; ${carried} earlier /_next/static/ file(s) carried over; deleted ${pruned.join(', ') || 'no release'}`,
  );
  if (settings.push) {
    const pushed = await log.run('git', ['push', '--quiet'], { cwd: root });
    if (pushed.code !== 0) throw new PublishError(`${name} is online, but git push failed: ${reasonOf(pushed.lines)}`);
  }
  const checkpoint = path.join(target, 'releases', name, 'record/checkpoint.txt');
  const warning = await askCapture({
    checkpoint: existsSync(checkpoint) ? readFileSync(checkpoint, 'utf8') : '',
    witness: env.PUBLISH_WITNESS,
    siteEnv: buildEnv.SITE_ENV,
    log: log.write,
  });
  return `published ${name} (built ${now.toISOString()}, SOURCE_DATE_EPOCH=${epoch})${warning ? `; ${warning}` : ''}`;
}

/**
 * Serves an earlier release and holds scheduled publishes, so the next one does not undo the rollback.
 * @param {Settings} settings @param {Log} log @param {string | undefined} wanted
 */
function rollback({ target, now }, log, wanted) {
  const from = currentRelease(target);
  const to = rollbackTarget(target, wanted);
  switchCurrent(target, to);
  writeOwn(path.join(target, 'hold'), `rolled back from ${from ?? '(none)'} to ${to} at ${now.toISOString()}\n`);
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
  } catch (error) {
    return { code: 1, line: `publish: ${messageOf(error)}` };
  }
  /** @type {Log | undefined} */
  let log;
  /** @type {(() => void)[]} */
  const unlocks = [];
  try {
    // Every folder it writes, checked before anything is pulled or built.
    ownFolder(target, { link: true });
    ownFolder(config.logDir, { link: Boolean(env.PUBLISH_LOG_DIR?.trim()) });
    log = openLog(path.join(config.logDir, `${releaseName(now, '').replace(/-$/, '')}.log`), env);
    log.write(`publish ${argv.join(' ')} in ${root} at ${now.toISOString()}`);
    ownFolder(path.join(target, 'releases'));
    ownFolder(path.join(target, 'nginx'));
    // One publish at a time per checkout (it pulls and builds there) and per target (it switches there).
    for (const lock of [path.join(gitDirOf(root), 'publish.lock'), path.join(target, 'publish.lock')]) {
      unlocks.push(acquireLock(lock, { log: log.write, now }));
    }
    if (action === '--resume') rmSync(path.join(target, 'hold'), { force: true });
    const line = action === '--rollback' ? rollback(config, log, release) : await publish(config, log);
    const unsaved = writeStatus(config, {
      ok: true,
      time: now.toISOString(),
      release: currentRelease(target),
      message: line,
      log: log.file,
    });
    const said = unsaved ? `${line}, but ${unsaved}` : line;
    log.write(said);
    return { code: unsaved ? 1 : 0, line: said };
  } catch (error) {
    if (error instanceof LockHeld) {
      const line = `publish: not run: ${error.message}`;
      log?.write(line);
      return { code: 75, line };
    }
    const why = messageOf(error);
    if (!(error instanceof PublishError) && error instanceof Error) log?.write(error.stack ?? why);
    const served = servedRelease(target);
    const failed = `publish failed: ${why.replace(/\s*\n\s*/g, ' ')}; still serving ${served} (log: ${log?.file ?? 'none'})`;
    const unsaved = writeStatus(config, {
      ok: false,
      time: now.toISOString(),
      release: served,
      message: failed,
      log: log?.file ?? null,
    });
    const line = unsaved ? `${failed}; ${unsaved}` : failed;
    log?.write(line);
    return { code: 1, line };
  } finally {
    for (const unlock of unlocks.reverse()) unlock();
    try {
      pruneLogs(config);
    } catch (error) {
      log?.write(`old logs not pruned: ${messageOf(error)}`);
    }
    log?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  main(process.argv.slice(2), { root, env: process.env, now: new Date() }).then(
    ({ code, line }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${line}\n`);
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`publish failed: ${messageOf(error).replace(/\s*\n\s*/g, ' ')}\n`);
      process.exitCode = 1;
    },
  );
}
