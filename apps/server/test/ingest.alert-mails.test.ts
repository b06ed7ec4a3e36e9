import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_WINDOW_MS } from '../src/ingest/alerts/alert-notifier.js';
import { dateTimeOf } from '../src/lib/day-of.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { startOfNextWindow } from './helpers/count-windows.js';
import { call, deviceRow, insertDevice } from './helpers/devices.js';
import { osmand } from './helpers/ingest.js';
import { freshEmail } from './helpers/sharing.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * Alert mails reach only addresses that confirmed them (the confirmation carries nothing the owner typed), at most one
 * per device and kind in a few minutes, never for a late position; they name the device as its owner named it, and
 * tell the time in the owner's time zone, who chose the addresses.
 */

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t, { timezone: 'Australia/Sydney' });
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const sos = (osmandId: string, timestamp = nowSeconds()) =>
  osmand(t, { method: 'GET', url: `/?id=${osmandId}&lat=-33.8688&lon=151.2093&alarm=sos&timestamp=${timestamp}` });
const mailsTo = (email: string) => t.mailsTo(email);
const alertMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.includes(' alert from '));
const confirmationLink = async (email: string) => {
  const [mail] = await mailsTo(email);
  const token = mail?.textBody.match(/confirmAlerts=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
};
const addAddress = (deviceId: string, email: string) => call(t, owner.authHeader, 'POST', `/api/devices/notification-emails/${deviceId}`, { email });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: `/api/devices/notification-emails/confirm/${token}` });

describe('a new notification address', () => {
  it('gets a confirmation link with no owner text, and no alert until it opens it', async () => {
    const device = await insertDevice(t, owner.user._id, { emailAlerts: true, name: 'FREE MONEY click evil.example' });
    const email = freshEmail();
    const added = await addAddress(device.id, email);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ notificationEmails: [email], pendingNotificationEmails: [email] });
    const [invitation] = await mailsTo(email);
    expect(invitation!.subject).toBe('Lodestar: confirm device alerts');
    expect(invitation!.textBody).not.toContain('FREE MONEY');

    await sos(device.osmandId);
    expect(await alertMails(email)).toHaveLength(0);

    const confirmed = await confirm(await confirmationLink(email));
    expect(confirmed.statusCode).toBe(200);
    expect((await deviceRow(t, device.id))!.confirmedNotificationEmails).toEqual([email]);
    t.clock.advance(ALERT_WINDOW_MS);
    await sos(device.osmandId);
    const [alert] = await alertMails(email);
    expect(alert!.subject).toBe('Lodestar: SOS alert from FREE MONEY click evil.example');
    expect(alert!.textBody).toContain(`When: ${dateTimeOf(t.clock.now(), 'Australia/Sydney')}`);
    expect(alert!.textBody).toMatch(/When: \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M \(GMT\+1[01]:00\)/);
  });

  it('names a device its owner left unnamed by its serial number', async () => {
    const email = freshEmail();
    const device = await insertDevice(t, owner.user._id, {
      emailAlerts: true,
      name: '',
      notificationEmails: [email],
      confirmedNotificationEmails: [email],
    });
    await sos(device.osmandId);
    const [alert] = await alertMails(email);
    expect(alert!.subject).toBe(`Lodestar: SOS alert from ${device.deviceUUID}`);
  });

  it('cannot be confirmed twice, after removal, or with a made-up link', async () => {
    const device = await insertDevice(t, owner.user._id, { emailAlerts: true });
    const email = freshEmail();
    await addAddress(device.id, email);
    const token = await confirmationLink(email);
    await call(t, owner.authHeader, 'DELETE', `/api/devices/notification-emails/${device.id}/${encodeURIComponent(email)}`);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm('a'.repeat(43))).statusCode).toBe(400);
    expect((await deviceRow(t, device.id))!.confirmedNotificationEmails).toEqual([]);
  });

  it('is forgotten with its confirmation when it leaves the list, so adding it again asks again', async () => {
    const device = await insertDevice(t, owner.user._id, { emailAlerts: true });
    const email = freshEmail();
    await addAddress(device.id, email);
    await confirm(await confirmationLink(email));
    await call(t, owner.authHeader, 'DELETE', `/api/devices/notification-emails/${device.id}/${encodeURIComponent(email)}`);
    const again = await addAddress(device.id, email);
    expect(again.body).toMatchObject({ pendingNotificationEmails: [email] });
  });
});

describe('alert mails', () => {
  it('are mailed once per device and kind in five minutes, however many reports raise them', async () => {
    const email = freshEmail();
    const device = await insertDevice(t, owner.user._id, { emailAlerts: true, notificationEmails: [email], confirmedNotificationEmails: [email] });
    startOfNextWindow(t, ALERT_WINDOW_MS);
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(1000);
      await sos(device.osmandId);
    }
    expect(await alertMails(email)).toHaveLength(1);
    t.clock.advance(ALERT_WINDOW_MS);
    await sos(device.osmandId);
    expect(await alertMails(email)).toHaveLength(2);
  });

  it('are not mailed for a late SOS, which is still stored as one', async () => {
    const email = freshEmail();
    const device = await insertDevice(t, owner.user._id, { emailAlerts: true, notificationEmails: [email], confirmedNotificationEmails: [email] });
    await osmand(t, { method: 'GET', url: `/?id=${device.osmandId}&lat=1&lon=2&timestamp=${nowSeconds()}` });
    await sos(device.osmandId, nowSeconds() - 3600);
    expect(await alertMails(email)).toHaveLength(0);
  });
});
