import { randomUUID } from 'node:crypto';
import { serverMessages } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../helpers/accounts.js';
import { connectSocket, listeningTestApp, nextDisconnect, sleep } from '../helpers/sockets.js';
import { tokenFromMail, type TestApp } from '../helpers/test-app.js';
import { signIn } from '../helpers/two-factor.js';

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(() => ({ t, baseUrl } = app));

const NEW_PASSWORD = 'Brand-New-Pass-2';

/** Every /api route of the app, with a made-up value in each path parameter. */
const apiRoutes = () =>
  t.app.routeTable
    .filter(({ url }) => url.startsWith('/api/'))
    .map(({ method, url }) => ({ method, pattern: url, url: url.replace(/:\w+/g, randomUUID()) }));

async function statusOf(method: string, url: string, authorization?: string) {
  const response = await t.app.inject({ method: method as 'GET', url, headers: authorization ? { authorization } : {} });
  return response.statusCode;
}

describe('a session that has ended', () => {
  it('by sign-out: refused (401) by every route that refuses a caller without a session', async () => {
    const { authHeader } = await createVerifiedUser(t);
    const guarded = [];
    for (const route of apiRoutes()) if ((await statusOf(route.method, route.url)) === 401) guarded.push(route);
    expect(guarded.length).toBeGreaterThan(20);

    expect(await statusOf('POST', '/api/logout', authHeader)).toBe(200);
    const letIn = [];
    for (const { method, pattern, url } of guarded) {
      const status = await statusOf(method, url, authHeader);
      if (status !== 401) letIn.push(`${method} ${pattern} ${status}`);
    }
    expect(letIn).toEqual([]);
  });

  it('by a password reset: every session of the account, its calls and its sockets; other accounts keep theirs', async () => {
    const { signup, authHeader } = await createVerifiedUser(t);
    const second = (await signIn(t, { username: signup.email, password: signup.password })).body.authHeader as string;
    const bystander = await createVerifiedUser(t);
    const sockets = [await connectSocket(baseUrl, authHeader), await connectSocket(baseUrl, second)];
    const staying = await connectSocket(baseUrl, bystander.authHeader);
    const dropped = sockets.map((socket) => nextDisconnect(socket));

    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email: signup.email } });
    const token = tokenFromMail((await t.lastMailTo(signup.email.toLowerCase()))?.text ?? '', 'token');
    const reset = await t.app.inject({ method: 'POST', url: `/api/login/reset/${token}`, payload: { password: NEW_PASSWORD, confirmation: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(200);

    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const ended of [authHeader, second]) {
      expect(await statusOf('GET', '/api/users/me', ended)).toBe(401);
      await expect(connectSocket(baseUrl, ended)).rejects.toThrow(serverMessages.unauthorized);
    }
    await sleep(200);
    expect(staying.connected).toBe(true);
    expect(await statusOf('GET', '/api/users/me', bystander.authHeader)).toBe(200);
  });
});
