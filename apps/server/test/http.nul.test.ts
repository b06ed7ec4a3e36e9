import { describe, expect, it } from 'vitest';
import { NUL_REFUSED } from '../src/http/request-parsing.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, sharesOf } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody, freshEmail, shareBody } from './helpers/sharing.js';
import { useTestApp } from './helpers/test-app.js';
import { userRow } from './helpers/two-factor.js';

const t = useTestApp();

/** PostgreSQL refuses NUL in text, so one that reached a query would be a 500; it is refused at the door instead. */
describe('NUL characters', () => {
  it.each([
    ['escaped in a value', '{"name":"a\\u0000b"}'],
    ['escaped in a key', '{"na\\u0000me":"Ada"}'],
    ['escaped deep in the body', '{"name":"Ada","firstName":["x",{"y":"\\u0000"}]}'],
  ])('in a JSON body (%s) are refused with 400, and nothing changes', async (_where, payload) => {
    const { authHeader, user } = await createVerifiedUser(t);
    const before = await userRow(t, user._id);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      headers: { authorization: authHeader, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(NUL_REFUSED));
    expect(await userRow(t, user._id)).toEqual(before);
  });

  it('are told apart from an escaped backslash followed by "u0000", which is ordinary text', async () => {
    const { authHeader } = await createVerifiedUser(t);
    const answer = await call<{ updatedUser: { name: string } }>(t, authHeader, 'PUT', '/api/v2/users/me', {
      name: 'a\\u0000b',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.updatedUser.name).toBe('a\\u0000b');
  });

  it.each([
    ['the query of the admin user search', (_user: { _id: string }) => '/api/v2/users?filter=%00'],
    ['the query of the device list', (user: { _id: string }) => `/api/devices/find/${user._id}?name=a%00b`],
    ['a path parameter', (_user: { _id: string }) => '/api/devices/SN-%00'],
    ['a query parameter name', (_user: { _id: string }) => '/api/v2/users?fil%00ter=a'],
  ])('in %s are refused with 400', async (_where, url) => {
    const { authHeader, user } = await userWithRoles(t, ['admin']);
    const answer = await call(t, authHeader, 'GET', url(user));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(NUL_REFUSED));
  });

  it('in a URL are refused before the caller is asked who they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me?x=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(NUL_REFUSED));
  });

  it('in the message of a share are refused, and no share is made', async () => {
    const { authHeader, user } = await createVerifiedUser(t);
    const device = await insertDevice(t, user._id);
    const body = shareBody(device.deviceUUID, freshEmail(), { message: 'Hello\u0000there' });
    const answer = await call(t, authHeader, 'POST', '/api/share-device/insert', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(NUL_REFUSED));
    expect(await sharesOf(t, device.id)).toEqual([]);
  });
});
