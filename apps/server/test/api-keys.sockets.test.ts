import { serverMessages, type ApiKeyCreated } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { connectSocket, joinRoom, listeningTestApp, nextDisconnect, sleep } from './helpers/sockets.js';
import type { TestApp } from './helpers/test-app.js';

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(() => ({ t, baseUrl } = app));

const KEY_URL = '/api/v2/account/clientKey';

/** An enterprise user with a key, a socket opened with the key and one opened with the session. */
async function connectedWithKey() {
  const account = await userWithRoles(t, ['enterprise']);
  const { body } = await call<ApiKeyCreated>(t, account.authHeader, 'POST', KEY_URL);
  const keySocket = await connectSocket(baseUrl, `Bearer ${body.key}`);
  const sessionSocket = await connectSocket(baseUrl, account.authHeader);
  return { ...account, key: body.key, keySocket, sessionSocket };
}

describe('sockets opened with an API key', () => {
  it('join their user room like a session does', async () => {
    const { user, keySocket } = await connectedWithKey();
    expect(await joinRoom(keySocket, user._id)).toMatchObject({ ok: true });
  });

  it.each([
    ['switched off', 'PUT', { active: false }],
    ['regenerated', 'POST', undefined],
    ['removed', 'DELETE', undefined],
  ] as const)(
    'close when the key is %s; the session socket stays and the key no longer connects',
    async (_change, method, body) => {
      const { authHeader, key, keySocket, sessionSocket } = await connectedWithKey();
      const disconnected = nextDisconnect(keySocket);
      expect((await call(t, authHeader, method, KEY_URL, body)).status).toBeLessThan(300);
      expect(await disconnected).toBe('io server disconnect');
      await sleep(200);
      expect(sessionSocket.connected).toBe(true);
      await expect(connectSocket(baseUrl, `Bearer ${key}`)).rejects.toThrow(serverMessages.unauthorized);
    },
  );

  it('stay open when the key is switched on again', async () => {
    const { authHeader, keySocket } = await connectedWithKey();
    expect((await call(t, authHeader, 'PUT', KEY_URL, { active: true })).status).toBe(200);
    await sleep(200);
    expect(keySocket.connected).toBe(true);
  });
});
