import { describe, expect, it } from 'vitest';
import type { GetDeviceResponse, ModemInfo } from '@lodestar/contract';
import { eq } from 'drizzle-orm';
import { devices } from '../src/db/schema/index.js';
import { createDevicesRepository } from '../src/modules/devices/devices.repository.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, DEVICE_PASSCODE, deviceRow, insertDevice, shareDevice, sharesOf, type DeviceAnswer, listedDevices } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const owned = async (values: Parameters<typeof insertDevice>[2] = {}) => {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id, values);
  return { ...owner, device };
};

describe('GET /api/devices/{id}', () => {
  it('answers the device as a one-entry list with every share for its owner, and only their own share for a guest', async () => {
    const { authHeader, device } = await owned({ name: 'Van' });
    const guest = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    await shareDevice(t, device.id, guest.user, { accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() + 86_400_000), message: 'Take care' });
    await shareDevice(t, device.id, other.user, { accessRightsFlag: 0 });

    const asOwner = await call<GetDeviceResponse>(t, authHeader, 'GET', `/api/devices/${device.deviceUUID}`);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.device).toEqual([expect.objectContaining({ _id: device.id, name: 'Van', privilege: 3, share_count: 2 })]);
    expect(asOwner.body.sharedDevices.map((s) => [s.sharedUserWithEmail, s.accessRightsFlag, s.isOwnerFlag])).toEqual([
      [guest.user.email, 2, 0],
      [other.user.email, 0, 1],
    ]);
    expect(asOwner.body.sharedDevices[0]).toMatchObject({ deviceUUID: device.deviceUUID, isAcceptedFlag: 1, message: 'Take care', user: { name: guest.user.name } });
    // The reference's masterKey is always empty: the passcode is answered only as `passcode`, to those who may share.
    expect(asOwner.body.device[0]?.masterKey).toBe('');
    expect(JSON.stringify(asOwner.body.sharedDevices)).not.toContain('masterKey');

    const asGuest = await call<GetDeviceResponse>(t, guest.authHeader, 'GET', `/api/devices/${device.id}`);
    expect(asGuest.body.device[0]).toMatchObject({ privilege: 2, passcode: null });
    expect(asGuest.body.sharedDevices.map((s) => s.sharedUserWithEmail)).toEqual([guest.user.email]);
  });
});

describe('PUT /api/devices/{id}', () => {
  it('changes the given fields, merges nested settings, and queues for the device only what it acts on', async () => {
    const { authHeader, device } = await owned();
    const answer = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/${device.id}`, {
      name: '  Work van ',
      color: '#DC143C',
      temperature: { unit: 'f', level: 30 },
      scheduleReportInterval: 600,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Updated successfully');
    expect(answer.body.device).toMatchObject({
      name: 'Work van',
      color: '#DC143C',
      scheduleReportInterval: 600,
      temperature: { unit: 'f', level: 30, enable: false, condition: 'greaterOrEqual', reAlertDuration: 300 },
    });
    const commands = await commandsOf(t, device.id);
    expect(commands.map((c) => [c.type, c.status, c.payload])).toEqual([
      ['settings', 'queued', { temperature: answer.body.device.temperature, scheduleReportInterval: 600 }],
    ]);

    await call(t, authHeader, 'PUT', `/api/devices/${device.id}`, { name: 'Renamed only' });
    expect(await commandsOf(t, device.id)).toHaveLength(1);
  });

  it('takes a Fahrenheit level in Fahrenheit', async () => {
    const { authHeader, device } = await owned();
    const answer = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/${device.id}`, { temperature: { unit: 'f', level: 100 } });
    expect(answer.status).toBe(200);
    expect(answer.body.device.temperature).toMatchObject({ unit: 'f', level: 100 });
  });

  it("takes the spec's alert switches and operating mode by their own calls' rules (decision 0083)", async () => {
    const { authHeader, device } = await owned();
    const put = (payload: object, who = authHeader) => call<DeviceAnswer>(t, who, 'PUT', `/api/devices/${device.id}`, payload);
    const answer = await put({ _id: device.id, name: 'Quiet van', pushNotification: false, emailAlerts: true, operatingMode: 'responsiveness' });
    expect(answer.status).toBe(200);
    expect(answer.body.device).toMatchObject({ name: 'Quiet van', pushNotification: false, emailAlerts: true, operatingMode: 'responsiveness' });
    expect(await deviceRow(t, device.id)).toMatchObject({ name: 'Quiet van', pushNotification: false, emailAlerts: true, operatingMode: 'responsiveness' });
    // The device is told its mode, as PUT /api/devices/operating-mode/{id} tells it.
    expect((await commandsOf(t, device.id)).map((command) => [command.type, command.payload])).toEqual([
      ['operatingMode', { operatingMode: 'responsiveness' }],
    ]);

    // A sharee's switches are their own share's, as the alert-settings call keeps them; the owner's stay.
    const guest = await createVerifiedUser(t);
    await shareDevice(t, device.id, guest.user, { accessRightsFlag: 1 });
    expect((await put({ pushNotification: true }, guest.authHeader)).body.device).toMatchObject({ pushNotification: true });
    expect(await deviceRow(t, device.id)).toMatchObject({ pushNotification: false });
    expect((await sharesOf(t, device.id))[0]).toMatchObject({ pushNotification: true });
  });

  it('changes nothing when any part is refused: a part the caller may not change, a bad value, another _id', async () => {
    const { authHeader, device } = await owned();
    const limited = await createVerifiedUser(t);
    await shareDevice(t, device.id, limited.user, { accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() + 3_600_000) });
    const stranger = await createVerifiedUser(t);
    const put = (payload: object, who = authHeader) => call<{ success: boolean }>(t, who, 'PUT', `/api/devices/${device.id}`, payload);
    // A Limited sharee may set their own alerts, not the device's name or mode: the whole request is refused.
    expect((await put({ name: 'Taken', pushNotification: false }, limited.authHeader)).status).toBe(403);
    expect((await put({ operatingMode: 'responsiveness', emailAlerts: true }, limited.authHeader)).status).toBe(403);
    expect((await put({ pushNotification: false }, stranger.authHeader)).status).toBe(404);
    // A temperature level out of range is found as the settings are applied, before the switches.
    const badLevel = await put({ temperature: { unit: 'c', level: 500 }, pushNotification: false, operatingMode: 'responsiveness' });
    expect(badLevel.status).toBe(400);
    expect((await put({ _id: crypto.randomUUID(), pushNotification: false })).status).toBe(400);
    expect((await put({ operatingMode: 'sleepy' })).status).toBe(400);
    expect(await deviceRow(t, device.id)).toEqual(device);
    // The share's own switches as made (their defaults).
    expect((await sharesOf(t, device.id))[0]).toMatchObject({ pushNotification: true, emailAlerts: false });
    expect(await commandsOf(t, device.id)).toEqual([]);
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { userId: '00000000-0000-0000-0000-000000000000' }],
    ['a blank name', { name: '   ' }],
    ['a colour that is not hex', { color: 'red' }],
    ['a reporting interval not offered', { scheduleReportInterval: 61 }],
    ['a sensitivity out of range', { accelerometer: { sensitivity: 11 } }],
    ['an unknown nested field', { temperature: { unit: 'f', kelvin: true } }],
    ['a picture with a data: prefix', { devicePicture: 'data:image/png;base64,iVBOR' }],
    ['a picture that is not whole base64', { devicePicture: '/9j/AAAAAAAAAAAAA' }],
    ['cell reports without GPS', { scheduleReport: ['cell'] }],
    ['a report kind twice', { scheduleReport: ['gps', 'gps'] }],
    ['a temperature level the modem cannot reach in °C', { temperature: { level: 100 } }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const { authHeader, device } = await owned();
    const answer = await call<{ success: boolean; errors: string[] }>(t, authHeader, 'PUT', `/api/devices/${device.id}`, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors.length).toBeGreaterThan(0);
    expect(await deviceRow(t, device.id)).toEqual(device);
  });
});

describe('DELETE /api/devices/{id}', () => {
  it('refuses a GPS device with an active subscription with the spec message', async () => {
    const { authHeader, device } = await owned({ subscriptionStatus: 'Active' });
    const answer = await call(t, authHeader, 'DELETE', `/api/devices/${device.id}`);
    expect(answer).toMatchObject({
      status: 409,
      body: { success: false, message: 'Device has an active subscription, please cancel the subscription to delete the device.' },
    });
    expect(await deviceRow(t, device.id)).toEqual(device);
  });

  it('removes an Inactive GPS device, a card with any status, ends its shares, and lets it be claimed again with a new passcode only', async () => {
    const { user, authHeader, device } = await owned({ subscriptionStatus: 'Inactive' });
    const card = await insertDevice(t, user._id, { deviceType: 'shield_card', subscriptionStatus: 'Active' });
    // An Owner sharee is given the passcode with the share (masterKey).
    const guest = await createVerifiedUser(t);
    await shareDevice(t, device.id, guest.user, { accessRightsFlag: 0 });
    await call(t, authHeader, 'PUT', `/api/devices/alarm/${device.id}/on`);

    const removal = await call<{ success: boolean; message: string; passcode: string }>(t, authHeader, 'DELETE', `/api/devices/${device.deviceUUID}`);
    expect(removal).toMatchObject({ status: 200, body: { success: true, message: 'Removed successfully' } });
    const { passcode } = removal.body;
    expect(passcode).toMatch(/^\d{6}$/);
    expect(passcode).not.toBe(DEVICE_PASSCODE);
    expect((await call(t, authHeader, 'DELETE', `/api/devices/${card.id}`)).status).toBe(200);
    expect((await call(t, authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect((await call(t, guest.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
    expect(await sharesOf(t, device.id)).toEqual([]);
    // The alarm command goes; the device is told its new passcode.
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.status, c.payload])).toEqual([
      ['alarm', 'superseded', { on: true }],
      ['rekey', 'queued', { passcode }],
    ]);
    expect(await listedDevices(t, authHeader, user._id)).toEqual([]);

    const claim = (who: string, code: string) =>
      call<DeviceAnswer>(t, who, 'POST', '/api/devices/claim', { deviceUUID: device.deviceUUID, passcode: code, name: 'Second-hand car' });
    expect((await claim(guest.authHeader, DEVICE_PASSCODE)).status).toBe(400);
    const buyer = await createVerifiedUser(t);
    const claimed = await claim(buyer.authHeader, passcode);
    expect(claimed.status).toBe(201);
    expect(claimed.body.device).toMatchObject({ name: 'Second-hand car', privilege: 3, userId: buyer.user._id, alarm: false, deleted: false });
  });

  it('releases a device once when two removals race: the second answers 404 and the first passcode stays the one to claim with', async () => {
    const { authHeader, device } = await owned({ subscriptionStatus: 'Inactive' });
    const removals = await Promise.all([1, 2].map(() => call<{ passcode?: string }>(t, authHeader, 'DELETE', `/api/devices/${device.id}`)));
    expect(removals.map((r) => r.status).sort()).toEqual([200, 404]);
    const passcode = removals.find((r) => r.status === 200)!.body.passcode;
    expect((await deviceRow(t, device.id))?.passcode).toBe(passcode);
    expect((await commandsOf(t, device.id)).filter((c) => c.type === 'rekey').map((c) => c.payload)).toEqual([{ passcode }]);
  });

  it('does not release a device that is no longer the remover\'s (claimed by someone else since it was looked up)', async () => {
    const { user, device } = await owned({ subscriptionStatus: 'Inactive' });
    const buyer = await createVerifiedUser(t);
    await t.database.db.update(devices).set({ userId: buyer.user._id }).where(eq(devices.id, device.id));
    const repository = createDevicesRepository(t.database.db);
    expect(await repository.release(device.id, user._id, t.clock.now())).toBeUndefined();
    expect(await repository.release(device.id, null, t.clock.now())).toBeUndefined();
    expect(await deviceRow(t, device.id)).toMatchObject({ userId: buyer.user._id, passcode: device.passcode, deleted: false });
  });
});

describe('device actions', () => {
  it('turns the alarm on and off with the server message, queuing one alarm command at a time', async () => {
    const { authHeader, device } = await owned();
    const on = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/alarm/${device.deviceUUID}/on`);
    expect(on.body).toMatchObject({ success: true, message: 'Alarm turned on', device: { alarm: true } });
    const off = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/alarm/${device.id}/off`);
    expect(off.body).toMatchObject({ message: 'Alarm turned off', device: { alarm: false } });
    const commands = await commandsOf(t, device.id);
    expect(commands.map((c) => [c.status, c.payload])).toEqual([
      ['superseded', { on: true }],
      ['queued', { on: false }],
    ]);
    expect((await call(t, authHeader, 'PUT', `/api/devices/alarm/${device.id}/maybe`)).status).toBe(400);
  });

  it('carries the fields of a waiting settings command into the one that supersedes it', async () => {
    const { authHeader, device } = await owned();
    expect((await call(t, authHeader, 'PUT', `/api/devices/${device.id}`, { tone: 3 })).status).toBe(200);
    expect((await call(t, authHeader, 'PUT', `/api/devices/${device.id}`, { ledFlash: true, tone: 4 })).status).toBe(200);
    const commands = await commandsOf(t, device.id);
    expect(commands.map((c) => [c.status, c.payload])).toEqual([
      ['superseded', { tone: 3 }],
      ['queued', { tone: 4, ledFlash: true }],
    ]);
  });

  it('sets the operating mode and airplane mode, and queues both', async () => {
    const { authHeader, device } = await owned();
    const mode = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/operating-mode/${device.id}`, { operatingMode: 'batteryLife' });
    expect(mode.body).toMatchObject({ message: 'Updated successfully', device: { operatingMode: 'batteryLife' } });
    const airplane = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/airplane-mode/${device.id}`, { duration: 7200 });
    expect(airplane.status).toBe(200);
    expect(new Date(airplane.body.device.airplaneModeUntil!).getTime()).toBe(t.clock.now().getTime() + 7_200_000);
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.payload])).toEqual([
      ['operatingMode', { operatingMode: 'batteryLife' }],
      ['airplaneMode', { duration: 7200 }],
    ]);
    expect((await call(t, authHeader, 'PUT', `/api/devices/operating-mode/${device.id}`, { operatingMode: 'turbo' })).status).toBe(400);
    expect((await call(t, authHeader, 'PUT', `/api/devices/airplane-mode/${device.id}`, { duration: 25 * 3600 })).status).toBe(400);
    expect((await call(t, authHeader, 'PUT', `/api/devices/airplane-mode/${device.id}`, { duration: 60 })).status).toBe(400);
  });

  it('switches push and email alerts: the device’s for its owner, their own for a sharee', async () => {
    const { authHeader, device } = await owned();
    const guest = await createVerifiedUser(t);
    await shareDevice(t, device.id, guest.user, { accessRightsFlag: 1 });
    const answer = await call<DeviceAnswer>(t, authHeader, 'PUT', `/api/devices/alert-settings/${device.id}`, { pushNotification: false, emailAlerts: true });
    expect(answer.body.device).toMatchObject({ pushNotification: false, emailAlerts: true });
    expect((await call(t, authHeader, 'PUT', `/api/devices/alert-settings/${device.id}`, {})).status).toBe(400);

    const asGuest = await call<DeviceAnswer>(t, guest.authHeader, 'PUT', `/api/devices/alert-settings/${device.id}`, { emailAlerts: true });
    expect(asGuest.body.device).toMatchObject({ pushNotification: true, emailAlerts: true });
    await call(t, guest.authHeader, 'PUT', `/api/devices/alert-settings/${device.id}`, { pushNotification: false, emailAlerts: false });
    expect(await deviceRow(t, device.id)).toMatchObject({ pushNotification: false, emailAlerts: true });
    expect((await sharesOf(t, device.id))[0]).toMatchObject({ pushNotification: false, emailAlerts: false });
    const ownerView = await call<GetDeviceResponse>(t, authHeader, 'GET', `/api/devices/${device.id}`);
    expect(ownerView.body.device[0]).toMatchObject({ pushNotification: false, emailAlerts: true });
  });

  it('answers the latest temperature in the device unit, or null before any reading', async () => {
    const { authHeader, device } = await owned({ modemTemperature: 25, lastSeenTime: new Date('2026-11-20T10:00:00Z'), temperature: { enable: false, sendLocation: false, reAlertDuration: 300, condition: 'greaterOrEqual', level: 40, unit: 'f' } });
    const answer = await call(t, authHeader, 'GET', `/api/devices/temperature/${device.id}`);
    expect(answer.body).toEqual({ success: true, temperature: { celsius: 25, fahrenheit: 77, unit: 'f', readAt: '2026-11-20T10:00:00.000Z' } });
    const fresh = await owned();
    expect((await call(t, fresh.authHeader, 'GET', `/api/devices/temperature/${fresh.device.id}`)).body).toEqual({ success: true, temperature: null });
  });

  it('answers modem info with the eDRX and PSM texts', async () => {
    const { authHeader, device } = await owned({ edrxValue: 20.48, psmTau: -1, modemVoltage: 3735, batteryPercentage: 50, esimStatus: 'Active', cellRequestsCount: 12 });
    const answer = await call<{ modemInfo: ModemInfo }>(t, authHeader, 'GET', `/api/devices/modemInfo/${device.deviceUUID}`);
    expect(answer.body.modemInfo).toMatchObject({
      edrxStatus: 'Available / On',
      psmStatus: 'Unavailable in your region',
      esim: { status: 'Active' },
      cellRequestsCount: 12,
      cellScanLimit: 150,
      battery_percentage: 50,
    });
  });
});

describe('DELETE /api/share-device/all/{uuid}', () => {
  it('ends every share of the device', async () => {
    const { authHeader, device } = await owned();
    const a = await createVerifiedUser(t);
    const b = await createVerifiedUser(t);
    await shareDevice(t, device.id, a.user);
    await shareDevice(t, device.id, b.user, { accessRightsFlag: 0 });
    expect(await call(t, authHeader, 'DELETE', `/api/share-device/all/${device.deviceUUID}`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Removed successfully' },
    });
    expect(await sharesOf(t, device.id)).toEqual([]);
    expect((await call(t, a.authHeader, 'GET', `/api/devices/${device.id}`)).status).toBe(404);
  });
});

describe('POST /api/devices/claim', () => {
  it('adds a provisioned device to the account', async () => {
    const device = await insertDevice(t, null, { name: 'Unboxed' });
    const buyer = await createVerifiedUser(t);
    const answer = await call<DeviceAnswer>(t, buyer.authHeader, 'POST', '/api/devices/claim', {
      deviceUUID: device.deviceUUID,
      passcode: DEVICE_PASSCODE,
      name: 'My new tracker',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.device).toMatchObject({ _id: device.id, name: 'My new tracker', privilege: 3, passcode: DEVICE_PASSCODE });
  });

  it('gives one answer for a wrong passcode, an unknown serial and a device that has an owner', async () => {
    const unowned = await insertDevice(t, null);
    const { device: ownedDevice } = await owned();
    const buyer = await createVerifiedUser(t);
    const attempts = [
      { deviceUUID: unowned.deviceUUID, passcode: '000000', name: 'x' },
      { deviceUUID: 'SN-UNKNOWN', passcode: DEVICE_PASSCODE, name: 'x' },
      { deviceUUID: ownedDevice.deviceUUID, passcode: DEVICE_PASSCODE, name: 'x' },
    ];
    const answers = await Promise.all(attempts.map((body) => call(t, buyer.authHeader, 'POST', '/api/devices/claim', body)));
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'The serial number or passcode is incorrect, or the device already belongs to an account.' },
      });
    }
    expect((await deviceRow(t, unowned.id))?.userId).toBeNull();
    expect((await deviceRow(t, ownedDevice.id))?.userId).toBe(ownedDevice.userId);
    expect((await call(t, buyer.authHeader, 'POST', '/api/devices/claim', { deviceUUID: 'x', passcode: '1' })).status).toBe(400);
  });

  it('refuses even the right passcode for an hour after five wrong ones', async () => {
    const device = await insertDevice(t, null);
    const buyer = await createVerifiedUser(t);
    const claim = (passcode: string) => call(t, buyer.authHeader, 'POST', '/api/devices/claim', { deviceUUID: device.deviceUUID, passcode, name: 'Mine' });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await claim('111111')).status).toBe(400);
    expect((await claim(DEVICE_PASSCODE)).status).toBe(400);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await claim(DEVICE_PASSCODE)).status).toBe(201);
    expect(await deviceRow(t, device.id)).toMatchObject({ claimFailures: 0, claimLockedUntil: null });
  });

  it('hands the device to its new owner with none of the previous owner’s settings', async () => {
    const device = await insertDevice(t, null, {
      alarm: true,
      color: '#DC143C',
      emailAlerts: true,
      notificationEmails: ['old@example.com'],
      operatingMode: 'batteryLife',
      tone: 9,
      scheduleReportInterval: 60,
    });
    const buyer = await createVerifiedUser(t);
    const answer = await call<DeviceAnswer>(t, buyer.authHeader, 'POST', '/api/devices/claim', { deviceUUID: device.deviceUUID, passcode: DEVICE_PASSCODE, name: 'Fresh' });
    expect(answer.body.device).toMatchObject({
      alarm: false,
      color: null,
      emailAlerts: false,
      notificationEmails: [],
      operatingMode: 'responsiveness',
      tone: 5,
      scheduleReportInterval: 3600,
    });
  });
});
