import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { devices } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice } from './helpers/devices.js';
import { deviceAuthorization, native } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

// The model a published client of the reference service parses GET /api/devices/find/{userId} with: every field
// required, and null only where the model allows it. (It only knows GPS trackers, so the device type is checked
// here against every type; a device that never reported has no position, which this answers as null.)
const time = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a time');
const alertSettings = { enable: z.boolean(), sendLocation: z.boolean(), reAlertDuration: z.int() };
const clientDevice = z.object({
  _id: z.string(),
  accelerometer: z.object({ enable: z.boolean(), ultraPowerMode: z.boolean(), sendLocation: z.boolean(), sensitivity: z.int(), duration: z.int() }),
  alarm: z.boolean(),
  alertLevel: z.int(),
  color: z.string().nullable(),
  deleted: z.boolean(),
  deviceType: z.enum(['shield_gps', 'shield_card', 'smart_lock']),
  lastHistoryTime: time.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  markAsLost: z.int(),
  modem_state: z.int(),
  modem_temperature_f: z.int(),
  modem_voltage: z.int(),
  operatingMode: z.enum(['batteryLife', 'responsiveness']),
  scheduleReport: z.array(z.enum(['gps', 'temp', 'cell', 'wifi'])),
  scheduleReportInterval: z.int(),
  temperature: z.object({ ...alertSettings, condition: z.string(), level: z.number(), unit: z.enum(['f', 'c']) }),
  tone: z.int(),
  tsaAccessible: z.boolean(),
  waterAlarm: z.object(alertSettings),
  locationReportMode: z.string(),
  ledFlash: z.boolean(),
  pushNotification: z.boolean(),
  emailAlerts: z.boolean(),
  locationUpdateNotification: z.boolean(),
  sosAlertNotification: z.boolean(),
  notificationEmails: z.array(z.email()),
  emergencyMode: z.boolean(),
  proximity: z.string(),
  deviceUUID: z.string(),
  devicePicture: z.string(),
  name: z.string(),
  timeCreated: time,
  lastSeenTime: time.nullable(),
  lastReportType: z.enum(['Motion', 'SOS', 'Schedule', 'Location', 'CMD', 'Modem info']).nullable(),
  esim: z.object({ _id: z.string(), iccid: z.string(), eid: z.string(), status: z.string(), createdAt: time, updatedAt: time }),
  imei: z.string(),
  iccid: z.string(),
  isTrialAvailed: z.boolean(),
  listenToLock: z.boolean(),
  subscriptionRemindOn: time.nullable(),
  userId: z.string(),
  markedByUsername: z.string(),
  markedByEmail: z.string(),
  masterKey: z.literal(''),
  outOfRangeTimeout: z.int().nullable(),
  subscriptionRemindCount: z.int().nullable(),
  cellRequestsCount: z.int(),
  cellRequestsResetOn: time.nullable(),
  continuousReportReset: time.nullable(),
  privilege: z.int(),
  sharedUserCount: z.int(),
  share_count: z.int(),
  subscription: z.object({ status: z.string() }),
  cellScanLimit: z.int(),
});

// The current client reads the list in the reference's envelope: the page and its pagination, integers and booleans.
const clientPage = z.object({
  data: z.array(clientDevice),
  pagination: z.object({ total: z.int(), totalPages: z.int(), next: z.int(), hasNext: z.boolean(), prev: z.int(), hasPrev: z.boolean() }),
});

async function found(owner: Awaited<ReturnType<typeof createVerifiedUser>>) {
  const answer = await call<unknown>(t, owner.authHeader, 'GET', `/api/devices/find/${owner.user._id}?page=0&perPage=999&type=all`);
  expect(answer.status).toBe(200);
  return clientPage.parse(answer.body).data;
}

const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;

describe('devices as clients of the reference service read them', () => {
  it('answers every type, reported or not, with every field and integers where the reference has them', async () => {
    const owner = await createVerifiedUser(t);
    await insertDevice(t, owner.user._id, { name: 'Never seen' });
    await insertDevice(t, owner.user._id, { name: 'Card', deviceType: 'shield_card', imei: null });
    await insertDevice(t, owner.user._id, { name: 'Lock', deviceType: 'smart_lock', imei: null, iccid: null });
    const list = await found(owner);
    expect(list).toHaveLength(3);
    const never = list.find((device) => device.name === 'Never seen')!;
    expect(never).toMatchObject({ latitude: 0, longitude: 0, lastHistoryTime: null, lastReportType: null, modem_voltage: 0, modem_state: 0 });
    expect(never).toMatchObject({ markAsLost: 0, masterKey: '', sharedUserCount: 0, proximity: 'medium', alertLevel: 0 });
    expect(list.find((device) => device.name === 'Lock')).toMatchObject({ imei: '', iccid: '', esim: { iccid: '', eid: '' } });
  });

  it('carries the latest position, its time and the kind of report, and the modem readings as integers', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { iccid: '8931681011102392389F', eid: '89044045817727484800000048120740' });
    const authorization = await deviceAuthorization(t, device.id);
    const report = async (body: object) => expect((await native(t, authorization, body)).status).toBe(200);

    await report({ positions: [{ timestamp: secondsAgo(120), latitude: -33.86, longitude: 151.21, type: 'gps' }], modem: { modem_voltage: 3926, modem_temperature: 25.4, modem_state: 'Connected (LTE-M)' } });
    let [listed] = await found(owner);
    expect(listed).toMatchObject({ latitude: -33.86, longitude: 151.21, lastReportType: 'Schedule', modem_voltage: 3926, modem_temperature_f: 78, modem_state: 1 });
    expect(listed?.lastHistoryTime).toBe(new Date(secondsAgo(120) * 1000).toISOString());
    expect(listed?.esim).toMatchObject({ _id: device.id, iccid: '8931681011102392389F', eid: '89044045817727484800000048120740' });
    expect(listed?.iccid).toBe('8931681011102392389F');

    await report({ positions: [{ timestamp: secondsAgo(60), latitude: -33.87, longitude: 151.22, type: 'gps', alertType: 'sos' }] });
    expect((await found(owner))[0]).toMatchObject({ latitude: -33.87, lastReportType: 'SOS' });

    await report({ modem: { modem_voltage: 3900 } });
    [listed] = await found(owner);
    expect(listed).toMatchObject({ lastReportType: 'Modem info', latitude: -33.87, modem_voltage: 3900 });

    await t.database.db.update(devices).set({ locationReportMode: 'continuously' }).where(eq(devices.id, device.id));
    await report({ positions: [{ timestamp: secondsAgo(30), latitude: -33.88, longitude: 151.23, type: 'mcell' }] });
    expect((await found(owner))[0]).toMatchObject({ latitude: -33.88, lastReportType: 'Location' });

    expect((await call(t, owner.authHeader, 'POST', `/api/devices/locate/${device.id}`, { locationReportMode: 'once' })).status).toBe(200);
    const handed = (await native(t, authorization, { positions: [] })).body as { commands: { id: string }[] };
    await report({ positions: [], acks: handed.commands.map((command) => command.id) });
    expect((await found(owner))[0]).toMatchObject({ latitude: -33.88, lastReportType: 'CMD' });
  });

  it('says who reported a device stolen while it is, and nobody once it is recovered', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    expect((await call(t, owner.authHeader, 'PUT', `/api/devices/stolen/${device.id}/on`)).status).toBe(200);
    expect((await found(owner))[0]).toMatchObject({ markAsLost: 1, markedByUsername: owner.user.name, markedByEmail: owner.user.email });
    expect((await call(t, owner.authHeader, 'PUT', `/api/devices/stolen/${device.id}/off`)).status).toBe(200);
    expect((await found(owner))[0]).toMatchObject({ markAsLost: 0, markedByUsername: '', markedByEmail: '' });
  });
});
