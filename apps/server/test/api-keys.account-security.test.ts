import { accountMessages, type ApiKeyCreated, type UpdatedUserResponse } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/devices.js';
import { STRONG_PASSWORD } from './helpers/accounts.js';
import { userWithRoles } from './helpers/groups.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

/** The calls that need a person at the keyboard (decision 0010), with a body each would otherwise accept. */
const securityCalls: [method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object][] = [
  ['PUT', '/api/v2/account/password', { old: STRONG_PASSWORD, new: 'Another-Pass-7', confirmation: 'Another-Pass-7' }],
  ['PUT', '/api/v2/account/email', { email: 'moved@example.com', password: STRONG_PASSWORD }],
  ['POST', '/api/v2/account/2fa/init'],
  ['POST', '/api/v2/account/2fa/verify/123456'],
  ['DELETE', '/api/v2/account/2fa', { password: STRONG_PASSWORD, code: '123456' }],
  ['POST', '/api/v2/account/2fa/recovery-codes', { password: STRONG_PASSWORD, code: '123456' }],
];

describe('an API key and the account security calls', () => {
  it('is refused (403) by every one of them and changes nothing', async () => {
    const owner = await userWithRoles(t, ['enterprise']);
    const { body } = await call<ApiKeyCreated>(t, owner.authHeader, 'POST', '/api/v2/account/clientKey');
    const before = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: owner.authHeader } });

    for (const [method, url, payload] of securityCalls) {
      const response = await t.app.inject({ method, url, headers: { 'x-api-key': body.key }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message, url).toBe(accountMessages.sessionOnly);
    }

    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: owner.authHeader } });
    expect(after.json()).toEqual(before.json());
    expect(await t.lastMailTo('moved@example.com')).toBeUndefined();
  });

  it('may change the profile, but not when the sign-in setting is asked to change', async () => {
    const owner = await userWithRoles(t, ['enterprise']);
    const { body } = await call<ApiKeyCreated>(t, owner.authHeader, 'POST', '/api/v2/account/clientKey');
    const headers = { authorization: `Bearer ${body.key}` };

    const renamed = await t.app.inject({ method: 'PUT', url: '/api/v2/users/me', headers, payload: { name: 'Fleet Robot' } });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as UpdatedUserResponse).updatedUser.name).toBe('Fleet Robot');

    const setting = await t.app.inject({ method: 'PUT', url: '/api/v2/users/me', headers, payload: { twoFactorSetting: 2 } });
    expect(setting.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.json().userDetails.twoFactorSetting).toBe(1);
  });
});
