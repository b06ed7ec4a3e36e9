import { messages, serverMessages, type FirmwareStatus } from '@lodestar/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceCommands } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const owned = async (values: Parameters<typeof insertDevice>[2] = {}) => {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id, values);
  return { ...owner, device };
};

describe('firmware', () => {
  it('answers the installed and latest release, queues an update and shows it pending', async () => {
    const { authHeader, device } = await owned({ firmwareVersion: '2.3.0' });
    const url = `/api/firmwares/update/${device.deviceUUID}`;
    const before = await call<FirmwareStatus>(t, authHeader, 'GET', url);
    expect(before.body).toMatchObject({ current: '2.3.0', latest: { version: '2.4.1' }, updateAvailable: true, pending: null });
    expect(await call(t, authHeader, 'POST', url, { firmware: '2.4.1' })).toMatchObject({ status: 200, body: { success: true, message: messages.requested } });
    const after = await call<FirmwareStatus>(t, authHeader, 'GET', url);
    expect(after.body.pending).toMatchObject({ version: '2.4.1' });
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.payload])).toEqual([['firmware', { version: '2.4.1' }]]);
  });

  it('cancels a requested update while the device has not received it, and says so once it has', async () => {
    const { authHeader, device } = await owned({ firmwareVersion: '2.3.0' });
    const url = `/api/firmwares/update/${device.deviceUUID}`;
    expect((await call(t, authHeader, 'POST', url, { firmware: '2.4.1' })).status).toBe(200);
    expect(await call(t, authHeader, 'DELETE', url)).toMatchObject({
      status: 200,
      body: { success: true, message: serverMessages.firmwareUpdateCancelled },
    });
    expect((await call<FirmwareStatus>(t, authHeader, 'GET', url)).body).toMatchObject({ pending: null, updateAvailable: true });
    expect((await t.database.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, device.id))).map((c) => c.status)).toEqual([
      'superseded',
    ]);
    expect(await call(t, authHeader, 'DELETE', url)).toMatchObject({ status: 409, body: { message: serverMessages.firmwareNoUpdateWaiting } });

    // Once handed to the device in the answer to a report, it is on its way.
    expect((await call(t, authHeader, 'POST', url, { firmware: '2.4.1' })).status).toBe(200);
    await t.database.db
      .update(deviceCommands)
      .set({ status: 'sent', sentAt: t.clock.now() })
      .where(and(eq(deviceCommands.deviceId, device.id), eq(deviceCommands.status, 'queued')));
    expect(await call(t, authHeader, 'DELETE', url)).toMatchObject({ status: 409, body: { message: serverMessages.firmwareUpdateDelivered } });
    expect((await call<FirmwareStatus>(t, authHeader, 'GET', url)).body.pending).toMatchObject({ version: '2.4.1' });
  });

  it('never offers or takes an older release than the one installed', async () => {
    const { authHeader, device } = await owned({ firmwareVersion: '2.10.0' });
    const url = `/api/firmwares/update/${device.id}`;
    expect((await call<FirmwareStatus>(t, authHeader, 'GET', url)).body).toMatchObject({ current: '2.10.0', updateAvailable: false });
    expect((await call(t, authHeader, 'POST', url, { firmware: '2.4.1' })).status).toBe(409);
  });

  it('refuses a release of another device type and the version already installed', async () => {
    const { authHeader, device } = await owned({ firmwareVersion: '2.4.1' });
    const url = `/api/firmwares/update/${device.id}`;
    expect((await call(t, authHeader, 'POST', url, { firmware: '3.2.0' })).status).toBe(400);
    expect((await call(t, authHeader, 'POST', url, { firmware: '2.4.1' })).status).toBe(409);
    expect((await call<FirmwareStatus>(t, authHeader, 'GET', url)).body.updateAvailable).toBe(false);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });
});

