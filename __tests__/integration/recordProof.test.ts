/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requestTimestamp } from '@/data/record/tsa';
import { certificatesFromPem, fingerprint, readTimestamp } from '@/lib/record/proof/timestamp.mjs';
import { revealedBuild, sealedBuild } from '@/e2e/fixtures/record/moments.mjs';
import { startLocalAuthority } from '@/scripts/record/local-tsa.mjs';
import { sampleAuthority } from '@/sample/authority.mjs';
import {
  edit,
  editRow,
  editTable,
  fixture,
  publishedSite,
  recordCopy,
  resealed,
  run,
  verify,
  verifyProcess,
  withLedger,
} from '../support/publishedRecord';

jest.setTimeout(30_000);

/** A chain value to timestamp: the SHA-256 of nothing. */
const emptyChain = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const sampleRoot = path.join(process.cwd(), 'scripts/record/trust/sample-root.pem');

let authority: Awaited<ReturnType<typeof startLocalAuthority>>;
beforeAll(async () => {
  authority = await startLocalAuthority();
});
afterAll(() => authority.close());

let localSigning: Promise<{ dir: string; result: Awaited<ReturnType<typeof run>> }> | undefined;
/**
 * A copy of the fixture record timestamped anew by the local authority (with `--alerts`), and what that
 * run printed. The run takes a second per token, so two tests share it.
 */
async function signedByLocalAuthority() {
  localSigning ??= (async () => {
    const dir = recordCopy();
    rmSync(path.join(dir, 'tokens'), { recursive: true });
    return { dir, result: await run('scripts/record/timestamp.ts', dir, { TSA_URL: authority.url }, ['--alerts']) };
  })();
  const { dir: signed, result } = await localSigning;
  const dir = mkdtempSync(path.join(tmpdir(), 'record-'));
  cpSync(signed, dir, { recursive: true });
  return { dir, result };
}

/** The chain value of an entry, as published. */
const chainValue = (site: string, entry: string) =>
  readFileSync(path.join(site, 'record/chain.csv'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${entry},`))
    ?.split(',')[4] ?? '';

test('a token the local authority makes for a chain value verifies with openssl, without the site’s code', async () => {
  const { der } = await requestTimestamp(authority.url, emptyChain);
  const dir = mkdtempSync(path.join(tmpdir(), 'token-'));
  writeFileSync(path.join(dir, 'token.tsr'), der);
  const check = (file: string) =>
    spawnSync('openssl', ['ts', '-verify', '-digest', emptyChain, '-in', file, '-CAfile', authority.caFile], {
      encoding: 'utf8',
    });
  expect(check(path.join(dir, 'token.tsr')).stdout).toContain('Verification: OK');
  const altered = Uint8Array.from(der);
  altered[altered.length - 20] = (altered[altered.length - 20] ?? 0) ^ 1;
  writeFileSync(path.join(dir, 'altered.tsr'), altered);
  expect(check(path.join(dir, 'altered.tsr')).stdout).toContain('Verification: FAILED');
});

test('the authority takes a query whatever its random nonce, small or with its top bit set', async () => {
  for (const nonce of [1n, 0x7fn, 0x80n, 0x0012_3456_789a_bcdefn, 0xffff_ffff_ffff_ffffn]) {
    await expect(requestTimestamp(authority.url, emptyChain, nonce)).resolves.toHaveProperty('der');
  }
});

test('record:seal timestamps every new entry in chain order and prints the alert members keep', async () => {
  const { dir, result: first } = await signedByLocalAuthority();
  expect(first.status).toBe(0);
  const names = readdirSync(path.join(dir, 'tokens')).sort();
  expect(names).toHaveLength(10);
  expect(first.stdout).toContain('FX-0005 stays sealed until Nov 30, 8:15 PM EST');
  cpSync(authority.caFile, path.join(dir, 'authority.pem'));
  const site = publishedSite(sealedBuild, dir);
  const alert = first.stdout.slice(first.stdout.indexOf('Receipts Club pick FX-0005'));
  expect(alert).toContain('Over 44.5 at -105, 1 unit at Keystone Sportsbook');
  expect(alert).toContain(`Chain value after it: ${chainValue(site, 'FX-0005')}`);
  // Every token is later than the one before it, so the chain's order is the tokens' own.
  const times = names.map((name) => readTimestamp(readFileSync(path.join(dir, 'tokens', name))).time.getTime());
  expect(new Set(times).size).toBe(times.length);
  const again = await run('scripts/record/timestamp.ts', dir, { TSA_URL: authority.url });
  expect(again.stdout).not.toContain('timestamped at');
  // The local authority is not pinned: the sceptic names it to check this record, and every token
  // verifies. Made by today's clock for a record dated around it, the tokens now give a correction
  // another day than its own, so the timing rules fail it, as they must any record timestamped late.
  expect((await verify(site, sealedBuild)).status).toBe(1);
  const named = await verify(site, sealedBuild, '--authority', authority.caFile);
  expect(named.stderr).not.toMatch(/\[(token|authority|chain|seal|claims):/);
  expect(named.stderr).toMatch(
    /FAIL {2}FX-0002 \[corrections: .*\] record\/corrections\.csv:2 dates FX-0002's correction of odds \(FX-0002\.correction-1\) 2026-11-25, but its token was made/,
  );
}, 60_000);

test('a production build stops when an entry has no token and no authority is set, naming it', async () => {
  const dir = recordCopy();
  rmSync(path.join(dir, 'tokens/FX-0005.tsr'));
  const result = await run('scripts/record/timestamp.ts', dir, { SITE_ENV: 'production', TSA_URL: '' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('1 entry has no timestamp (FX-0005) and TSA_URL is not set');
});

test('a build refuses a token made over a chain value the ledger no longer gives, naming where the chain breaks', () => {
  const dir = recordCopy();
  edit(dir, 'picks.csv', (csv) => csv.replace('Buffalo Bills +3,', 'Buffalo Bills +3.5,'));
  withLedger(dir, (ledger) => {
    const { posted, corrections } = ledger.readLedger(process.cwd(), sealedBuild);
    expect(() => ledger.readChain(posted, corrections)).toThrow(
      /^the chain breaks at FX-0001: its token \(.*FX-0001\.tsr\) was made over another chain value/,
    );
  });
});

test('the build checks each token against its own signer: one from another authority is refused', async () => {
  const dir = recordCopy();
  const record = withLedger(dir, (ledger) => ledger.loadRecord(process.cwd(), sealedBuild));
  const entry = record.chain.find((link) => link.name === 'FX-0003');
  // Signed at the time of the token it replaces: the record's order is its tokens' times.
  const sign = await sampleAuthority(authority.certificateFile, authority.keyFile);
  const time = readTimestamp(readFileSync(path.join(dir, 'tokens/FX-0003.tsr'))).time;
  writeFileSync(path.join(dir, 'tokens/FX-0003.tsr'), await sign({ digestHex: entry?.chain ?? '', time, serial: 9 }));
  const problems = await withLedger(dir, async (ledger) =>
    ledger.checkTokens(ledger.loadRecord(process.cwd(), sealedBuild), false),
  );
  expect(problems).toEqual([
    expect.stringMatching(/FX-0003\.tsr: its signer \(O = Local test authority.*does not chain/),
  ]);
  const production = withLedger(fixture, (ledger) =>
    ledger.checkTokens(ledger.loadRecord(process.cwd(), sealedBuild), true),
  );
  await expect(production).resolves.toHaveLength(10);
});

describe('npm run record:verify, from what the site publishes alone', () => {
  // A process, as a sceptic runs it: the other tests call the same command in this process.
  test('passes on the record as published, sealed pick and all, and says what it proved and what it cannot', () => {
    const result = verifyProcess(publishedSite(sealedBuild), sealedBuild);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'picks    5: 4 revealed, seals recomputed; 1 sealed; 4 graded (2-1-1, 0 void), 1 pending',
    );
    expect(result.stdout).toContain('chain    10 entries');
    expect(result.stdout).toContain('tokens   10 verified; 5 of 5 picks proven timestamped before the earliest start');
    expect(result.stdout).toMatch(/trusted  SAMPLE authority \(SAMPLE\): root .*SHA-256 17b44b2513b3fbae/);
    expect(result.stdout).toContain('corrected FX-0002 odds "-108" → "-110" on 2026-11-25 (changes what was posted)');
    expect(result.stdout).toContain('WARNING  this record says it is a sample');
    expect(result.stdout).toContain('not proven by files alone');
    expect(result.stdout).toContain('ok    every check passed.');
  });

  // One row per way an operator who controls every published file could cheat (TRUST.md), each
  // applied to a copy of what the site published at one time and checked at another; the verifier
  // must fail naming the pick and the rule.
  test.each<[string, Date, Date, (site: string) => void, RegExp]>([
    [
      'a loss turned into a win after the fact',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0002', { result: 'win', profit: '1.36' }),
      /FAIL {2}FX-0002 \[chain: .*FX-0002\.grade in the chain is not the grade the tables show/,
    ],
    [
      'a grade the final score does not give',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0002', { result: 'win', profit: '1.36' }),
      /FAIL {2}FX-0002 \[grading: .*\] FX-0002 is graded win, but its score ".*" gives Under 221\.5 a loss/,
    ],
    [
      'closing odds rewritten after the fact',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0003', { closing_odds: '+160' }),
      /FAIL {2}FX-0003 \[chain: .*FX-0003\.grade in the chain is not the grade/,
    ],
    [
      'a loss hidden as a void correction that is not in the chain',
      revealedBuild,
      revealedBuild,
      (site) => {
        editRow(site, 'record.csv', 'FX-0002', { result: 'void', profit: '0' });
        edit(
          site,
          'record/corrections.csv',
          (csv) => `${csv}SAMPLE DATA: x,FX-0002,result,loss,void,Suspended.,2026-11-26\n`,
        );
      },
      /FAIL {2}FX-0002 \[chain: .*FX-0002\.correction-2 is not in record\/chain\.csv/,
    ],
    [
      'a correction row deleted',
      revealedBuild,
      revealedBuild,
      (site) => edit(site, 'record/corrections.csv', (csv) => `${csv.split('\n')[0]}\n`),
      /FAIL {2}FX-0002 \[seal: .*\] FX-0002's seal does not open to its fields as posted/,
    ],
    [
      'a graded loss turned back into a sealed pending pick, with an old build date',
      revealedBuild,
      revealedBuild,
      (site) => {
        const hidden = [
          'event',
          'market',
          'selection',
          'odds',
          'sportsbook',
          'settled',
          'closing_odds',
          'closing_other_odds',
          'closing_line',
          'slip',
          'note',
          'secret',
          'profit',
          'corrected',
        ];
        editRow(site, 'record.csv', 'FX-0002', {
          ...Object.fromEntries(hidden.map((column) => [column, ''])),
          result: 'pending',
        });
        edit(site, 'record/checkpoint.txt', (text) => text.replace(/built .*/, 'built 2020-01-01T00:00:00Z'));
      },
      /FAIL {2}FX-0002 \[sealed: .*\] FX-0002 is still sealed although its game started/,
    ],
    [
      'every timestamp blanked and every token deleted',
      revealedBuild,
      revealedBuild,
      (site) => {
        editTable(site, 'record/chain.csv', (rows) => rows.forEach((row) => (row.timestamped = '')));
        for (const name of readdirSync(path.join(site, 'record/timestamps'))) {
          if (name.endsWith('.tsr')) rmSync(path.join(site, 'record/timestamps', name));
        }
      },
      /FAIL {2}FX-0001 \[token: .*\] FX-0001 has no timestamp/,
    ],
    [
      "the checkpoint's last line break removed, which once turned the archive's witness off",
      revealedBuild,
      revealedBuild,
      (site) => edit(site, 'record/checkpoint.txt', (text) => text.trimEnd()),
      /FAIL {2}record\/checkpoint\.txt \[checkpoint: .*\] record\/checkpoint\.txt is not a checkpoint as the build writes it/,
    ],
    [
      'a line break inside a field, so one seal could open two ways',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0005', { event: 'Philadelphia Eagles\nat Green Bay Packers' }),
      /FAIL {2}record\.csv \[table: .*\] record\.csv:6 column event holds a line break, control or invisible character \(U\+000A\)/,
    ],
    [
      'a chain value and a timestamp in record.csv other than the chain’s',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0003', { timestamped: '2026-11-20T12:00:00Z' }),
      /FAIL {2}FX-0003 \[chain: .*\] record\.csv gives FX-0003 the chain value [0-9a-f]{64} and the time 2026-11-20T12:00:00Z, but record\/chain\.csv gives/,
    ],
    [
      'a notice line before the header, which spreadsheets and a parser read differently',
      revealedBuild,
      revealedBuild,
      (site) => edit(site, 'record.csv', (csv) => `"SAMPLE DATA: x"\n${csv.replace(/^\uFEFF/, '')}`),
      /FAIL {2}record\.csv \[table: .*\] record\.csv has the columns SAMPLE DATA: x, not id,posted,/,
    ],
    [
      'the same cells in other bytes: Windows line endings',
      revealedBuild,
      revealedBuild,
      (site) => edit(site, 'record.csv', (csv) => csv.replaceAll('\n', '\r\n')),
      /FAIL {2}record\.csv \[table: .*\] record\.csv:1 is not written as the site writes it \("\uFEFF?sample,id,.*\\r", not/,
    ],
    [
      'the same cells in other bytes: no byte-order mark, so a spreadsheet reads accents another way',
      revealedBuild,
      revealedBuild,
      (site) => edit(site, 'record/corrections.csv', (csv) => csv.replace(/^\uFEFF/, '')),
      /FAIL {2}record\/corrections\.csv \[table: .*\] record\/corrections\.csv lacks the byte-order mark the site writes/,
    ],
    [
      'odds written without their sign, which a seal reads the same',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0003', { odds: '145' }),
      /FAIL {2}FX-0003 \[table: .*\] record\.csv:4 writes FX-0003's odds "145", not "\+145" as the site does/,
    ],
    [
      'a second odds column, fake prices first',
      revealedBuild,
      revealedBuild,
      (site) =>
        edit(site, 'record.csv', (csv) =>
          csv.replace(/^(\uFEFF?sample,)/, '$1odds,').replace(/^(SAMPLE DATA[^,]*,)/gm, '$1+999,'),
        ),
      /FAIL {2}record\.csv \[table: .*\(odds more than once\)/,
    ],
    [
      'an id with a dot, which the ledger refuses (lib/record/model.mjs, PICK_ID_PATTERN)',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0005', { id: 'RC-1.2' }),
      /FAIL {2}RC-1\.2 \[ids: .*\] record\.csv:6 id "RC-1\.2" is not an id/,
    ],
    [
      'a secret that is 1',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record.csv', 'FX-0001', { secret: '1' }),
      /FAIL {2}FX-0001 \[secret: .*\] FX-0001's secret is not 32 random bytes/,
    ],
    [
      'a token time in the chain that is not the token’s own',
      revealedBuild,
      revealedBuild,
      (site) => editRow(site, 'record/chain.csv', 'FX-0005', { timestamped: '2026-11-30T20:16:00Z' }, 'entry'),
      /FAIL {2}FX-0005 \[token: .*\] FX-0005's token is dated .*, but record\/chain\.csv says 2026-11-30T20:16:00Z/,
    ],
    [
      'a pick claimed timestamped before its start when its token is not',
      revealedBuild,
      revealedBuild,
      (site) =>
        edit(site, 'record/claims.json', (json) =>
          JSON.stringify({ ...JSON.parse(json), timestamped: { before: 6, total: 5 } }),
        ),
      /FAIL {2}record\/claims\.json \[claims: .*\] the site claims timestamped \{"before":6,"total":5\}, but the published files prove \{"before":5,"total":5\}/,
    ],
    [
      'a sealed pick whose game started long ago (a site no longer rebuilt)',
      sealedBuild,
      new Date(revealedBuild.getTime() + 3_600_000),
      () => undefined,
      /FAIL {2}FX-0005 \[sealed: .*\] FX-0005 is still sealed although its game started/,
    ],
    [
      'the slip of a sealed pick published under its id',
      sealedBuild,
      sealedBuild,
      (site) => {
        mkdirSync(path.join(site, 'slips'), { recursive: true });
        writeFileSync(path.join(site, 'slips/fx-0005.jpg'), 'slip');
      },
      /FAIL {2}FX-0005 \[sealed: .*\] slips\/fx-0005\.jpg is published while FX-0005 is sealed/,
    ],
    [
      'a certificate no token needs added to authority.pem',
      sealedBuild,
      sealedBuild,
      (site) =>
        edit(site, 'record/timestamps/authority.pem', (pem) => `${pem}${readFileSync(authority.caFile, 'utf8')}`),
      /FAIL {2}record\/timestamps\/authority\.pem \[authority: .*\] .*O = Local test authority.*which no token needs/,
    ],
  ])('fails, naming the pick and the rule, on %s', async (_, builtAt, checkedAt, change, message) => {
    const site = publishedSite(builtAt);
    change(site);
    const result = await verify(site, checkedAt);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
  });

  test('fails when a token is signed by another authority, even one the record’s own authority.pem names', async () => {
    const site = publishedSite(sealedBuild);
    const foreign = await requestTimestamp(authority.url, chainValue(site, 'FX-0003'));
    writeFileSync(path.join(site, 'record/timestamps/FX-0003.tsr'), foreign.der);
    edit(site, 'record/timestamps/authority.pem', (pem) => `${pem}${readFileSync(authority.caFile, 'utf8')}`);
    const result = await verify(site, sealedBuild);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /FAIL {2}FX-0003 \[token: .*its signer \(O = Local test authority.*does not chain to any authority this check trusts/,
    );
  });

  test('fails when an operator re-signs the whole record with an authority of its own making', async () => {
    const { dir, result: signing } = await signedByLocalAuthority();
    expect(signing.status).toBe(0);
    cpSync(authority.caFile, path.join(dir, 'authority.pem'));
    const site = publishedSite(sealedBuild, dir);
    const result = await verify(site, sealedBuild);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('does not chain to any authority this check trusts (FreeTSA, SAMPLE authority)');
    // OpenSSL says the same when given the root from the authority rather than from the site.
    const token = path.join(site, 'record/timestamps/FX-0001.tsr');
    const openssl = spawnSync(
      'openssl',
      [
        'ts',
        '-verify',
        '-digest',
        chainValue(site, 'FX-0001'),
        '-in',
        token,
        '-CAfile',
        sampleRoot,
        '-untrusted',
        path.join(site, 'record/timestamps/authority.pem'),
      ],
      { encoding: 'utf8' },
    );
    expect(`${openssl.stdout}${openssl.stderr}`).toContain('Verification: FAILED');
    // Its root's fingerprint, as the operator's own pages would show it, trusts nothing it publishes.
    const [ownRoot] = certificatesFromPem(readFileSync(authority.caFile, 'utf8'));
    const copied = await verify(site, sealedBuild, '--authority', fingerprint(ownRoot ?? new Uint8Array()));
    expect(copied.status).toBe(2);
    expect(copied.stderr).toContain('no pinned root has SHA-256 ');
    expect(copied.stderr).toContain("download the root certificate from the authority's own site");
  }, 60_000);

  test('a pinned root named by its fingerprint is trusted alone', async () => {
    const pinned = JSON.parse(readFileSync('scripts/record/trust/authorities.json', 'utf8')).authorities.find(
      (pin: { sample: boolean }) => pin.sample,
    ).fingerprint;
    const result = await verify(publishedSite(sealedBuild), sealedBuild, '--authority', pinned);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  test('fails on a token under a policy the authority is not pinned with', async () => {
    const site = publishedSite(sealedBuild);
    const sign = await sampleAuthority(path.join(fixture, 'authority.pem'));
    const time = readTimestamp(readFileSync(path.join(site, 'record/timestamps/FX-0002.tsr'))).time;
    const token = await sign({ digestHex: chainValue(site, 'FX-0002'), time, serial: 99, policy: '1.2.3.4.5' });
    writeFileSync(path.join(site, 'record/timestamps/FX-0002.tsr'), token);
    const result = await verify(site, sealedBuild);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "FX-0002's token does not prove its chain value: it was issued under policy 1.2.3.4.5",
    );
  });

  test('fails on a token whose ESS identifier names another certificate than its signer, as OpenSSL does', async () => {
    const site = publishedSite(sealedBuild);
    const sign = await sampleAuthority(path.join(fixture, 'authority.pem'));
    const file = path.join(site, 'record/timestamps/FX-0002.tsr');
    const time = readTimestamp(readFileSync(file)).time;
    const [root] = certificatesFromPem(readFileSync(sampleRoot, 'utf8'));
    writeFileSync(file, await sign({ digestHex: chainValue(site, 'FX-0002'), time, serial: 99, names: root }));
    const result = await verify(site, sealedBuild);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "FX-0002's token does not prove its chain value: its ESS signing-certificate identifier names another certificate than its signer",
    );
    const openssl = spawnSync(
      'openssl',
      ['ts', '-verify', '-digest', chainValue(site, 'FX-0002'), '-in', file, '-CAfile', sampleRoot],
      { encoding: 'utf8' },
    );
    expect(`${openssl.stdout}${openssl.stderr}`).toContain('Verification: FAILED');
  });

  test('a sample passes only with --sample: otherwise it exits 3, so no script reads a sample as proven', () => {
    const site = publishedSite(sealedBuild);
    const result = spawnSync(process.execPath, ['scripts/record/verify.mjs', site, '--at', sealedBuild.toISOString()], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(3);
    expect(result.stderr).toContain('SAMPLE  every check passed, on a sample record: nothing about it is proven.');
    expect(result.stdout).not.toContain('ok    every check passed');
  });

  test('fails when the sample authority signs a record whose label is not the site’s sample notice', async () => {
    const site = publishedSite(sealedBuild);
    const label = 'Official record, independently audited';
    for (const file of ['record.csv', 'record/corrections.csv']) {
      editTable(site, file, (rows) => rows.forEach((row) => Object.assign(row, { sample: label })));
    }
    const result = await verify(site, sealedBuild);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /FAIL {2}FX-0001 \[token: .*\] FX-0001 is timestamped by SAMPLE authority, the sample's own authority, but its rows say "Official record, independently audited", not the site's sample notice "SAMPLE DATA: /,
    );
  });

  test('a deleted last pick, re-chained and re-signed, is caught by the chain value a member saved', async () => {
    const original = publishedSite(revealedBuild);
    const saved = chainValue(original, 'FX-0005');
    const dir = await resealed((record) =>
      edit(record, 'picks.csv', (csv) =>
        csv
          .split('\n')
          .filter((line) => !line.startsWith('FX-0005'))
          .join('\n'),
      ),
    );
    const site = publishedSite(revealedBuild, dir);
    expect((await verify(site, revealedBuild)).status).toBe(0);
    const result = await verify(site, revealedBuild, '--since', saved);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`the chain value ${saved} saved from a saved chain value is not on the chain`);
  }, 60_000);

  test('a fork (the last pick on the other side, re-sealed and re-signed) is caught by a saved checkpoint', async () => {
    const original = publishedSite(revealedBuild);
    const checkpoint = path.join(original, 'record/checkpoint.txt');
    const dir = await resealed((record) => edit(record, 'picks.csv', (csv) => csv.replace('Over 44.5', 'Under 44.5')));
    const site = publishedSite(revealedBuild, dir);
    const result = await verify(site, revealedBuild, '--since', checkpoint);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /FAIL {2}.*checkpoint\.txt \[since: .*\(entry 10\) saved from .* is not on the chain/,
    );
    expect((await verify(original, revealedBuild, '--since', checkpoint)).status).toBe(0);
  }, 60_000);

  test('a void made through the chain verifies, and the summary lists it for every reader', async () => {
    const dir = await resealed((record) =>
      edit(
        record,
        'corrections.csv',
        (csv) =>
          `${csv}FX-0002,note,The book voided the bet.,The slip says why.,2026-11-26\nFX-0002,score,suspended,The book voided the bet.,2026-11-26\nFX-0002,result,void,The book voided the bet.,2026-11-26\n`,
      ),
    );
    const result = await verify(publishedSite(revealedBuild, dir), revealedBuild);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('corrected FX-0002 result "loss" → "void" on 2026-11-26: The book voided the bet.');
    expect(result.stdout).toContain('corrected FX-0002 note "" → "The book voided the bet." on 2026-11-26');
    expect(result.stdout).toContain('void     FX-0002: suspended; The book voided the bet.');
  }, 60_000);

  test('a pick left ungraded past the limit fails, by the checker’s clock', async () => {
    const site = publishedSite(revealedBuild);
    const later = new Date(revealedBuild.getTime() + 8 * 86_400_000);
    const result = await verify(site, later);
    expect(result.stderr).toContain('FX-0005 is still ungraded although its game started');
  });

  // What the record counts (issue 48): the headline is the proven record, each pick counted as
  // posted, and each trick that turns a loss into something else fails or leaves that record as it was.
  /**
   * The fixture's proven record: every pick, FX-0002 (a loss whose odds were corrected after its game)
   * counted as posted: 2-1-1, 0.91 + 1.45 - 1.5 + 0 = 0.86 units on 1 + 1 + 1.5 + 2 = 5.5 risked.
   */
  const provenLine = 'proven   5 picks the headline counts: 2-1-1, 0 void; 0.86 units on 5.5 risked';
  const provenClaim = { picks: 5, wins: 2, losses: 1, pushes: 1, voids: 0, unitsWon: 0.86, unitsRisked: 5.5 };

  /** Every entry's token from `from` on made again by the sample authority's key at `at`, a second apart, in `dir`'s tokens. */
  async function retimed(dir: string, from: string, at: Date, built = revealedBuild) {
    const chain = withLedger(dir, (ledger) => {
      const { posted, corrections } = ledger.readLedger(process.cwd(), built);
      return ledger.readChain(posted, corrections).chain;
    });
    const sign = await sampleAuthority(path.join(dir, 'authority.pem'));
    const first = chain.findIndex((entry) => entry.name === from);
    for (const [index, entry] of chain.entries()) {
      if (index < first) continue;
      const time = new Date(at.getTime() + (index - first) * 1000);
      writeFileSync(
        path.join(dir, 'tokens', `${entry.name}.tsr`),
        await sign({ digestHex: entry.chain, time, serial: 500 + index }),
      );
    }
  }

  /** A published site whose claims.json says `proven` and `notProven` instead of what it says. */
  function claiming(site: string, proven: object, notProven: object) {
    edit(site, 'record/claims.json', (json) => JSON.stringify({ ...JSON.parse(json), proven, notProven }));
    return verify(site, revealedBuild);
  }

  test('on the fixture, the headline counts every proven pick, the corrected one as posted', async () => {
    const site = publishedSite(revealedBuild);
    const result = await verify(site, revealedBuild);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(provenLine);
    expect(result.stdout).not.toMatch(/^not proven \d/m);
    const claims = JSON.parse(readFileSync(path.join(site, 'record/claims.json'), 'utf8'));
    expect(claims.proven).toEqual(provenClaim);
    expect(claims.notProven).toEqual({ picks: 0, unitsWon: 0 });
  });

  test('a proven loss whose odds are “corrected” after its game stays in the headline; a site leaving it out fails', async () => {
    const dir = await resealed((record) =>
      edit(record, 'corrections.csv', (csv) => `${csv}FX-0002,odds,+150,The slip says +150.,2026-11-28\n`),
    );
    const site = publishedSite(revealedBuild, dir);
    const result = await verify(site, revealedBuild);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(provenLine);
    expect(result.stdout).not.toMatch(/^not proven \d/m);
    // The headline the hole gave: FX-0002's loss counted apart, 2-0-1 for 2.36 units.
    const claimed = await claiming(
      site,
      { picks: 4, wins: 2, losses: 0, pushes: 1, voids: 0, unitsWon: 2.36, unitsRisked: 4 },
      { picks: 1, unitsWon: -1.5 },
    );
    expect(claimed.status).toBe(1);
    expect(claimed.stderr).toContain(
      `the site claims proven {"picks":4,"wins":2,"losses":0,"pushes":1,"voids":0,"unitsWon":2.36,"unitsRisked":4}, but the published files prove ${JSON.stringify(provenClaim)}`,
    );
    expect(claimed.stderr).toMatch(
      /the site claims notProven \{"picks":1,.*but the published files prove \{"picks":0,/,
    );
  }, 60_000);

  test('row 3: a loss “corrected” to the other side and regraded a win days later counts as the loss it was posted as', async () => {
    const dir = await resealed((record) =>
      edit(
        record,
        'corrections.csv',
        (csv) =>
          `${csv}FX-0002,note,Under review.,Under review.,2026-11-28\nFX-0002,score,suspended,Under review.,2026-11-28\nFX-0002,result,void,Under review.,2026-11-28\nFX-0002,selection,Over 221.5,The slip says Over.,2026-11-28\nFX-0002,score,114-115,Graded again.,2026-11-28\nFX-0002,result,win,Graded again.,2026-11-28\n`,
      ),
    );
    const site = publishedSite(revealedBuild, dir);
    const result = await verify(site, revealedBuild);
    expect(result.stderr).toBe('');
    // Under 221.5 on a 114-115 final is a loss of its 1.5 units, whatever the row now says.
    expect(result.stdout).toContain(provenLine);
    expect(result.stdout).not.toMatch(/^not proven \d/m);
    // The headline counting the published win at -110: 3-0-1, 2.36 + 1.36 = 3.72 units.
    const claimed = await claiming(
      site,
      { picks: 5, wins: 3, losses: 0, pushes: 1, voids: 0, unitsWon: 3.72, unitsRisked: 5.5 },
      { picks: 0, unitsWon: 0 },
    );
    expect(claimed.status).toBe(1);
    expect(claimed.stderr).toMatch(
      /FAIL {2}record\/claims\.json \[claims: .*\] the site claims proven \{"picks":5,"wins":3,.*\}, but the published files prove \{"picks":5,"wins":2,"losses":1,/,
    );
  }, 60_000);

  test('a market corrected so that the bet as posted no score grades counts as a loss of its stake as posted', async () => {
    // Posted as a first-quarter prop, graded on a Q1 7-7, then corrected to the whole game's spread,
    // a win on its 23-24 final: the prop as posted has no first-quarter score left to grade it.
    const dir = await resealed((record) => {
      edit(record, 'picks.csv', (csv) =>
        csv.replace(
          'spread,Buffalo Bills +3,-110,1,Harbor Sports,win,23-24,2026-11-22T16:18:00-05:00,-112,-108,2.5',
          'prop,Buffalo Bills first quarter +3,-110,1,Harbor Sports,win,Q1 7-7,2026-11-22T16:18:00-05:00,-112,-108,',
        ),
      );
      edit(
        record,
        'corrections.csv',
        (csv) =>
          `${csv}FX-0001,market,spread,Typed wrong.,2026-11-28\nFX-0001,selection,Buffalo Bills +3,Typed wrong.,2026-11-28\nFX-0001,score,23-24,Typed wrong.,2026-11-28\n`,
      );
    });
    const result = await verify(publishedSite(revealedBuild, dir), revealedBuild);
    expect(result.stderr).toBe('');
    // 1-2-1: 1.45 - 1 - 1.5 + 0 = -1.05 units on 5.5 risked.
    expect(result.stdout).toContain('proven   5 picks the headline counts: 1-2-1, 0 void; -1.05 units on 5.5 risked');
  }, 60_000);

  test('row 4: a history re-made from a loss on and re-timestamped late counts none of it; a site claiming it fails', async () => {
    // The operator writes the pick as it now wants it, with no correction to show for it.
    const dir = await resealed((record) => {
      edit(record, 'picks.csv', (csv) =>
        csv.replace('Under 221.5,-108,1.5,Summit Bet,loss', 'Over 221.5,-108,1.5,Summit Bet,win'),
      );
      edit(record, 'corrections.csv', (csv) => `${csv.split('\n')[0]}\n`);
    });
    await retimed(dir, 'FX-0002', new Date('2026-11-30T12:00:00Z'));
    const site = publishedSite(revealedBuild, dir);
    const result = await verify(site, revealedBuild);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('proven   2 picks the headline counts: 1-0-0, 0 void; 0.91 units on 1 risked');
    expect(result.stdout).toContain(
      'not proven 3 picks, 2.84 units, counted apart (no token before the start): FX-0002 win; FX-0003 win; FX-0004 push',
    );
    // The same files, with the claims of the site as it was before: more than the files prove.
    cpSync(path.join(publishedSite(revealedBuild), 'record/claims.json'), path.join(site, 'record/claims.json'));
    const claimed = await verify(site, revealedBuild);
    expect(claimed.status).toBe(1);
    expect(claimed.stderr).toMatch(/FAIL {2}record\/claims\.json \[claims: .*\] the site claims proven \{"picks":5,/);
  }, 60_000);

  test('row 5: a pick sealed with a false far-future start, graded a win before that start, fails naming it', async () => {
    // Built after that start (the ledger refuses a grade before its start), the grade's token made long before it.
    const later = new Date('2027-06-02T12:00:00Z');
    const dir = await resealed(
      (record) =>
        edit(record, 'picks.csv', (csv) =>
          csv
            .replace('2026-11-26T16:30:00-05:00', '2027-06-01T16:30:00-04:00')
            .replace('2026-11-26T19:41:00-05:00', '2027-06-01T19:41:00-04:00')
            .replace('Keystone Sportsbook,pending,,', 'Keystone Sportsbook,win,24-21,2026-11-30T23:30:00-05:00'),
        ),
      later,
    );
    await retimed(dir, 'FX-0003.grade', new Date('2026-12-15T12:00:00Z'), later);
    const result = await verify(publishedSite(later, dir), later);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "FX-0003's grade is timestamped 2026-12-15T12:00:00.000Z, before the start record.csv gives its game (2027-06-01T16:30:00-04:00)",
    );
  }, 60_000);

  test('row 5: a game called off before it was played may be graded void before its start, as the ledger allows', async () => {
    const dir = await resealed((record) =>
      edit(record, 'picks.csv', (csv) =>
        csv.replace(',win,24-23,2026-11-26T19:41:00-05:00,', ',void,postponed,2026-11-26T12:00:00-05:00,'),
      ),
    );
    const result = await verify(publishedSite(revealedBuild, dir), revealedBuild);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('void     FX-0003');
  }, 60_000);

  test('row 8: a correction whose date is not its token’s day in the record’s time zone fails, whatever zone the site names', async () => {
    const dir = recordCopy();
    // 03:00 in New York on the 26th, but still the 25th in Pago Pago (UTC-11).
    await retimed(dir, 'FX-0002.correction-1', new Date('2026-11-26T08:00:00Z'));
    const site = publishedSite(revealedBuild, dir);
    const lateDay =
      "FX-0002 [corrections: every correction replays from the value posted to the value published] record/corrections.csv:2 dates FX-0002's correction of odds (FX-0002.correction-1) 2026-11-25, but its token was made 2026-11-26T08:00:00.000Z, another day in America/New_York";
    const result = await verify(site, revealedBuild);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(lateDay);
    // The zone is the record's own setting: claims.json naming one where the date fits changes nothing.
    edit(site, 'record/claims.json', (json) => JSON.stringify({ ...JSON.parse(json), timeZone: 'Pacific/Pago_Pago' }));
    const swapped = await verify(site, revealedBuild);
    expect(swapped.stderr).toContain(lateDay);
    expect(swapped.stderr).toContain(
      'record/claims.json says the record\'s days are in "Pacific/Pago_Pago", but the record\'s settings (content/record/settings.mjs) put them in America/New_York',
    );
  }, 60_000);
});
