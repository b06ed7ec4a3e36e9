import { DAMAGED_IMAGE, messages, NOT_AN_IMAGE } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../helpers/accounts.js';
import { databaseFingerprint } from '../helpers/database-fingerprint.js';
import { call, deviceRow, insertDevice } from '../helpers/devices.js';
import { errorBody } from '../helpers/sharing.js';
import { useTestApp } from '../helpers/test-app.js';
import { userRow } from '../helpers/two-factor.js';
import { DAMAGED_PICTURES, NOT_PICTURES, WHOLE_PICTURES, pngOfBase64Length } from './bad-input-pictures.js';

const BODY_LIMIT = 1024 * 1024;
const TOO_LARGE = 'The picture is too large. Please choose one under 300 KB.';

const t = useTestApp();
let authorization: string;
let userId: string;
let deviceId: string;
beforeAll(async () => {
  const owner = await createVerifiedUser(t);
  authorization = owner.authHeader;
  userId = owner.user._id;
  deviceId = (await insertDevice(t, userId)).id;
});

/** The two upload-like inputs of the API: base64 pictures in JSON bodies. */
const targets = [
  {
    name: 'the profile picture (PUT /api/v2/users/me)',
    url: () => '/api/v2/users/me',
    field: 'profilePicture',
    stored: async () => (await userRow(t, userId))?.profilePicture,
  },
  {
    name: 'a device picture (PUT /api/devices/{id})',
    url: () => `/api/devices/${deviceId}`,
    field: 'devicePicture',
    stored: async () => (await deviceRow(t, deviceId))?.devicePicture,
  },
];

const refusedPictures: [string, string, string][] = [
  ...Object.entries(NOT_PICTURES).map(([name, picture]): [string, string, string] => [name, picture, NOT_AN_IMAGE]),
  ...Object.entries(DAMAGED_PICTURES).map(([name, picture]): [string, string, string] => [name, picture, DAMAGED_IMAGE]),
  ['a data: URL', `data:image/png;base64,${WHOLE_PICTURES.png}`, 'The picture must be base64 without a data: prefix.'],
  ['a whole picture just over the 400,000 character limit', pngOfBase64Length(400_004), TOO_LARGE],
];

describe.each(targets)('$name', (target) => {
  it.each(Object.entries(WHOLE_PICTURES))('accepts a whole %s and stores it as sent', async (_kind, picture) => {
    const answer = await call(t, authorization, 'PUT', target.url(), { [target.field]: picture });
    expect(answer.status).toBe(200);
    expect(await target.stored()).toBe(picture);
  });

  it.each(refusedPictures)('refuses %s with a clear message, and nothing changes', async (_what, picture, message) => {
    const before = await databaseFingerprint(t.database);
    const answer = await call(t, authorization, 'PUT', target.url(), { [target.field]: picture });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(message));
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it.each([
    ['just over', BODY_LIMIT + 1],
    ['far over', 16 * BODY_LIMIT],
  ])('refuses a body %s the 1 MiB limit with 413, and nothing changes', async (_how, size) => {
    const before = await databaseFingerprint(t.database);
    const opening = `{"${target.field}":"`;
    const payload = `${opening}${'A'.repeat(size - opening.length - 2)}"}`;
    expect(payload.length).toBe(size);
    const response = await t.app.inject({
      method: 'PUT',
      url: target.url(),
      headers: { authorization, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody('The request body is too large.'));
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('spreadsheet uploads', () => {
  it('are served at POST /api/v2/upload-excel alone (to dealers), and a multipart body is refused anywhere else', async () => {
    expect(t.app.routeTable.filter((route) => /excel|upload/i.test(route.url)).map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/v2/upload-excel/template',
      'POST /api/v2/upload-excel',
    ]);
    const multipart = { authorization, 'content-type': 'multipart/form-data; boundary=x' };
    const payload = '--x\r\nContent-Disposition: form-data; name="file"; filename="bomb.xlsx"\r\n\r\nPK\u0003\u0004\r\n--x--\r\n';
    const upload = await t.app.inject({ method: 'POST', url: '/api/v2/upload-excel', headers: multipart, payload });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual(errorBody(messages.permissionDenied));
    const elsewhere = await t.app.inject({ method: 'PUT', url: '/api/v2/users/me', headers: multipart, payload });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json()).toEqual(errorBody('This content type is not supported; send JSON.'));
  });
});
