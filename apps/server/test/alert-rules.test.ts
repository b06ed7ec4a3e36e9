import { defaultDeviceSettings, type NotificationsResponse } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewDeviceRow } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, deviceRow, insertDevice, shareDevice } from './helpers/devices.js';
import { deviceAuthorization, native, osmand, positionsOf } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * The alert rules beyond the spec: a low battery told once until it is charged above the level again, entering the
 * geofence as well as leaving it, and a device silent for its hours, found by the timed check and cleared by its next
 * report. Each reaches the owner's notification centre and notification emails.
 */

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let counter = 0;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const HOUR = 3600_000;
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const alertTypes = async (deviceId: string) => (await positionsOf(t, deviceId)).map((row) => row.alertType).reverse();
const toldOf = async (who: { authHeader: string }, deviceUUID: string) =>
  (await call<NotificationsResponse>(t, who.authHeader, 'GET', '/api/notifications?perPage=100')).body.data.filter(
    (notification) => notification.deviceUUID === deviceUUID,
  );

async function watchedDevice(values: Partial<NewDeviceRow>) {
  counter += 1;
  const email = `rules${counter}@alerts.test`;
  const device = await insertDevice(t, owner.user._id, {
    emailAlerts: true,
    notificationEmails: [email],
    confirmedNotificationEmails: [email],
    ...values,
  });
  return { device, email };
}
const alertMails = async (email: string, label: string) =>
  (await t.mailsTo(email)).filter((mail) => mail.subject.includes(`${label} alert from`));

describe('low battery', () => {
  const report = async (device: { osmandId: string }, battery: number) => {
    t.clock.advance(3 * 60_000);
    await osmand(t, {
      method: 'GET',
      url: `/?id=${device.osmandId}&lat=-33.86&lon=151.2&batt=${battery}&timestamp=${nowSeconds()}`,
    });
  };

  it('is told once at or below the level, and again only after the battery was charged clearly above it', async () => {
    const { device, email } = await watchedDevice({ lowBattery: { enable: true, level: 20 } });
    // 22 and 24 waver around the level: only above 25 is the battery charged again.
    for (const battery of [50, 20, 10, 22, 24, 15, 30, 18]) await report(device, battery);
    await t.app.backgroundWork.idle();
    expect(await alertTypes(device.id)).toEqual([null, 'lowBattery', null, null, null, null, null, 'lowBattery']);
    expect((await toldOf(owner, device.deviceUUID)).map((n) => n.message)).toEqual([
      'Family car is low on battery.',
      'Family car is low on battery.',
    ]);
    expect(await alertMails(email, 'Low battery')).toHaveLength(2);
  });

  it('reads the battery from the modem voltage when the device sends no percentage', async () => {
    const { device } = await watchedDevice({ lowBattery: { enable: true, level: 15 } });
    const authorization = await deviceAuthorization(t, device.id);
    const at = (ago: number, millivolts: number) => ({
      timestamp: nowSeconds() - ago,
      latitude: -33.86,
      longitude: 151.2,
      modem_voltage: millivolts,
    });
    // 4014 mV is 80 %, 3363 mV is 10 %.
    await native(t, authorization, { positions: [at(200, 4014), at(100, 3363)] });
    expect(await alertTypes(device.id)).toEqual([null, 'lowBattery']);
  });

  it('starts afresh when its level changes, so a battery already that low is told again', async () => {
    const { device } = await watchedDevice({ lowBattery: { enable: true, level: 20 } });
    await report(device, 12);
    await report(device, 12);
    const changed = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { lowBattery: { level: 15 } });
    expect(changed.status).toBe(200);
    await report(device, 12);
    expect(await alertTypes(device.id)).toEqual(['lowBattery', null, 'lowBattery']);
  });

  it('starts afresh for the next owner of the device', async () => {
    const { device } = await watchedDevice({ lowBattery: { enable: true, level: 20 }, subscriptionStatus: 'Inactive' });
    await report(device, 12);
    expect((await deviceRow(t, device.id))!.alertRaisedAt).toHaveProperty('lowBattery');
    const removed = await call<{ passcode: string }>(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`);
    expect(removed.status).toBe(200);
    const buyer = await createVerifiedUser(t);
    const claimed = await call(t, buyer.authHeader, 'POST', '/api/devices/claim', {
      deviceUUID: device.deviceUUID,
      passcode: removed.body.passcode,
      name: 'Second-hand car',
    });
    expect(claimed.status).toBe(201);
    expect(await deviceRow(t, device.id)).toMatchObject({ alertRaisedAt: {}, lowBattery: { enable: false } });
  });

  it('tells nothing while off', async () => {
    const { device } = await watchedDevice({});
    await osmand(t, {
      method: 'GET',
      url: `/?id=${device.osmandId}&lat=-33.86&lon=151.2&batt=5&timestamp=${nowSeconds()}`,
    });
    expect(await alertTypes(device.id)).toEqual([null]);
  });
});

describe('geofence crossings', () => {
  const square = [
    { lat: -33.9, lng: 151.1 },
    { lat: -33.9, lng: 151.3 },
    { lat: -33.8, lng: 151.3 },
    { lat: -33.8, lng: 151.1 },
  ];
  const crossings = async (geofenceAlertOn: 'exit' | 'entry' | 'both') => {
    const { device } = await watchedDevice({
      geoFence: { ...defaultDeviceSettings.geoFence, enable: true },
      mapBoundaryPoints: square,
      geofenceAlertOn,
    });
    const authorization = await deviceAuthorization(t, device.id);
    const at = (ago: number, latitude: number) => ({ timestamp: nowSeconds() - ago, latitude, longitude: 151.2 });
    // outside, in, out, in, in
    await native(t, authorization, {
      positions: [at(500, -33.7), at(400, -33.85), at(300, -33.6), at(200, -33.85), at(100, -33.86)],
    });
    return alertTypes(device.id);
  };

  it('tells an entry, an exit or both, as the device says', async () => {
    expect(await crossings('entry')).toEqual([null, 'geofenceEntry', null, 'geofenceEntry', null]);
    expect(await crossings('exit')).toEqual([null, null, 'geofenceExit', null, null]);
    expect(await crossings('both')).toEqual([null, 'geofenceEntry', 'geofenceExit', 'geofenceEntry', null]);
  });
});

describe('silent devices', () => {
  it('are told once after their hours without a report, to the people told, and the next report clears it', async () => {
    const [listening, stranger] = [await createVerifiedUser(t), await createVerifiedUser(t)];
    const { device, email } = await watchedDevice({ silentAlert: { enable: true, hours: 2 } });
    const quiet = await watchedDevice({});
    await shareDevice(t, device.id, listening.user);
    for (const watched of [device, quiet.device]) {
      await osmand(t, {
        method: 'GET',
        url: `/?id=${watched.osmandId}&lat=-33.86&lon=151.2&timestamp=${nowSeconds()}`,
      });
    }

    t.clock.advance(2 * HOUR - 60_000);
    await t.app.timedJobs.checkSilentDevices();
    expect(await toldOf(owner, device.deviceUUID)).toEqual([]);

    t.clock.advance(2 * 60_000);
    await t.app.timedJobs.checkSilentDevices();
    await t.app.timedJobs.checkSilentDevices();
    const [told] = await toldOf(owner, device.deviceUUID);
    expect(told).toMatchObject({
      kind: 'silent',
      message: 'Family car has not reported for a while.',
      place: { latitude: -33.86, longitude: 151.2 },
    });
    expect(await toldOf(owner, device.deviceUUID)).toHaveLength(1);
    expect(await toldOf(listening, device.deviceUUID)).toHaveLength(1);
    expect(await toldOf(stranger, device.deviceUUID)).toEqual([]);
    expect(await toldOf(owner, quiet.device.deviceUUID)).toEqual([]);
    const [mail] = await alertMails(email, 'No reports');
    expect(mail?.textBody).toContain('Last report:');
    expect((await deviceRow(t, device.id))!.silentAlertedAt).not.toBeNull();

    await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=-33.86&lon=151.2&timestamp=${nowSeconds()}` });
    expect((await deviceRow(t, device.id))!.silentAlertedAt).toBeNull();
    t.clock.advance(2 * HOUR + 60_000);
    await t.app.timedJobs.checkSilentDevices();
    expect(await toldOf(owner, device.deviceUUID)).toHaveLength(2);
  });

  it('falling silent together are told in one check, each exactly once, to each person and address', async () => {
    const listening = await createVerifiedUser(t);
    const watched = [];
    for (let i = 0; i < 4; i += 1) watched.push(await watchedDevice({ silentAlert: { enable: true, hours: 1 } }));
    for (const { device } of watched) {
      await shareDevice(t, device.id, listening.user, { emailAlerts: true });
      await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=-33.86&lon=151.2&timestamp=${nowSeconds()}` });
    }
    t.clock.advance(HOUR + 60_000);
    expect(await t.app.timedJobs.checkSilentDevices()).toBe(watched.length);
    expect(await t.app.timedJobs.checkSilentDevices()).toBe(0);

    for (const { device, email } of watched) {
      expect(await toldOf(owner, device.deviceUUID)).toHaveLength(1);
      expect(await toldOf(listening, device.deviceUUID)).toHaveLength(1);
      expect(await alertMails(email, 'No reports')).toHaveLength(1);
    }
    expect(await alertMails(listening.user.email, 'No reports')).toHaveLength(watched.length);
  });

  it('are watched again from scratch when the hours change', async () => {
    const { device } = await watchedDevice({ silentAlert: { enable: true, hours: 1 } });
    await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=-33.86&lon=151.2&timestamp=${nowSeconds()}` });
    t.clock.advance(HOUR + 60_000);
    await t.app.timedJobs.checkSilentDevices();
    const changed = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { silentAlert: { hours: 2 } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ device: { silentAlert: { enable: true, hours: 2 } } });
    expect((await deviceRow(t, device.id))!.silentAlertedAt).toBeNull();
  });
});

describe('the rules as settings', () => {
  it('are saved by whoever may change the device, checked, and refused to others', async () => {
    const { device } = await watchedDevice({});
    const stranger = await createVerifiedUser(t);
    const body = {
      lowBattery: { enable: true, level: 25 },
      silentAlert: { enable: true, hours: 24 },
      geofenceAlertOn: 'both',
    };
    const saved = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ device: body });

    for (const bad of [
      { lowBattery: { level: 4 } },
      { lowBattery: { level: 51 } },
      { silentAlert: { hours: 5 } },
      { geofenceAlertOn: 'inside' },
    ]) {
      expect((await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, bad)).status).toBe(400);
    }
    expect(
      (await call(t, stranger.authHeader, 'PUT', `/api/devices/${device.id}`, { lowBattery: { level: 30 } })).status,
    ).toBe(404);
    expect(await deviceRow(t, device.id)).toMatchObject({
      lowBattery: { enable: true, level: 25 },
      silentAlert: { hours: 24 },
      geofenceAlertOn: 'both',
    });
  });
});
