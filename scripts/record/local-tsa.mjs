#!/usr/bin/env node
// A real RFC 3161 time-stamping authority on this machine, for the tests and for trying the record's
// timestamps locally: Debian's `openssl ts` behind a small HTTP endpoint, speaking the protocol an
// authority on the internet speaks (POST application/timestamp-query, answer
// application/timestamp-reply). It makes its own CA and time-stamping certificate (P-256) in a
// folder of its own. It is not independent of anyone: use it only to test.
//   node scripts/record/local-tsa.mjs [port]   then TSA_URL=http://127.0.0.1:<port>/ npm run record:timestamp
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CONFIG = `[ tsa ]
default_tsa = local
[ local ]
dir = .
serial = ./serial
crypto_device = builtin
signer_cert = ./tsa.crt
certs = ./tsa.crt
signer_key = ./tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.2
digests = sha256
accuracy = secs:1
# Times to the millisecond, as public authorities give them: a record's tokens follow each other
# without the second's wait openssl's default precision would force on record:timestamp.
clock_precision_digits = 3
ordering = yes
tsa_name = yes
ess_cert_id_alg = sha256
[ req ]
distinguished_name = dn
prompt = no
[ dn ]
O = Local test authority
[ v3_ca ]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[ v3_tsa ]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = critical, timeStamping
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

/**
 * Starts the authority on a loopback port (0: any free one).
 * @param {number} [port]
 * `certificateFile` and `keyFile` (PKCS #8) let a test sign as this authority at a time of its choosing
 * (sample/authority.mjs): openssl ts -reply signs with this machine's clock only.
 * @returns {Promise<{ url: string, dir: string, caFile: string, certificateFile: string, keyFile: string, close: () => Promise<void> }>}
 */
export async function startLocalAuthority(port = 0) {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-tsa-'));
  /** @param {string[]} args */
  const openssl = (args) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  writeFileSync(path.join(dir, 'tsa.cnf'), CONFIG);
  writeFileSync(path.join(dir, 'serial'), '01\n');
  makeCertificates(openssl);
  const server = replyServer(dir, openssl);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}/`,
    dir,
    caFile: path.join(dir, 'ca.crt'),
    certificateFile: path.join(dir, 'tsa.crt'),
    keyFile: path.join(dir, 'tsa.pk8'),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * A CA and its time-stamping certificate (P-256), with the TSA's key also as PKCS #8 (tsa.pk8).
 * @param {(args: string[]) => Buffer} openssl runs openssl in the authority's folder
 */
function makeCertificates(openssl) {
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'ca.key']);
  openssl([
    'req',
    '-new',
    '-x509',
    '-key',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '3650',
    '-config',
    'tsa.cnf',
    '-extensions',
    'v3_ca',
    '-subj',
    '/O=Local test authority/CN=Local test root',
  ]);
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'tsa.key']);
  openssl([
    'req',
    '-new',
    '-key',
    'tsa.key',
    '-out',
    'tsa.csr',
    '-config',
    'tsa.cnf',
    '-subj',
    '/O=Local test authority/CN=Local test TSA',
  ]);
  openssl(['pkcs8', '-topk8', '-nocrypt', '-in', 'tsa.key', '-out', 'tsa.pk8']);
  openssl([
    'x509',
    '-req',
    '-in',
    'tsa.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'tsa.crt',
    '-days',
    '3650',
    '-extfile',
    'tsa.cnf',
    '-extensions',
    'v3_tsa',
  ]);
}

/**
 * The HTTP endpoint: each POSTed query answered by `openssl ts -reply`.
 * @param {string} dir the authority's folder @param {(args: string[]) => Buffer} openssl
 */
function replyServer(dir, openssl) {
  let requests = 0;
  return createServer((request, response) => {
    if (request.method !== 'POST' || request.headers['content-type'] !== 'application/timestamp-query') {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('POST an application/timestamp-query\n');
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const query = path.join(dir, `query-${requests}.tsq`);
      const reply = path.join(dir, `reply-${requests}.tsr`);
      writeFileSync(query, Buffer.concat(chunks));
      try {
        openssl(['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', query, '-out', reply]);
        // One request a connection: a client never reuses a socket this server is about to close.
        response
          .writeHead(200, { 'Content-Type': 'application/timestamp-reply', Connection: 'close' })
          .end(readFileSync(reply));
      } catch {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('openssl ts -reply failed\n');
      }
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startLocalAuthority(Number(process.argv[2] ?? 0)).then(({ url, caFile }) =>
    console.log(`Local time-stamping authority (for tests) at ${url}; its root certificate: ${caFile}`),
  );
}
