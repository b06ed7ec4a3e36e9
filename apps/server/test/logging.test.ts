import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { logLines } from './helpers/log-lines.js';
import { userRow } from './helpers/two-factor.js';
import { useTestApp, tokenFromMail } from './helpers/test-app.js';

const { lines, logger } = logLines();

const t = useTestApp({}, logger);

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
    // No route answers these (wrong method, mistyped path), and they still carry a live token.
    await t.app.inject({ method: 'GET', url: `/api/login/unlock/${token}` });
    await t.app.inject({ method: 'POST', url: `/api/v2/account/email/cancel/${token}/extra` });

    const log = lines.join('');
    expect(log).toContain('/api/v2/account/2fa/verify/[redacted]');
    expect(log).not.toContain(enrolmentCode);
    expect(log).toContain('"reqId"');
    expect(log).toContain('/api/login/reset/[redacted]');
    for (const secret of [signup.password, token, created.authHeader.replace('Bearer ', '')]) {
      expect(log).not.toContain(secret);
    }
  });

  it('never carry the discount, group or pre-purchased codes typed in paths, routed or not', async () => {
    const { authHeader } = await createVerifiedUser(t);
    const code = 'SECRET-PLAN-CODE-4821';
    await t.app.inject({ method: 'GET', url: `/api/coupon/apply/${code}/SN-1/any`, headers: { authorization: authHeader } });
    await t.app.inject({ method: 'GET', url: `/api/v2/subscriptions/group/joinByCode/${code}?deviceUUID=SN-1`, headers: { authorization: authHeader } });
    // Mistyped: no route answers, and the code is still in the path.
    await t.app.inject({ method: 'POST', url: `/api/coupon/apply/${code}`, headers: { authorization: authHeader } });
    await t.app.inject({ method: 'POST', url: `/api/v2/subscriptions/group/joinByCode/${code}`, headers: { authorization: authHeader } });

    const log = lines.join('');
    expect(log).toContain('/api/coupon/apply/[redacted]');
    expect(log).not.toContain(code);
  });

  it('of a failed query carry its database error code and message, never the query, its parameters or the row', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const { passwordHash } = await userRow(t, user._id);
    const marker = 'Refused Marker Name';
    // A check the update breaks: the database error's detail would repeat the whole row (hashes, secrets).
    await t.database.db.execute(sql.raw(`alter table users add constraint logging_test_check check (name <> '${marker}') not valid`));
    try {
      lines.length = 0;
      const response = await t.app.inject({ method: 'PUT', url: '/api/v2/users/me', headers: { authorization: authHeader }, payload: { name: marker } });
      expect(response.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('23514');
      expect(log).toContain('violates check constraint');
      for (const secret of [marker, passwordHash, user._id, 'params', 'update "users"', 'Failing row']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.database.db.execute(sql`alter table users drop constraint logging_test_check`);
    }
  });
});
