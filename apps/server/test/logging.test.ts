import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logger.js';
import { newSignup } from './helpers/accounts.js';
import { createTestApp, tokenFromMail, type TestApp } from './helpers/test-app.js';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, loggerOptions({ LOG_LEVEL: 'info' }, { stream }));
});
afterAll(() => t.close());

describe('request logs', () => {
  it('carry request ids but never passwords, session tokens, mailed-link tokens or authenticator codes', async () => {
    const signup = newSignup();
    const created = (await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup })).json();
    const token = tokenFromMail((await t.lastMailTo(signup.email))?.text ?? '', 'verify');
    await t.app.inject({ method: 'GET', url: `/login?verify=${token}` });
    await t.app.inject({ method: 'POST', url: `/api/login/reset/${token}` });
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: created.authHeader } });
    const enrolmentCode = '481516';
    await t.app.inject({ method: 'POST', url: `/api/v2/account/2fa/verify/${enrolmentCode}`, headers: { authorization: created.authHeader } });

    const log = lines.join('');
    expect(log).toContain('/api/v2/account/2fa/verify/[redacted]');
    expect(log).not.toContain(enrolmentCode);
    expect(log).toContain('"reqId"');
    expect(log).toContain('/api/login/reset/[redacted]');
    for (const secret of [signup.password, token, created.authHeader.replace('Bearer ', '')]) {
      expect(log).not.toContain(secret);
    }
  });
});
