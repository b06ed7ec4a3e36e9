import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDeviceSettings } from '@lodestar/contract';
import { type NewDeviceRow } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/test-app.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice, shareDevice } from './helpers/devices.js';
import { deviceAuthorization, native, osmand, positionsOf } from './helpers/ingest.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let counter = 0;

beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;

async function alertingDevice(values: Partial<NewDeviceRow> = {}) {
  counter += 1;
  const email = `watch${counter}@alerts.test`;
  // A confirmed address, as one that opened the link mailed to it (notification-emails.test.ts).
  const device = await insertDevice(t, owner.user._id, { emailAlerts: true, notificationEmails: [email], confirmedNotificationEmails: [email], ...values });
  return { device, email, authorization: await deviceAuthorization(t, device.id) };
}

async function mailsTo(email: string) {
  const mails = await t.mailsTo(email);
  return mails.filter((mail) => mail.subject.includes(' alert from '));
}

const alertTypes = async (deviceId: string) => (await positionsOf(t, deviceId)).map((row) => row.alertType).reverse();

describe('alerts', () => {
  it('raises an SOS from an OsmAnd alarm and mails the notification emails', async () => {
    counter += 1;
    const email = `watch${counter}@alerts.test`;
    const device = await insertDevice(t, owner.user._id, {
      emailAlerts: true,
      notificationEmails: [email],
      confirmedNotificationEmails: [email],
      imei: '490154203237518',
      name: 'Grandpa’s phone',
    });
    const response = await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=-33.8688&lon=151.2093&alarm=sos` });
    expect(response.statusCode).toBe(200);
    expect(await alertTypes(device.id)).toEqual(['sos']);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Lodestar: SOS alert from Grandpa’s phone');
    expect(mail!.textBody).toContain('Grandpa’s phone sent an SOS.');
    expect(mail!.textBody).toContain('Sydney');
    expect(mail!.htmlBody).toContain('Grandpa&#39;s phone'.replace('&#39;', '’'));
  });

  it('mails nothing while email alerts are off, and no SOS while SOS notifications are off', async () => {
    const quiet = await alertingDevice({ emailAlerts: false });
    await native(t, quiet.authorization, { positions: [{ timestamp: secondsAgo(5), latitude: 1, longitude: 2, alertType: 'sos' }] });
    const noSos = await alertingDevice({ sosAlertNotification: false });
    await native(t, noSos.authorization, { positions: [{ timestamp: secondsAgo(5), latitude: 1, longitude: 2, alertType: 'sos' }] });
    expect(await alertTypes(quiet.device.id)).toEqual(['sos']);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(noSos.email)).toHaveLength(0);
  });

  it('raises motion and water only while their setting is on, and again only after the re-alert duration', async () => {
    const { device, authorization, email } = await alertingDevice({
      accelerometer: { ...defaultDeviceSettings.accelerometer, enable: true, reAlertDuration: 300 },
    });
    const report = (ago: number, alertType: string) => ({ timestamp: secondsAgo(ago), latitude: 1, longitude: 2, alertType });
    await native(t, authorization, { positions: [report(1000, 'motion'), report(900, 'motion'), report(600, 'motion'), report(500, 'water')] });
    expect(await alertTypes(device.id)).toEqual(['motion', null, 'motion', null]);
    const held = await positionsOf(t, device.id);
    expect(held[0]!.attributes).toMatchObject({ alarm: 'water' });
    expect(held[2]!.attributes).toMatchObject({ alarm: 'motion' });
    // Two motion alerts in one batch: one mail, since a device's alerts of one kind mail once in five minutes.
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([`Lodestar: Motion alert from ${device.name}`]);
  });

  it('raises the temperature alert at the threshold in the device unit, held back for the re-alert duration', async () => {
    const { device, authorization } = await alertingDevice({
      temperature: { ...defaultDeviceSettings.temperature, enable: true, condition: 'greaterOrEqual', level: 104, unit: 'f', reAlertDuration: 600 },
    });
    const reading = (ago: number, celsius: number) => ({ timestamp: secondsAgo(ago), latitude: 1, longitude: 2, modem_temperature: celsius });
    await native(t, authorization, { positions: [reading(2000, 39), reading(1900, 40), reading(1800, 45), reading(1000, 41)] });
    expect(await alertTypes(device.id)).toEqual([null, 'temperature', null, 'temperature']);
  });

  it('raises one alert per exit from an enabled geofence', async () => {
    const square = [
      { lat: -33.9, lng: 151.1 },
      { lat: -33.9, lng: 151.3 },
      { lat: -33.8, lng: 151.3 },
      { lat: -33.8, lng: 151.1 },
    ];
    const { device, authorization, email } = await alertingDevice({
      geoFence: { ...defaultDeviceSettings.geoFence, enable: true },
      mapBoundaryPoints: square,
    });
    const at = (ago: number, latitude: number) => ({ timestamp: secondsAgo(ago), latitude, longitude: 151.2 });
    await native(t, authorization, { positions: [at(500, -33.85), at(400, -33.7), at(300, -33.6), at(200, -33.85), at(100, -33.5)] });
    expect(await alertTypes(device.id)).toEqual([null, 'geofenceExit', null, null, 'geofenceExit']);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('checks a late position for nothing but an SOS and leaves the alert memory alone', async () => {
    const { device, authorization } = await alertingDevice({
      accelerometer: { ...defaultDeviceSettings.accelerometer, enable: true },
    });
    await native(t, authorization, { positions: [{ timestamp: secondsAgo(10), latitude: 1, longitude: 2 }] });
    await native(t, authorization, {
      positions: [
        { timestamp: secondsAgo(100), latitude: 1, longitude: 2, alertType: 'motion' },
        { timestamp: secondsAgo(90), latitude: 1, longitude: 2, alertType: 'sos' },
      ],
    });
    expect(await alertTypes(device.id)).toEqual([null, 'sos', null]);
  });

  it('mails sharees who switched email alerts on for themselves, and not the others', async () => {
    const { device, authorization } = await alertingDevice({ notificationEmails: [] });
    const keen = await createVerifiedUser(t);
    const calm = await createVerifiedUser(t);
    const expired = await createVerifiedUser(t);
    await shareDevice(t, device.id, keen.user, { emailAlerts: true });
    await shareDevice(t, device.id, calm.user, { emailAlerts: false });
    await shareDevice(t, device.id, expired.user, { emailAlerts: true, accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() - 1000) });
    await native(t, authorization, { positions: [{ timestamp: secondsAgo(5), latitude: 1, longitude: 2, alertType: 'sos' }] });
    expect(await mailsTo(keen.user.email)).toHaveLength(1);
    expect(await mailsTo(calm.user.email)).toHaveLength(0);
    expect(await mailsTo(expired.user.email)).toHaveLength(0);
  });
});
