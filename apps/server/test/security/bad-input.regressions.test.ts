import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_REFUSED, answerUnroutableRequest } from '../../src/http/request-parsing.js';
import { createVerifiedUser } from '../helpers/accounts.js';
import { databaseFingerprint } from '../helpers/database-fingerprint.js';
import { insertDevice } from '../helpers/devices.js';
import { deviceAuthorization } from '../helpers/ingest.js';
import { errorBody } from '../helpers/sharing.js';
import { useTestApp } from '../helpers/test-app.js';

/** The 5xx answers the bad-input properties found, each kept as the example that showed it. */
const t = useTestApp();
let owner: string;
let deviceId: string;
let device: string;
beforeAll(async () => {
  const user = await createVerifiedUser(t);
  owner = user.authHeader;
  deviceId = (await insertDevice(t, user.user._id)).id;
  device = await deviceAuthorization(t, deviceId);
});

async function expectRefusedUnchanged(request: { method: 'PUT' | 'POST'; url: string; authorization: string; payload?: string }, status: number, message: string) {
  const before = await databaseFingerprint(t.database);
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { authorization: request.authorization, 'content-type': 'application/json' },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(errorBody(message));
  expect(await databaseFingerprint(t.database)).toEqual(before);
}

describe('half of a surrogate pair in a JSON body', () => {
  it('in the modem state of a native report is refused (it was a 500: jsonb refuses it)', async () => {
    const payload = '{"modem":{"modem_state":"a\\udc00b"}}';
    await expectRefusedUnchanged({ method: 'POST', url: '/api/ingest/native', authorization: device, payload }, 400, LONE_SURROGATE_REFUSED);
  });

  it.each([
    ['a value', '{"name":"Van \\ud800"}'],
    ['a key', '{"name":"Van","\\udbff":1}'],
  ])('in %s is refused, rather than stored as U+FFFD', async (_where, payload) => {
    await expectRefusedUnchanged({ method: 'PUT', url: `/api/devices/${deviceId}`, authorization: owner, payload }, 400, LONE_SURROGATE_REFUSED);
  });

  it('is told apart from a whole pair, which is stored', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${deviceId}`,
      headers: { authorization: owner, 'content-type': 'application/json' },
      payload: '{"name":"Van \\ud83d\\ude90"}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ device: { name: 'Van 🚐' } });
  });
});

it('a native position time past what a date can hold is refused (it was a 500: an Invalid Date reached the query)', async () => {
  const payload = JSON.stringify({ positions: [{ timestamp: Number.MAX_SAFE_INTEGER, latitude: 1, longitude: 1 }] });
  await expectRefusedUnchanged(
    { method: 'POST', url: '/api/ingest/native', authorization: device, payload },
    400,
    'positions.0.timestamp: Too big: expected number to be <=8640000000000',
  );
});

it('a profile update with no body is refused before the picture check would read it', async () => {
  await expectRefusedUnchanged({ method: 'PUT', url: '/api/v2/users/me', authorization: owner }, 400, 'Invalid input: expected object, received null');
});

describe('a URL the router cannot take', () => {
  it.each([
    ['a parameter over 300 characters', `/api/devices/${'a'.repeat(301)}`, 414, 'A part of the URL path is too long.'],
    ['a broken percent-escape', '/api/devices/%E0%A4%A', 400, 'The URL is not valid: a percent-escape in its path is broken or is not UTF-8.'],
    ['an escape of no UTF-8 character', '/api/devices/%ED%A0%80', 400, 'The URL is not valid: a percent-escape in its path is broken or is not UTF-8.'],
  ])('(%s) is answered with the error body', async (_what, url, status, message) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: owner } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(errorBody(message));
  });

  it('is answered with the error body by answerUnroutableRequest, as Fastify calls it', async () => {
    const app = Fastify({ frameworkErrors: answerUnroutableRequest, routerOptions: { maxParamLength: 10 } });
    app.get('/things/:id', async () => ({ ok: true }));
    const long = await app.inject({ method: 'GET', url: `/things/${'a'.repeat(11)}` });
    expect([long.statusCode, long.json()]).toEqual([414, errorBody('A part of the URL path is too long.')]);
    const broken = await app.inject({ method: 'GET', url: '/things/%zz' });
    expect([broken.statusCode, broken.json()]).toEqual([400, errorBody('The URL is not valid: a percent-escape in its path is broken or is not UTF-8.')]);
    await app.close();
  });
});
