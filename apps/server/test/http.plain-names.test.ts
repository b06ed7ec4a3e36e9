import { NAME_CHARACTERS_MESSAGE } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { call, deviceRow, insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

/** Names shown to other people refuse control and text-direction characters, on every call that sets one. */

const t = useTestApp();

const DISGUISED = 'Invoice\u202Egpj.exe';

describe('a name with hidden characters', () => {
  it('is refused with 400 at sign-up, for a device, a group, the profile and a card holder, and nothing changes', async () => {
    const signup = await t.app.inject({ method: 'POST', url: '/api/signup', payload: newSignup({ name: DISGUISED }) });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toContain(NAME_CHARACTERS_MESSAGE);

    const { authHeader, user } = await createVerifiedUser(t);
    const device = await insertDevice(t, user._id, { name: 'Family car' });
    for (const [method, url, payload] of [
      ['PUT', `/api/devices/${device.id}`, { name: 'Car\nAdmin' }],
      ['PUT', '/api/v2/users/me', { name: DISGUISED }],
      ['POST', '/api/device/groups/create', { name: 'Team\u2066', devicesId: [device.id] }],
      ['POST', '/api/paymentUser/change-payment-method', { newSource: 'pm_unknown', type: 'card', addressValue: { name: 'Dana\nDriver' } }],
    ] as const) {
      const refused = await call<{ message: string }>(t, authHeader, method, url, payload);
      expect(refused.status, url).toBe(400);
      expect(refused.body.message, url).toContain(NAME_CHARACTERS_MESSAGE);
    }
    expect((await deviceRow(t, device.id))!.name).toBe('Family car');
  });
});
