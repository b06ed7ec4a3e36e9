import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { accountMessages, serverMessages, type ApiKeyCreated, type ApiKeyState, type Role, type User } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { loggerOptions } from '../src/http/logger.js';
import { call, insertDevice } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody, setRoles } from './helpers/sharing.js';
import { useTestApp, createTestApp } from './helpers/test-app.js';

const t = useTestApp();

const KEY_URL = '/api/v2/account/clientKey';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const keyCalls: [Method, object?][] = [['POST'], ['GET'], ['PUT', { active: false }], ['DELETE']];

/** The two ways a key may be sent (decision 0010). */
const keyHeaders = {
  bearer: (key: string) => ({ authorization: `Bearer ${key}` }),
  'x-api-key': (key: string) => ({ 'x-api-key': key }),
};
const ways = Object.keys(keyHeaders) as (keyof typeof keyHeaders)[];

async function asKey(key: string, way: keyof typeof keyHeaders, method: Method, url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: keyHeaders[way](key), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** The status of GET /api/users/me sent with the key each way. */
const meWithKey = async (key: string) =>
  Promise.all(ways.map(async (way) => (await asKey(key, way, 'GET', '/api/users/me')).status));

/** An enterprise user signed in, with a key just generated. */
async function enterpriseWithKey() {
  const account = await userWithRoles(t, ['enterprise']);
  const generated = await call<ApiKeyCreated>(t, account.authHeader, 'POST', KEY_URL);
  expect(generated.status).toBe(201);
  return { ...account, key: generated.body.key, generated: generated.body };
}

describe('who may manage a key', () => {
  it('answers 401 to every call without a session', async () => {
    for (const [method, payload] of keyCalls) {
      const response = await t.app.inject({ method, url: KEY_URL, ...(payload ? { payload } : {}) });
      expect(response.statusCode, method).toBe(401);
    }
  });

  it.each<[Role[]]>([[['user']], [['enterpriseNoApi']], [['admin']], [['superAdmin']], [['dealership', 'k9']]])(
    '%j is refused every call with 403, and no key is made',
    async (roles) => {
      const account = await userWithRoles(t, roles);
      for (const [method, payload] of keyCalls) {
        const answer = await call(t, account.authHeader, method, KEY_URL, payload);
        expect(answer, method).toMatchObject({ status: 403, body: errorBody(accountMessages.apiKeyEnterpriseOnly) });
      }
      const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user._id));
      expect(row?.apiKeyHash).toBeNull();
    },
  );

  it('refuses a key managing keys (its own or a new one) with 403, however it is sent', async () => {
    const { key } = await enterpriseWithKey();
    for (const way of ways) {
      for (const [method, payload] of keyCalls) {
        const answer = await asKey(key, way, method, KEY_URL, payload);
        expect(answer, `${way} ${method}`).toMatchObject({ status: 403, body: errorBody(accountMessages.sessionOnly) });
      }
    }
    expect(await meWithKey(key)).toEqual([200, 200]);
  });

  it('refuses sign-out to a key (403), which keeps working', async () => {
    const { key } = await enterpriseWithKey();
    const answer = await asKey(key, 'bearer', 'POST', '/api/logout');
    expect(answer).toMatchObject({ status: 403, body: errorBody(accountMessages.sessionOnly) });
    expect(await meWithKey(key)).toEqual([200, 200]);
  });
});

describe('the key through its life', () => {
  it('starts not generated; switching or removing a missing key is 404', async () => {
    const { authHeader } = await userWithRoles(t, ['enterprise']);
    const state = await call<ApiKeyState>(t, authHeader, 'GET', KEY_URL);
    expect(state).toMatchObject({
      status: 200,
      body: { success: true, keyGenerated: false, key: null, active: false, createdAt: null },
    });
    for (const [method, payload] of [['PUT', { active: true }], ['DELETE']] as const) {
      expect(await call(t, authHeader, method, KEY_URL, payload), method).toMatchObject({
        status: 404,
        body: errorBody(accountMessages.apiKeyNotGenerated),
      });
    }
  });

  it('answers the new key in full once; afterwards only its hint, and only the hash is stored', async () => {
    const { authHeader, user, key, generated } = await enterpriseWithKey();
    expect(key).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    expect(generated).toMatchObject({
      success: true,
      message: accountMessages.generatedSuccessfully,
      keyGenerated: true,
      active: true,
    });
    expect(new Date(generated.createdAt!).getTime()).toBeGreaterThan(0);

    const state = await t.app.inject({ method: 'GET', url: KEY_URL, headers: { authorization: authHeader } });
    expect(state.json()).toEqual({
      success: true,
      keyGenerated: true,
      key: `lsk_${key.slice(4, 8)}…${key.slice(-4)}`,
      active: true,
      createdAt: generated.createdAt,
    });
    expect(state.body).not.toContain(key.slice(4));
    const me = await call<{ userDetails: User }>(t, authHeader, 'GET', '/api/users/me');
    expect(me.body.userDetails).toMatchObject({ keyGenerated: true, keyActive: true });
    expect(JSON.stringify(me.body)).not.toContain(key.slice(4));

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.apiKeyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));
  });

  it('is switched off (401 at once) and on again', async () => {
    const { authHeader, key } = await enterpriseWithKey();
    const off = await call<ApiKeyState>(t, authHeader, 'PUT', KEY_URL, { active: false });
    expect(off).toMatchObject({
      status: 200,
      body: { message: accountMessages.updatedSuccessfully, keyGenerated: true, active: false },
    });
    expect(await meWithKey(key)).toEqual([401, 401]);
    const on = await call<ApiKeyState>(t, authHeader, 'PUT', KEY_URL, { active: true });
    expect(on.body).toMatchObject({ active: true });
    expect(await meWithKey(key)).toEqual([200, 200]);
  });

  it('refuses a body without a boolean active with 400', async () => {
    const { authHeader } = await enterpriseWithKey();
    for (const payload of [{}, { active: 'yes' }, { active: true, extra: 1 }]) {
      expect((await call(t, authHeader, 'PUT', KEY_URL, payload)).status).toBe(400);
    }
  });

  it('is replaced when regenerated: the old key stops working, the new one works', async () => {
    const { authHeader, key: oldKey } = await enterpriseWithKey();
    const regenerated = await call<ApiKeyCreated>(t, authHeader, 'POST', KEY_URL);
    expect(regenerated.body.key).not.toBe(oldKey);
    expect(await meWithKey(oldKey)).toEqual([401, 401]);
    expect(await meWithKey(regenerated.body.key)).toEqual([200, 200]);
  });

  it('is removed: 401 at once, back to not generated', async () => {
    const { authHeader, key } = await enterpriseWithKey();
    const removed = await call<ApiKeyState>(t, authHeader, 'DELETE', KEY_URL);
    expect(removed).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: accountMessages.removedSuccessfully,
        keyGenerated: false,
        key: null,
        active: false,
        createdAt: null,
      },
    });
    expect(await meWithKey(key)).toEqual([401, 401]);
    expect((await call(t, authHeader, 'DELETE', KEY_URL)).status).toBe(404);
  });

  it('stops working while its user is no longer enterprise', async () => {
    const { user, key } = await enterpriseWithKey();
    await setRoles(t, user._id, ['user', 'enterpriseNoApi']);
    expect(await meWithKey(key)).toEqual([401, 401]);
    await setRoles(t, user._id, ['enterprise']);
    expect(await meWithKey(key)).toEqual([200, 200]);
  });
});

describe('calling the API with a key', () => {
  it('acts as its user, sent either way, on their own devices only', async () => {
    const { user, key } = await enterpriseWithKey();
    const other = await enterpriseWithKey();
    const mine = await insertDevice(t, user._id, { name: 'Van 1' });
    const theirs = await insertDevice(t, other.user._id, { name: 'Their van' });
    for (const way of ways) {
      const me = await asKey(key, way, 'GET', '/api/users/me');
      expect(me, way).toMatchObject({ status: 200, body: { userDetails: { _id: user._id, email: user.email } } });
      expect(await asKey(key, way, 'GET', `/api/devices/${mine.id}`), way).toMatchObject({
        status: 200,
        body: { device: [{ name: 'Van 1' }] },
      });
      expect((await asKey(key, way, 'GET', `/api/devices/${theirs.id}`)).status, way).toBe(404);
      expect((await asKey(key, way, 'GET', `/api/devices/find/${other.user._id}`)).status, way).toBe(403);
    }
  });

  it('answers 401 to anything that is not a working key, and leaves session tokens working', async () => {
    const { authHeader, key } = await enterpriseWithKey();
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, `${key}x`, 'lsk_', `lsk_${'a'.repeat(5000)}`, authHeader.replace('Bearer ', '')]) {
      expect((await asKey(bad, 'x-api-key', 'GET', '/api/users/me')).status).toBe(401);
    }
    expect((await asKey(tampered, 'bearer', 'GET', '/api/users/me')).status).toBe(401);
    expect((await call(t, authHeader, 'GET', '/api/users/me')).status).toBe(200);
    const bothSent = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: authHeader, 'x-api-key': tampered },
    });
    expect(bothSent.statusCode).toBe(401);
  });

  it('needs a verified email like a session does', async () => {
    const { user, key } = await enterpriseWithKey();
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user._id));
    const answer = await asKey(key, 'bearer', 'GET', `/api/devices/find/${user._id}`);
    expect(answer).toMatchObject({ status: 403, body: errorBody(serverMessages.verifyEmailToContinue) });
  });
});

describe('the OpenAPI document', () => {
  it('documents both ways to send a key, and the key calls', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
    expect(document.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(document.info.description).toContain('X-API-Key');
    expect(Object.keys(document.paths[KEY_URL]).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(document.paths['/api/client-location'].get.security).toEqual([]);
    expect(document.paths['/api/v2/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'perPage',
      'filter',
    ]);
    expect(document.paths['/api/users/{id}'].delete.responses).toHaveProperty('409');
  });
});

describe('logs', () => {
  it('never carry a key, sent either way or answered when made', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({}, loggerOptions({ LOG_LEVEL: 'trace' }, { stream }), {
      database: t.database,
      clock: t.clock,
    });
    try {
      const { authHeader } = await userWithRoles(t, ['enterprise']);
      const made = await logged.app.inject({ method: 'POST', url: KEY_URL, headers: { authorization: authHeader } });
      const { key } = made.json() as ApiKeyCreated;
      for (const headers of [
        keyHeaders.bearer(key),
        keyHeaders['x-api-key'](key),
        keyHeaders['x-api-key'](`${key}x`),
      ]) {
        await logged.app.inject({ method: 'GET', url: '/api/users/me', headers });
      }
      expect(lines.join('')).toContain('"reqId"');
      expect(lines.join('')).not.toContain(key.slice(4));
    } finally {
      await logged.close();
    }
  });
});
