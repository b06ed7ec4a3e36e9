import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFindings, LEDGER_SUFFIX, LOG_SUFFIX, scanCapturedLogs } from './log-scan.js';
import { SecretLedger } from './secret-ledger.js';
import { SecretIndex } from './secret-scan.js';
import { watchSecrets } from './secret-watch.js';

// The checks that keep secrets out of answers and logs, checked themselves: each must catch what it is for.

const dir = mkdtempSync(join(tmpdir(), 'lodestar-scan-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PASSWORD = 'Correct-Horse-9';
const TOKEN = 'q2V7aP0xR4mN8sT1uW6yZ3bC5dE9fG0hJ2kL4nM6pQ8';
const PASSCODE = '482913';
const ARGON2 = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

function indexOf(...secrets: Array<[string, string]>) {
  const index = new SecretIndex();
  for (const [kind, value] of secrets) index.add({ kind, value });
  return index;
}

describe('the secret index', () => {
  const index = indexOf(['password', PASSWORD], ['session token', TOKEN], ['passcode', PASSCODE]);

  it('finds a secret anywhere in a line and masks every secret in the excerpt', () => {
    const [sighting, ...others] = index.find(`{"msg":"signed in","note":"pw=${PASSWORD}&t=${TOKEN}"}`);
    expect(sighting).toEqual({ kind: 'password', excerpt: '{"msg":"signed in","note":"pw=[password]&t=[session token]"}' });
    expect(others.map(({ kind }) => kind)).toEqual(['session token']);
  });

  it('finds the SHA-256 of a secret, as tokens are stored, and any argon2 hash', () => {
    const stored = createHash('sha256').update(TOKEN).digest('hex');
    expect(index.find(`{"tokenHash":"${stored}"}`).map(({ kind }) => kind)).toEqual(['SHA-256 of a session token']);
    expect(index.find(`{"row":"${ARGON2}"}`)).toEqual([{ kind: 'argon2 hash', excerpt: '{"row":"[argon2 hash]"}' }]);
  });

  it('finds a passcode standing alone, not as digits of a longer number, a decimal or a word', () => {
    for (const alone of [`{"passcode":"${PASSCODE}"}`, `/api/x/${PASSCODE}?`, `code ${PASSCODE}, ok`]) {
      expect(index.find(alone).map(({ kind }) => kind), alone).toEqual(['passcode']);
    }
    for (const inside of [`{"time":17${PASSCODE}01}`, `{"responseTime":3.${PASSCODE}}`, `"id":"a${PASSCODE}f"`]) {
      expect(index.find(inside), inside).toEqual([]);
    }
  });

  it('keeps no value short enough to turn up by chance', () => {
    const short = new SecretIndex();
    for (const value of ['Pass-12', '12345', 'abc']) expect(short.add({ kind: 'password', value })).toBe(false);
    expect(short.add({ kind: 'passcode', value: '123456' })).toBe(true);
    expect(short.add({ kind: 'passcode', value: '123456' })).toBe(false);
    expect(short.size).toBe(1);
  });
});

describe('the scan of the captured logs', () => {
  it('reports each line that holds a secret of any ledger, by file and line, secret masked; clean logs pass', async () => {
    const ledger = new SecretLedger(join(dir, `a${LEDGER_SUFFIX}`));
    ledger.record('password', PASSWORD);
    ledger.recordMailLinks([`Choose a new password: http://portal.test/reset?token=${TOKEN}`]);
    writeFileSync(join(dir, `a${LOG_SUFFIX}`), '{"msg":"incoming request","url":"/api/login"}\n{"msg":"request completed"}\n');
    writeFileSync(join(dir, `b${LOG_SUFFIX}`), '{"msg":"fine"}\n');
    expect((await scanCapturedLogs(dir)).findings).toEqual([]);

    writeFileSync(join(dir, `b${LOG_SUFFIX}`), `{"msg":"fine"}\n{"msg":"planted","body":{"password":"${PASSWORD}"}}\n`);
    const scan = await scanCapturedLogs(dir);
    expect(scan).toMatchObject({ logFiles: 2, lines: 4, secrets: 2 });
    expect(scan.findings).toEqual([{ file: `b${LOG_SUFFIX}`, line: 2, kind: 'password', excerpt: '{"msg":"planted","body":{"password":"[password]"}}' }]);
    const report = describeFindings(scan, dir);
    expect(report).toContain(`b${LOG_SUFFIX}:2 (password)`);
    expect(report).not.toContain(PASSWORD);
    expect(readFileSync(join(dir, `a${LEDGER_SUFFIX}`), 'utf8').trim().split('\n')).toHaveLength(2);
  });
});

describe('the check of every answer (secret-watch.ts)', () => {
  it('flags an answer that shows a secret, a hash or a stored secret’s field, and lets through what the spec shows', async () => {
    const ledger = new SecretLedger(join(dir, `watch${LEDGER_SUFFIX}`));
    const app = Fastify();
    watchSecrets(app, ledger);
    app.post('/api/login', async () => ({ success: true, authHeader: `Bearer ${TOKEN}` }));
    app.post('/api/echo', async (request) => ({ youSent: (request.body as { password: string }).password }));
    app.get('/api/leak', async () => ({ note: `your session is ${TOKEN}` }));
    app.get('/api/row', async () => ({ passwordHash: ARGON2 }));
    app.post('/api/devices', async (request) => ({ passcode: (request.body as { passcode: string }).passcode }));
    app.get('/api/devices', async () => ({ data: [{ passcode: PASSCODE, name: 'Lock' }] }));
    try {
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'a@b.co', password: PASSWORD } });
      await app.inject({ method: 'POST', url: '/api/devices', payload: { passcode: PASSCODE } });
      await app.inject({ method: 'GET', url: '/api/devices' });
      expect(ledger.violations).toEqual([]);
      expect(ledger.index.size).toBe(3);

      await app.inject({ method: 'POST', url: '/api/echo', payload: { password: 'Another-Secret-7' } });
      await app.inject({ method: 'GET', url: '/api/leak' });
      await app.inject({ method: 'GET', url: '/api/row' });
      expect(ledger.violations).toEqual([
        'POST /api/echo → 200 shows [password]: {"youSent":"[password]"}',
        'GET /api/leak → 200 shows [session token]: {"note":"your session is [session token]"}',
        'GET /api/row → 200 shows [argon2 hash]: {"passwordHash":"[argon2 hash]"}',
        'GET /api/row → 200 has the field passwordHash',
      ]);
    } finally {
      await app.close();
    }
  });
});
