import type { Device } from '@lodestar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_AFTER_MS } from '../src/modules/device-commands/command-queue.repository.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice, shareDevice, type DeviceAnswer } from './helpers/devices.js';
import { deviceAuthorization, native, osmand, positionsOf } from './helpers/ingest.js';
import { seedPlans } from './helpers/billing.js';
import { createTestApp, useTestApp, type TestApp } from './helpers/test-app.js';
import { DEALER, dealershipTransfer, sellerWithTracker } from './helpers/transfers.js';

/**
 * The OsmAnd port has no secret of its own: the identifier a device reports under is its only key. These tests hold
 * that it is a random one the server issued, that the port tells nothing about which identifiers exist, that its
 * answers carry no anti-theft or geo-fence command, and that a forged date cannot decide what is live.
 */

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let imeiCounter = 356938035650000;

beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const newDevice = () => insertDevice(t, owner.user._id, { imei: String(imeiCounter++) });
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const report = (id: string, query = 'lat=10&lon=20') => osmand(t, { method: 'GET', url: `/?id=${encodeURIComponent(id)}&${query}` });
const jsonReport = (id: string) =>
  osmand(t, { method: 'POST', url: '/', payload: { device_id: id, location: { timestamp: t.clock.now().toISOString(), coords: { latitude: 10, longitude: 20 } } } });
const deviceAs = async (authHeader: string, id: string) => (await call<{ device: Device[] }>(t, authHeader, 'GET', `/api/devices/${id}`)).body.device[0]!;

describe('the OsmAnd identifier', () => {
  it('is a random 24-digit key the owner reads in the device, and differs from device to device', async () => {
    const [a, b] = [await newDevice(), await newDevice()];
    const seen = await deviceAs(owner.authHeader, a.id);
    expect(seen.osmand).toEqual({ id: a.osmandId, serialNumberAccepted: false, enabled: true });
    expect(a.osmandId).toMatch(/^[0-9a-f]{24}$/);
    expect(b.osmandId).not.toBe(a.osmandId);
    expect((await report(a.osmandId)).statusCode).toBe(200);
    expect((await report(a.osmandId.toUpperCase())).statusCode).toBe(200);
    expect(await positionsOf(t, a.id)).toHaveLength(2);
  });

  it('is shown to Owners, never to Unrestricted or Limited sharees', async () => {
    const device = await newDevice();
    for (const [privilege, shown] of [
      [0, true],
      [1, false],
      [2, false],
    ] as const) {
      const sharee = await createVerifiedUser(t);
      await shareDevice(t, device.id, { _id: sharee.user._id, email: sharee.signup.email }, { accessRightsFlag: privilege, expiryDate: new Date(Date.now() + 86_400_000) });
      expect((await deviceAs(sharee.authHeader, device.id)).osmand?.id === device.osmandId).toBe(shown);
    }
  });

  it('takes the IMEI and serial number only while the owner accepts them', async () => {
    const device = await newDevice();
    for (const key of [device.imei!, device.deviceUUID]) await report(key);
    expect(await positionsOf(t, device.id)).toHaveLength(0);

    const on = await call<DeviceAnswer>(t, owner.authHeader, 'PUT', `/api/devices/osmand/${device.id}`, { serialNumberAccepted: true });
    expect(on.status).toBe(200);
    expect(on.body.device.osmand?.serialNumberAccepted).toBe(true);
    for (const key of [device.imei!, device.deviceUUID]) await report(key);
    expect(await positionsOf(t, device.id)).toHaveLength(2);

    await call(t, owner.authHeader, 'PUT', `/api/devices/osmand/${device.id}`, { serialNumberAccepted: false });
    for (const key of [device.imei!, device.deviceUUID]) await report(key);
    expect(await positionsOf(t, device.id)).toHaveLength(2);
  });

  it('is renewed by the owner, and the old one stops working', async () => {
    const device = await newDevice();
    await report(device.osmandId);
    const renewed = await call<DeviceAnswer>(t, owner.authHeader, 'POST', `/api/devices/osmand/renew/${device.id}`);
    expect(renewed.status).toBe(200);
    const newId = renewed.body.device.osmand!.id;
    expect(newId).toMatch(/^[0-9a-f]{24}$/);
    expect(newId).not.toBe(device.osmandId);
    await report(device.osmandId);
    await report(newId);
    expect(await positionsOf(t, device.id)).toHaveLength(2);
  });

  it('is renewed when the device leaves its account, so whoever set it up cannot report for the next owner', async () => {
    const device = await newDevice();
    expect((await call(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`)).status).toBe(200);
    const row = await deviceRow(t, device.id);
    expect(row!.osmandId).not.toBe(device.osmandId);
    expect(row!.osmandSerialAccepted).toBe(false);
  });

  it('can be changed only by the owner: a stranger gets 404, a Limited sharee 403, and nothing changes', async () => {
    const device = await newDevice();
    const stranger = await createVerifiedUser(t);
    const sharee = await createVerifiedUser(t);
    await shareDevice(t, device.id, { _id: sharee.user._id, email: sharee.signup.email }, { accessRightsFlag: 1 });
    for (const [who, status] of [
      [stranger, 404],
      [sharee, 403],
    ] as const) {
      expect((await call(t, who.authHeader, 'PUT', `/api/devices/osmand/${device.id}`, { serialNumberAccepted: true })).status).toBe(status);
      expect((await call(t, who.authHeader, 'POST', `/api/devices/osmand/renew/${device.id}`)).status).toBe(status);
    }
    expect(await deviceRow(t, device.id)).toMatchObject({ osmandId: device.osmandId, osmandSerialAccepted: false });
  });
});

describe('a key change reaches every server process at once', () => {
  let other: TestApp;
  beforeAll(async () => {
    await seedPlans(t);
    other = await createTestApp({}, false, { database: t.database, clock: t.clock });
  });
  afterAll(() => other?.close());

  /** A report to the other process's listener, which has just taken reports under the same key. */
  const reportToOther = (id: string) => osmand(other, { method: 'GET', url: `/?id=${id}&lat=10&lon=20` });
  const warmedUp = async (device: { id: string; osmandId: string }) => {
    for (let i = 0; i < 3; i += 1) expect((await reportToOther(device.osmandId)).statusCode).toBe(200);
    expect(await positionsOf(t, device.id)).toHaveLength(3);
  };

  it('a renewed key: the old one stores nothing on the other process, with no time passing; the new one does', async () => {
    const device = await newDevice();
    await warmedUp(device);
    const renewed = await call<DeviceAnswer>(t, owner.authHeader, 'POST', `/api/devices/osmand/renew/${device.id}`);
    await reportToOther(device.osmandId);
    expect(await positionsOf(t, device.id)).toHaveLength(3);
    await reportToOther(renewed.body.device.osmand!.id);
    expect(await positionsOf(t, device.id)).toHaveLength(4);
  });

  it('a removed device: its key stores nothing more on the other process', async () => {
    const device = await newDevice();
    await warmedUp(device);
    expect((await call(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`)).status).toBe(200);
    await reportToOther(device.osmandId);
    expect(await positionsOf(t, device.id)).toHaveLength(3);
  });

  it("a transferred tracker: the seller's key writes nothing into the receiver's history on the other process", async () => {
    const { seller, device } = await sellerWithTracker(t, DEALER, { fee: 0 });
    const receiver = await createVerifiedUser(t);
    await warmedUp(device);
    const transfer = { deviceId: device.id, userId: receiver.user._id, planId: 'gps-bi-yearly' };
    const done = await dealershipTransfer(t, seller.authHeader, transfer);
    expect(done.status).toBe(200);
    await reportToOther(device.osmandId);
    expect(await positionsOf(t, device.id)).toHaveLength(3);
  });
});

describe('the OsmAnd port tells nothing about which identifiers exist', () => {
  it('answers every refused identifier exactly as a known one, in the query and the JSON form, and stores nothing', async () => {
    const known = await newDevice();
    const withSecret = await newDevice();
    await deviceAuthorization(t, withSecret.id);
    const renewedAway = await newDevice();
    await call(t, owner.authHeader, 'POST', `/api/devices/osmand/renew/${renewedAway.id}`);
    const refused = {
      'an unknown key': '0123456789abcdef01234567',
      'the next serial number': `${known.deviceUUID}0`,
      'an IMEI not accepted': known.imei!,
      'a serial number not accepted': known.deviceUUID,
      'the key of a device with a native secret': withSecret.osmandId,
      'a key renewed away': renewedAway.osmandId,
    };
    const knownQuery = await report(known.osmandId);
    const knownJson = await jsonReport(known.osmandId);
    expect([knownQuery.statusCode, knownJson.statusCode]).toEqual([200, 200]);
    for (const [what, id] of Object.entries(refused)) {
      for (const [answer, expected] of [
        [await report(id), knownQuery],
        [await jsonReport(id), knownJson],
      ] as const) {
        expect({ what, status: answer.statusCode, body: answer.body, type: answer.headers['content-type'] }).toEqual({
          what,
          status: expected.statusCode,
          body: expected.body,
          type: expected.headers['content-type'],
        });
      }
    }
    for (const device of [withSecret, renewedAway]) expect(await positionsOf(t, device.id)).toHaveLength(0);
    expect(await positionsOf(t, known.id)).toHaveLength(2);
  });

  it('refuses OsmAnd for a device that has a native secret, which keeps reporting through the native call', async () => {
    const device = await newDevice();
    const authorization = await deviceAuthorization(t, device.id);
    await report(device.osmandId);
    expect(await positionsOf(t, device.id)).toHaveLength(0);
    expect((await deviceAs(owner.authHeader, device.id)).osmand?.enabled).toBe(false);
    const answer = await native(t, authorization, { positions: [{ latitude: 1, longitude: 2, timestamp: nowSeconds() - 5, type: 'gps' }], acks: [] });
    expect(answer.status).toBe(200);
    expect(await positionsOf(t, device.id)).toHaveLength(1);
  });
});

describe('commands over OsmAnd', () => {
  it('never carries anti-theft, passcode, geo-fence, settings or firmware commands: they wait for the native call', async () => {
    const device = await newDevice();
    await call(t, owner.authHeader, 'PUT', `/api/devices/alarm/${device.id}/on`);
    await call(t, owner.authHeader, 'PUT', `/api/devices/stolen/${device.id}/on`);
    await call(t, owner.authHeader, 'PUT', `/api/devices/passcode/${device.id}`, { passcode: '13572468', confirmation: '13572468' });
    await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, { tone: 3 });
    await call(t, owner.authHeader, 'PUT', `/api/devices/airplane-mode/${device.id}`, { duration: 3600 });
    const queued = await commandsOf(t, device.id);
    expect(queued.map((command) => command.type).sort()).toEqual(['airplaneMode', 'alarm', 'rekey', 'reportStolen', 'settings']);

    const answers: string[] = [];
    for (let second = 60; second > 0; second -= 10) {
      t.clock.advance(1000);
      answers.push((await report(device.osmandId, `lat=10&lon=20&timestamp=${nowSeconds() - second}`)).body);
    }
    expect(answers.filter(Boolean)).toEqual(['airplaneMode 3600']);

    const authorization = await deviceAuthorization(t, device.id);
    const handed = await native(t, authorization, { positions: [], acks: [] });
    expect((handed.body.commands as { type: string }[]).map((command) => command.type).sort()).toEqual(['alarm', 'rekey', 'reportStolen', 'settings']);
  });

  it('hands a command again when the device resends the report it came with (its answer was lost)', async () => {
    const device = await newDevice();
    await call(t, owner.authHeader, 'POST', `/api/devices/locate/${device.id}`, { locationReportMode: 'once' });
    const lostAnswer = `lat=10&lon=20&timestamp=${nowSeconds() - 30}`;
    expect((await report(device.osmandId, lostAnswer)).body).toBe('locate once');
    t.clock.advance(5000);
    expect((await report(device.osmandId, lostAnswer)).body).toBe('');
    t.clock.advance(RESEND_AFTER_MS);
    expect((await report(device.osmandId, lostAnswer)).body).toBe('locate once');
    t.clock.advance(5000);
    expect((await report(device.osmandId, `lat=10&lon=20&timestamp=${nowSeconds() - 1}`)).body).toBe('');
    expect((await commandsOf(t, device.id)).map((command) => command.status)).toEqual(['acknowledged']);
    t.clock.advance(RESEND_AFTER_MS);
    expect((await report(device.osmandId, `lat=10&lon=20&timestamp=${nowSeconds()}`)).body).toBe('');
  });
});

describe('a date ahead of the clock', () => {
  const FOUR_MINUTES = 240;
  const ahead = {
    'epoch seconds': () => String(nowSeconds() + FOUR_MINUTES),
    'epoch milliseconds': () => String((nowSeconds() + FOUR_MINUTES) * 1000),
    'ISO 8601': () => encodeURIComponent(new Date((nowSeconds() + FOUR_MINUTES) * 1000).toISOString()),
  };

  it.each(Object.entries(ahead))('in %s does not make the real reports after it late: their motion alert is raised', async (_form, timestamp) => {
    const device = await insertDevice(t, owner.user._id, {
      imei: String(imeiCounter++),
      accelerometer: { enable: true, ultraPowerMode: false, sendLocation: true, sensitivity: 5, reAlertDuration: 180, duration: 0 },
    });
    await report(device.osmandId, `lat=10&lon=20&timestamp=${timestamp()}&batt=11`);
    t.clock.advance(10_000);
    await report(device.osmandId, `lat=10.001&lon=20&timestamp=${nowSeconds()}&batt=88&alarm=movement`);
    const [newest] = await positionsOf(t, device.id).then((rows) => rows.filter((row) => row.latitude === 10.001));
    expect(newest!.alertType).toBe('motion');
    expect((await deviceRow(t, device.id))!.batteryPercentage).toBe(88);
  });

  it('does not silence the geo-fence: leaving it after a forged report inside still raises the exit', async () => {
    const square = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 0 },
    ];
    const device = await insertDevice(t, owner.user._id, {
      imei: String(imeiCounter++),
      mapBoundaryPoints: square,
      geoFence: { enable: true, liveTrackingUnable: false, trackingTime: 0 },
    });
    await report(device.osmandId, `lat=0.5&lon=0.5&timestamp=${nowSeconds() - 20}`);
    await report(device.osmandId, `lat=0.5&lon=0.5&timestamp=${nowSeconds() + FOUR_MINUTES}`);
    t.clock.advance(10_000);
    await report(device.osmandId, `lat=5&lon=5&timestamp=${nowSeconds()}`);
    const [outside] = await positionsOf(t, device.id).then((rows) => rows.filter((row) => row.latitude === 5));
    expect(outside!.alertType).toBe('geofenceExit');
  });
});
