/**
 * @jest-environment node
 */
// The public witness's pure rules (lib/record/proof/witness.mjs): the archive's formats as its
// documentation gives them, and every captured head held to the chain.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { checkpointText, readCheckpoint } from '@/lib/record/proof/encoding.mjs';
import {
  captureAnswer,
  captureRefusal,
  captureTime,
  checkWitness,
  indexUrl,
  rawUrl,
  readIndex,
  saveUrl,
} from '@/lib/record/proof/witness.mjs';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const chain = ['a', 'b', 'c', 'd', 'e'].map(hash);
const origin = 'receipts.club/record';
const archive = 'https://web.archive.org';
const original = 'https://receipts.club/record/checkpoint.txt';

/** A capture of the checkpoint at `size` entries, taken at `timestamp`, built five minutes before. */
function capture(timestamp: string, size: number, head = chain[size - 1] ?? '') {
  const built = new Date(captureTime(timestamp).getTime() - 5 * 60_000);
  return { timestamp, original, status: '200', body: checkpointText({ origin, size, head, built }), error: null };
}
const check = (
  captures: { timestamp: string; original: string; status: string; body: string | null; error: string | null }[],
) => checkWitness({ archive, source: archive, origin, chain, captures, other: [] });

describe("the archive's formats", () => {
  test('the CDX index as JSON: a header row of field names, then a row per capture (the documented example)', () => {
    // wayback-cdx-server/README.md, "Output Format (JSON)", with a row repeated as the README's resume example has it.
    const example = `[["urlkey","timestamp","original","mimetype","statuscode","digest","length"],
 ["org,archive)/", "19970126045828", "http://www.archive.org:80/", "text/html", "200", "Q4YULN754FHV2U6Q5JUT6Q2P57WEWNNY", "1415"],
 ["org,archive)/", "19971011050034", "http://www.archive.org:80/", "text/html", "200", "XAHDNHZ5P3GSSSNJ3DMEOJF7BMCCPZR3", "1402"],
 ["org,archive)/", "19971011050034", "http://www.archive.org:80/", "text/html", "200", "XAHDNHZ5P3GSSSNJ3DMEOJF7BMCCPZR3", "1402"]]`;
    expect(readIndex(example)).toEqual({
      rows: [
        { timestamp: '19970126045828', original: 'http://www.archive.org:80/', status: '200' },
        { timestamp: '19971011050034', original: 'http://www.archive.org:80/', status: '200' },
      ],
      other: [],
    });
    // No capture: the index answers an empty array (or nothing at all).
    expect(readIndex('[]')).toEqual({ rows: [], other: [] });
    expect(readIndex('')).toEqual({ rows: [], other: [] });
  });

  test('fields are read by the header’s names (the fl= order); a revisit is read, an error page set apart', () => {
    const index = readIndex(readFileSync('__tests__/fixtures/witness/cdx.json', 'utf8'));
    expect(index.rows.map((row) => row.status)).toEqual(['200', '200', '-', '200']);
    expect(index.other).toEqual([
      { timestamp: '20261121150000', original: 'http://example.test/record/checkpoint.txt', status: '404' },
    ]);
    // Any successful answer holds a checkpoint; two addresses captured in the same second are two captures.
    const both = readIndex(
      '[["timestamp","original","statuscode"],["20261122220000","https://a.example/x","203"],["20261122220000","https://www.a.example/x","301"]]',
    );
    expect(both.rows).toEqual([{ timestamp: '20261122220000', original: 'https://a.example/x', status: '203' }]);
    expect(both.other).toEqual([{ timestamp: '20261122220000', original: 'https://www.a.example/x', status: '301' }]);
    const reordered = readIndex(
      '[["original","statuscode","timestamp"],["https://a.example/x","200","20261122220000"]]',
    );
    expect(reordered.rows).toEqual([{ timestamp: '20261122220000', original: 'https://a.example/x', status: '200' }]);
  });

  test('an index that is not the archive’s format is refused, naming the row', () => {
    expect(() => readIndex('<html>')).toThrow(/^the captures index is not JSON/);
    expect(() => readIndex('{"rows":[]}')).toThrow('the captures index is not a JSON array of rows');
    expect(() => readIndex('[["urlkey","original","statuscode"]]')).toThrow(
      `the captures index's header row has no "timestamp" field`,
    );
    expect(() => readIndex('[["timestamp","original","statuscode"],["20261122220000","x"]]')).toThrow(
      'row 2 of the captures index is not 3 strings like its header',
    );
    expect(() => readIndex('[["timestamp","original","statuscode"],["2026-11-22","x","200"]]')).toThrow(
      'row 2 of the captures index has the timestamp "2026-11-22", not 14 digits',
    );
  });

  test('the addresses: Save Page Now, the index query, a capture raw and as a person opens it', () => {
    expect(saveUrl(`${archive}/`, original)).toBe(`${archive}/save/${original}`);
    expect(indexUrl(archive, original)).toBe(
      `${archive}/cdx/search/cdx?url=receipts.club%2Frecord%2Fcheckpoint.txt&output=json`,
    );
    const row = { timestamp: '20261122220000', original, status: '200' };
    expect(rawUrl(archive, row)).toBe(`${archive}/web/20261122220000id_/${original}`);
    expect(captureTime('20261122220507').toISOString()).toBe('2026-11-22T22:05:07.000Z');
  });

  test('a checkpoint is read as the site writes it, and nothing else is one', () => {
    const built = new Date('2026-11-22T21:55:00Z');
    expect(readCheckpoint(checkpointText({ origin, size: 2, head: chain[1] ?? '', built }))).toEqual({
      origin,
      size: 2,
      head: chain[1],
      built,
    });
    for (const text of [
      '<!doctype html><p>Not found</p>',
      `${origin}\n2\n${chain[1]}\n`,
      `${origin}\n2\nxyz\nbuilt x\n`,
      // An attacker's edits that once turned the witness off: no final line break, an empty line
      // after, two spaces, a build time in another form.
      `${origin}\n2\n${chain[1]}\nbuilt 2026-11-22T21:55:00Z`,
      `${origin}\n2\n${chain[1]}\nbuilt 2026-11-22T21:55:00Z\n\n`,
      `${origin}\n2\n${chain[1]}\nbuilt  2026-11-22T21:55:00Z\n`,
      `${origin}\n2\n${chain[1]}\nbuilt 2026-11-22T21:55:00.000Z\n`,
      `${origin}\n02\n${chain[1]}\nbuilt 2026-11-22T21:55:00Z\n`,
    ])
      expect(readCheckpoint(text)).toBeNull();
  });

  test("Save Page Now's answer: the capture's address from a redirect, Content-Location or a memento link", () => {
    const answer = (status: number, headers: Record<string, string>) =>
      captureAnswer(archive, { status, headers: new Headers(headers) });
    const capture = `/web/20261122220000/${original}`;
    expect(answer(302, { Location: `${archive}${capture}` })).toEqual({
      ok: true,
      line: `captured at ${archive}${capture}`,
    });
    expect(answer(200, { 'Content-Location': capture })).toEqual({
      ok: true,
      line: `captured at ${archive}${capture}`,
    });
    expect(
      answer(200, {
        Link: `<${original}>; rel="original", <${archive}${capture}>; rel="memento"; datetime="Sun, 22 Nov 2026 22:00:00 GMT"`,
      }),
    ).toEqual({ ok: true, line: `captured at ${archive}${capture}` });
    expect(answer(200, {})).toEqual({ ok: true, line: "the archive answered 200 without the capture's address" });
    expect(answer(500, { Location: capture })).toEqual({ ok: false, line: 'the archive answered 500' });
  });

  test('a capture is asked for a production build at a public address only, unless switched off', () => {
    const ask = (witness: string | undefined, siteEnv: string, address = original) =>
      captureRefusal({ witness, siteEnv, address });
    expect(ask(undefined, 'production')).toBeNull();
    expect(ask('http://127.0.0.1:9/', 'production')).toBeNull();
    expect(ask('off', 'production')).toBe('PUBLISH_WITNESS=off');
    expect(ask(undefined, 'preview')).toBe('SITE_ENV=preview: a preview is no record to witness');
    expect(ask(undefined, 'production', 'https://a b/checkpoint.txt')).toBe(
      'https://a b/checkpoint.txt is not an address',
    );
    for (const host of ['localhost', '127.0.0.1', 'example.test', 'site.local'])
      expect(ask(undefined, 'production', `https://${host}/record/checkpoint.txt`)).toBe(
        `${host} is not a public address the archive can reach`,
      );
  });
});

describe('every captured head against the chain', () => {
  test('heads on the chain at their places, in time order: counted, all on the chain', () => {
    const { lines, problems } = check([
      capture('20261125180000', 4),
      capture('20261122220000', 2),
      capture('20261126120000', 4),
    ]);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      `witness  3 captures from 2026-11-22T22:00:00Z to 2026-11-26T12:00:00Z, all on the chain: 2 distinct heads, up to entry 4 of 5 (${origin}/checkpoint.txt in ${archive})`,
    ]);
  });

  test('a capture from a fork fails, named by its address; the count shows the split', () => {
    const fork = hash('a fork');
    const { lines, problems } = check([capture('20261122220000', 2), capture('20261124130000', 3, fork)]);
    expect(lines[0]).toMatch(
      /^witness {2}2 captures from 2026-11-22T22:00:00Z to 2026-11-24T13:00:00Z: 1 on the chain, 1 not /,
    );
    expect(problems).toEqual([
      {
        rule: 'witness',
        subject: `${archive}/web/20261124130000/${original}`,
        message: `the archive saw entry 3 as ${fork} on 2026-11-24T13:00:00Z, but the site's chain has ${chain[2]} there: the chain was forked or rewritten after this capture`,
      },
    ]);
  });

  test('a shorter chain captured later fails, naming both captures', () => {
    const { problems } = check([capture('20261122220000', 4), capture('20261124130000', 2)]);
    expect(problems.map((problem) => [problem.subject, problem.message])).toEqual([
      [
        `${archive}/web/20261124130000/${original}`,
        `the archive saw 2 entries on 2026-11-24T13:00:00Z, after it saw 4 on 2026-11-22T22:00:00Z (${archive}/web/20261122220000/${original}): the site served a shorter chain later (a rollback, or another chain shown at times)`,
      ],
    ]);
  });

  test('a longer chain than the site’s, another record, an unreadable capture and an empty chain', () => {
    const beyond = capture('20261124130000', 6, hash('f'));
    const other = {
      ...capture('20261124140000', 2),
      body: capture('20261124140000', 2).body.replace(origin, 'elsewhere.example/record'),
    };
    const unread = { ...capture('20261124150000', 2), body: null, error: 'ECONNRESET' };
    const page = { ...capture('20261124160000', 2), body: '<!doctype html>' };
    expect(check([beyond, other, unread, page]).problems.map((problem) => problem.message)).toEqual([
      `the archive saw 6 entries ending at ${hash('f')} on 2026-11-24T13:00:00Z, but the site's chain has only 5: the record was cut short or forked since`,
      `names the record elsewhere.example/record, not ${origin}`,
      'could not be read (ECONNRESET): run again, or check the saved copy',
      'is not a checkpoint (four lines: the origin, the size, the head, the build time)',
    ]);
    // Before the first entry the head is the genesis value.
    expect(check([capture('20261120120000', 0, '0'.repeat(64))]).problems).toEqual([]);
  });

  test('no capture is said plainly; a capture before the build time it names is noted, not failed', () => {
    expect(check([]).lines).toEqual([
      `witness  no capture of ${origin}/checkpoint.txt in ${archive}: nothing is witnessed yet`,
    ]);
    const early = { ...capture('20261122220000', 2) };
    early.body = early.body.replace(/built .*/, 'built 2026-11-22T23:00:00Z');
    const { lines, problems } = check([early]);
    expect(problems).toEqual([]);
    expect(lines[1]).toBe(
      `note     ${archive}/web/20261122220000/${original} was captured on 2026-11-22T22:00:00Z, before the build time it names (2026-11-22T23:00:00Z): the site's clock ran ahead`,
    );
  });
});
