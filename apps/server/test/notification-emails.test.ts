import { serverMessages } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEmailsResponse } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const add = (ref: string, email: unknown) =>
  call<NotificationEmailsResponse>(t, owner.authHeader, 'POST', `/api/devices/notification-emails/${ref}`, { email });
const remove = (ref: string, email: string) =>
  call<NotificationEmailsResponse>(
    t,
    owner.authHeader,
    'DELETE',
    `/api/devices/notification-emails/${ref}/${encodeURIComponent(email)}`,
  );
const ERROR = (message: string) => ({ success: false, message, errors: [message] });
const tenEmails = Array.from({ length: 10 }, (_, i) => `watch${i}@example.com`);

describe('POST /api/devices/notification-emails/{id}', () => {
  it('adds the address trimmed and lower-cased and answers the list', async () => {
    const device = await insertDevice(t, owner.user._id, { notificationEmails: ['first@example.com'] });
    const answer = await add(device.deviceUUID, '  Night.Watch+car@Example.COM ');
    expect(answer).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: serverMessages.notificationEmailAdded,
        notificationEmails: ['first@example.com', 'night.watch+car@example.com'],
        pendingNotificationEmails: ['first@example.com', 'night.watch+car@example.com'],
      },
    });
    expect((await deviceRow(t, device.id))!.notificationEmails).toEqual([
      'first@example.com',
      'night.watch+car@example.com',
    ]);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });

  it('refuses an address already on the list, whatever its case, and an eleventh with 409', async () => {
    const device = await insertDevice(t, owner.user._id, { notificationEmails: ['first@example.com'] });
    expect(await add(device.id, 'FIRST@example.com')).toMatchObject({
      status: 409,
      body: ERROR('This email already receives the device notifications.'),
    });
    const full = await insertDevice(t, owner.user._id, { notificationEmails: tenEmails });
    expect(await add(full.id, 'one-more@example.com')).toMatchObject({
      status: 409,
      body: ERROR('A device can notify at most 10 email addresses.'),
    });
    expect((await deviceRow(t, full.id))!.notificationEmails).toEqual(tenEmails);
  });

  it.each([
    ['no address', ''],
    ['blanks', '   '],
    ['not an address', 'watch.example.com'],
    ['a number', 42],
  ])('refuses %s with 400 and changes nothing', async (_case, email) => {
    const device = await insertDevice(t, owner.user._id);
    const { status, body } = await add(device.id, email);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errors: [expect.any(String)] });
    expect(await deviceRow(t, device.id)).toEqual(device);
  });

  it('keeps to ten addresses and each address once when requests arrive together', async () => {
    const device = await insertDevice(t, owner.user._id);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(device.id, `together${i}@example.com`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), 409, 409]);
    expect((await deviceRow(t, device.id))!.notificationEmails).toHaveLength(10);

    const other = await insertDevice(t, owner.user._id);
    const twice = await Promise.all([add(other.id, 'same@example.com'), add(other.id, 'same@example.com')]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await deviceRow(t, other.id))!.notificationEmails).toEqual(['same@example.com']);
  });
});

describe('DELETE /api/devices/notification-emails/{id}/{email}', () => {
  it('removes the URL-encoded address, whatever its case, and answers the list', async () => {
    const device = await insertDevice(t, owner.user._id, {
      notificationEmails: ['a+b@example.com', 'keep@example.com'],
    });
    const answer = await remove(device.id, 'A+B@Example.com');
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: 'Notification email removed', notificationEmails: ['keep@example.com'] },
    });
    expect((await deviceRow(t, device.id))!.notificationEmails).toEqual(['keep@example.com']);
  });

  it('answers 404 for an address not on the list and changes nothing', async () => {
    const device = await insertDevice(t, owner.user._id, { notificationEmails: ['keep@example.com'] });
    expect(await remove(device.deviceUUID, 'gone@example.com')).toMatchObject({
      status: 404,
      body: ERROR('This email is not among the device notification emails.'),
    });
    expect(await deviceRow(t, device.id)).toEqual(device);
  });
});
