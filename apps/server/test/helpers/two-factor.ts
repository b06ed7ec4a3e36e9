import type { TwoFactorInitResponse, TwoFactorVerifyResponse } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { users } from '../../src/db/schema/index.js';
import { call } from './devices.js';
import type { TestApp } from './test-app.js';

/** The authenticator's code for `secret` in a 30-second step after every code handed out before (the fake clock moves on). */
export function nextCode(t: TestApp, secret: string): string {
  t.clock.advance(30_000);
  return codeNow(t, secret);
}

/** The authenticator's code for `secret` at the fake clock's time, without moving it. */
export function codeNow(t: TestApp, secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() });
}

/** A code that is not the current one (nor, almost surely, one of the drift window's). */
export const wrongCodeFor = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

/** Turns two-step sign-in on through the API; answers the secret and the recovery codes. */
export async function enrolTwoFactor(t: TestApp, authorization: string) {
  const init = await call<TwoFactorInitResponse>(t, authorization, 'POST', '/api/v2/account/2fa/init');
  if (init.status !== 200) throw new Error(`2fa init failed: ${JSON.stringify(init.body)}`);
  const secret = init.body.twoFactorToken;
  const verified = await call<TwoFactorVerifyResponse>(t, authorization, 'POST', `/api/v2/account/2fa/verify/${nextCode(t, secret)}`);
  if (verified.status !== 200) throw new Error(`2fa verify failed: ${JSON.stringify(verified.body)}`);
  return { secret, recoveryCodes: verified.body.recoveryCodes };
}

/** The Set-Cookie value of a sign-in answer for the cookie whose name starts with `prefix`, and the pair sent back. */
export function setCookieOf(response: LightMyRequestResponse, prefix: string) {
  const header = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith(prefix));
  const set = response.cookies.find((cookie) => cookie.name.startsWith(prefix));
  /** `cookie` is `name=value`, as the browser sends it back. */
  return { setCookie: header, cookie: set ? `${set.name}=${set.value}` : undefined };
}

/** Signs in, sending `cookie` as the Cookie header when given; answers status, body and the remembered-browser cookie set. */
export async function signIn(t: TestApp, payload: { username: string; password: string; twoFactorCode?: string }, cookie?: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload, headers: cookie ? { cookie } : {} });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    ...setCookieOf(response, 'lodestar_tb_'),
  };
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
