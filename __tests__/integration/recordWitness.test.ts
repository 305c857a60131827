/**
 * @jest-environment node
 */
// `npm run record:verify -- <site> --witness [<archive or folder>]` on the fixture record, against
// captures of its own checkpoint: from a saved folder, and from an archive on loopback that serves
// that folder in the Internet Archive's formats (its CDX index as JSON, each capture raw), read by
// the real client (scripts/record/witness.mjs). Nothing here reaches the network.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revealedBuild } from '@/e2e/fixtures/record/moments.mjs';
import { readCsvObjects } from '@/lib/record/ledger/csv.mjs';
import { checkpointText } from '@/lib/record/proof/encoding.mjs';
import { captureTime } from '@/lib/record/proof/witness.mjs';
import { askCapture, captureFile, indexFile } from '@/scripts/record/witness.mjs';
import { publishedSite, verify } from '../support/publishedRecord';

// Each check runs the verifier (the first starts its process): as the record's other checks, 30 s.
jest.setTimeout(30_000);

const site = publishedSite(revealedBuild);
const chain = readCsvObjects(readFileSync(path.join(site, 'record/chain.csv'), 'utf8')).map((row) => row.chain ?? '');
const origin = readFileSync(path.join(site, 'record/checkpoint.txt'), 'utf8').split('\n')[0] ?? '';
/** The fixture index's captures of the record's history, in order: how many entries each saw. */
const history = [2, 6, 6, chain.length];
type Row = [string, string, string, string, string, string, string];
const fixture = JSON.parse(readFileSync('__tests__/fixtures/witness/cdx.json', 'utf8')) as Row[];

/** A checkpoint as the site served it at a capture's time (built five minutes before), `size` entries long. */
const checkpointAt = (timestamp: string, size: number, head = chain[size - 1] ?? '') =>
  checkpointText({ origin, size, head, built: new Date(captureTime(timestamp).getTime() - 5 * 60_000) });

/** A saved folder of captures: the fixture's index, with rows added, and each capture's bytes. */
function savedCaptures(extra: { timestamp: string; body: string }[] = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'witness-'));
  const [header, ...rows] = fixture;
  const captured = rows.filter((row) => row[4] !== '404');
  captured.forEach((row, index) =>
    writeFileSync(path.join(dir, captureFile(row[1])), checkpointAt(row[1], history[index] ?? 0)),
  );
  const added = extra.map(({ timestamp, body }): Row => {
    writeFileSync(path.join(dir, captureFile(timestamp)), body);
    return [...(captured[0] as Row).slice(0, 1), timestamp, ...(captured[0] as Row).slice(2)] as Row;
  });
  const sorted = [...rows, ...added].sort((a, b) => a[1].localeCompare(b[1]));
  writeFileSync(path.join(dir, indexFile), JSON.stringify([header, ...sorted]));
  return dir;
}

/** An archive on loopback serving a saved folder as the Internet Archive serves its index and captures. */
async function archiveOf(dir: string) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://loopback');
    asked.push(url.pathname + url.search);
    const raw = /^\/web\/(\d{14})id_\/(.+)$/.exec(url.pathname);
    let file: string | null = null;
    if (url.pathname === '/cdx/search/cdx' && url.searchParams.get('output') === 'json')
      file = url.searchParams.get('url') === `${origin}/checkpoint.txt` ? indexFile : null;
    else if (raw && raw[2] === `https://${origin}/checkpoint.txt`) file = captureFile(raw[1] ?? '');
    try {
      const body = file === null ? null : readFileSync(path.join(dir, file));
      response.writeHead(body ? 200 : 404, { 'Content-Type': file === indexFile ? 'application/json' : 'text/plain' });
      response.end(body ?? 'not found');
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

const span = `4 captures from 2026-11-22T22:00:00Z to 2026-12-01T02:15:00Z`;

test('captures of the record’s own history, saved in a folder: all on the chain, counted; exit as without', async () => {
  const folder = savedCaptures();
  const result = await verify(site, revealedBuild, '--witness', folder);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(
    `witness  ${span}, all on the chain: 3 distinct heads, up to entry ${chain.length} of ${chain.length} (${origin}/checkpoint.txt in ${folder})`,
  );
  expect(result.stdout).toContain('witness  1 more rows of the index hold no checkpoint (status 404): not compared');
});

test('the same captures from an archive on loopback, read by the real client: the same count', async () => {
  const archive = await archiveOf(savedCaptures());
  try {
    const result = await verify(site, revealedBuild, '--witness', archive.url);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`witness  ${span}, all on the chain: 3 distinct heads`);
    // The documented query, then each capture raw, one at a time; the error page is never fetched.
    expect(archive.asked).toEqual([
      `/cdx/search/cdx?url=${encodeURIComponent(`${origin}/checkpoint.txt`)}&output=json`,
      ...fixture.slice(2).map((row) => `/web/${row[1]}id_/https://${origin}/checkpoint.txt`),
    ]);
  } finally {
    await archive.close();
  }
});

test('a capture from a fork: exit 1, the capture named by its address, the split counted', async () => {
  const fork = createHash('sha256').update('a fork').digest('hex');
  const archive = await archiveOf(
    savedCaptures([{ timestamp: '20261124130000', body: checkpointAt('20261124130000', 4, fork) }]),
  );
  try {
    // The files alone verify: the site serves one consistent chain; only the archive saw another.
    expect((await verify(site, revealedBuild)).status).toBe(0);
    const result = await verify(site, revealedBuild, '--witness', archive.url);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/\nFAIL {2}1 problem: the record is not proven\.\n$/);
    expect(result.stdout).toContain(
      'witness  5 captures from 2026-11-22T22:00:00Z to 2026-12-01T02:15:00Z: 4 on the chain, 1 not',
    );
    expect(result.stderr).toContain(
      `FAIL  ${archive.url}/web/20261124130000/https://${origin}/checkpoint.txt [witness: every head the public archive captured is on the chain, at its place, in time order] the archive saw entry 4 as ${fork} on 2026-11-24T13:00:00Z, but the site's chain has ${chain[3]} there`,
    );
  } finally {
    await archive.close();
  }
});

test('a shorter chain captured later than a longer one: exit 1, both captures named', async () => {
  const folder = savedCaptures([{ timestamp: '20261126120000', body: checkpointAt('20261126120000', 3) }]);
  const result = await verify(site, revealedBuild, '--witness', folder);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    `FAIL  https://web.archive.org/web/20261126120000/https://${origin}/checkpoint.txt [witness: `,
  );
  expect(result.stderr).toContain(
    `the archive saw 3 entries on 2026-11-26T12:00:00Z, after it saw 6 on 2026-11-25T18:00:00Z (https://web.archive.org/web/20261125180000/https://${origin}/checkpoint.txt): the site served a shorter chain later`,
  );
});

test('an archive that cannot be reached fails in one line (exit 1); a folder that is not there is a wrong command (exit 2)', async () => {
  const archive = await archiveOf(savedCaptures());
  await archive.close();
  const down = await verify(site, revealedBuild, '--witness', archive.url);
  expect(down.status).toBe(1);
  expect(down.stderr).toMatch(
    new RegExp(
      `^FAIL {2}--witness ${archive.url}: ${archive.url}/cdx/search/cdx\\?url=\\S+&output=json: ECONNREFUSED\\n$`,
    ),
  );
  const missing = path.join(tmpdir(), 'no-such-captures');
  const wrong = await verify(site, revealedBuild, '--witness', missing);
  expect(wrong.status).toBe(2);
  expect(wrong.stderr).toBe(
    `--witness ${missing}: give an archive's address or a folder of saved captures (docs/record-verification.md, section 7)\n`,
  );
});

test('an empty index: nothing witnessed, said plainly, and the record still verifies', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'witness-'));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, indexFile), '[]');
  const result = await verify(site, revealedBuild, '--witness', folder);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(
    `witness  no capture of ${origin}/checkpoint.txt in ${folder}: nothing is witnessed yet`,
  );
});

describe('the capture a publish asks for (scripts/record/witness.mjs), against a loopback archive', () => {
  const live = checkpointText({ origin: 'receipts.club/record', size: 1, head: chain[0] ?? '', built: revealedBuild });
  /** An archive that records each request and never answers it. */
  async function silentArchive() {
    const asked: string[] = [];
    const server = createServer((request) => asked.push(request.url ?? ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, asked, close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)) };
  }

  test('no answer within the timeout, or no archive at all: one warning, nothing thrown', async () => {
    const archive = await silentArchive();
    const log: string[] = [];
    const ask = (witness: string) =>
      askCapture({ checkpoint: live, witness, siteEnv: 'production', log: (line) => log.push(line), timeoutMs: 300 });
    expect(await ask(archive.url)).toBe(
      'warning: the archive did not capture https://receipts.club/record/checkpoint.txt (no answer within 0.3 s); the release is online, and the next publish asks again',
    );
    expect(archive.asked).toEqual(['/save/https://receipts.club/record/checkpoint.txt']);
    await archive.close();
    expect(await ask(archive.url)).toMatch(/ \(ECONNREFUSED\); the release is online/);
    expect(await ask('ftp://archive.example')).toMatch(
      /\(PUBLISH_WITNESS must be off or an archive's https address, not "ftp:\/\/archive\.example"\)/,
    );
    expect(log).toEqual([]);
  });

  test('switched off, a preview, or a site the archive cannot reach: never sent, and the log says why', async () => {
    const archive = await silentArchive();
    const log: string[] = [];
    const ask = (checkpoint: string, witness: string, siteEnv: string) =>
      askCapture({ checkpoint, witness, siteEnv, log: (line) => log.push(line), timeoutMs: 300 });
    expect(await ask(live, 'off', 'production')).toBeNull();
    expect(await ask(live, archive.url, 'preview')).toBeNull();
    expect(
      await ask(readFileSync(path.join(site, 'record/checkpoint.txt'), 'utf8'), archive.url, 'production'),
    ).toBeNull();
    expect(archive.asked).toEqual([]);
    expect(log).toEqual([
      'witness: https://receipts.club/record/checkpoint.txt not sent to the archive: PUBLISH_WITNESS=off',
      'witness: https://receipts.club/record/checkpoint.txt not sent to the archive: SITE_ENV=preview: a preview is no record to witness',
      `witness: https://${origin}/checkpoint.txt not sent to the archive: example.test is not a public address the archive can reach`,
    ]);
    await archive.close();
  });
});
