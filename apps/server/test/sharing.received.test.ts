import type { Device } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { accountShares } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, shareDevice, listedDevices } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

type Account = Awaited<ReturnType<typeof createVerifiedUser>>;

async function seenBy(viewer: Account, deviceId: string) {
  const one = await call<{ device: Device[] }>(t, viewer.authHeader, 'GET', `/api/devices/${deviceId}`);
  expect(one.status).toBe(200);
  const [device] = one.body.device;
  const list = await listedDevices(t, viewer.authHeader, viewer.user._id);
  expect(list.find((listed) => listed._id === deviceId)?.sharedWithMe).toEqual(device?.sharedWithMe);
  return device?.sharedWithMe;
}

describe('a device as a sharee sees it', () => {
  it('says the name it was shared as and when a Limited share ends; the owner sees no such thing', async () => {
    const [owner, limited, unrestricted] = [await createVerifiedUser(t), await createVerifiedUser(t), await createVerifiedUser(t)];
    const device = await insertDevice(t, owner.user._id);
    const expiryDate = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await shareDevice(t, device.id, limited.user, { accessRightsFlag: 2, expiryDate, sharerName: 'Dana from the office' });
    // An expiry left on a share that is not Limited does not end it, so it is not told.
    await shareDevice(t, device.id, unrestricted.user, { accessRightsFlag: 1, expiryDate, sharerName: 'Dana' });

    expect(await seenBy(limited, device.id)).toEqual({
      sharerName: 'Dana from the office',
      expiryDate: expiryDate.toISOString(),
      throughAccount: false,
    });
    expect(await seenBy(unrestricted, device.id)).toEqual({ sharerName: 'Dana', expiryDate: null, throughAccount: false });
    expect(await seenBy(owner, device.id)).toBeNull();
  });

  it("names the account's owner for a device seen through an account share", async () => {
    const [owner, member] = [await createVerifiedUser(t), await createVerifiedUser(t)];
    const device = await insertDevice(t, owner.user._id);
    await t.database.db
      .insert(accountShares)
      .values({ ownerId: owner.user._id, email: member.user.email, memberId: member.user._id, isAcceptedFlag: 1 });
    expect(await seenBy(member, device.id)).toEqual({ sharerName: owner.user.name, expiryDate: null, throughAccount: true });
  });
});
