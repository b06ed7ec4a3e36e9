import {
  NOTIFICATION_EMAIL_CONFIRMATION_MS,
  serverMessages,
  type AddNotificationEmailResponse,
} from '@lodestar/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAIL_QUOTA_WINDOW_MS } from '../src/modules/mail/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { startOfNextWindow } from './helpers/count-windows.js';
import { call, deviceRow, insertDevice } from './helpers/devices.js';
import { freshEmail } from './helpers/sharing.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * The confirmation mail tells a stranger that nothing more is sent unless they open its link: removing and adding the
 * address again mails nothing while that link works, and each address and each account gets only so many an hour.
 */

const PER_ADDRESS = 3;
const PER_ACCOUNT = 5;
const t = useTestApp({
  LINK_MAILS_PER_HOUR: String(PER_ADDRESS),
  NOTIFICATION_CONFIRMATIONS_PER_HOUR: String(PER_ACCOUNT),
});

type Account = Awaited<ReturnType<typeof createVerifiedUser>>;
const add = (account: Account, deviceId: string, email: string) =>
  call<AddNotificationEmailResponse>(t, account.authHeader, 'POST', `/api/devices/notification-emails/${deviceId}`, {
    email,
  });
const remove = (account: Account, deviceId: string, email: string) =>
  call(t, account.authHeader, 'DELETE', `/api/devices/notification-emails/${deviceId}/${encodeURIComponent(email)}`);
const confirmationsTo = async (email: string) =>
  (await t.mailsTo(email)).map((mail) => mail.textBody.match(/confirmAlerts=([A-Za-z0-9_-]+)/)?.[1]).filter(Boolean);
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/devices/notification-emails/confirm/${token}` });

beforeEach(() => startOfNextWindow(t, MAIL_QUOTA_WINDOW_MS));

describe('adding, removing and adding again one address', () => {
  it('mails it once while the link works, and that link confirms it once it is back', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const email = freshEmail();
    const answers = [];
    for (let round = 0; round < 50; round += 1) {
      answers.push((await add(owner, device.id, email)).body.confirmationMail);
      expect((await remove(owner, device.id, email)).status).toBe(200);
    }
    const last = await add(owner, device.id, email);
    expect(last.body).toMatchObject({
      message: serverMessages.notificationEmailAddedMailedEarlier,
      confirmationMail: 'mailedEarlier',
    });
    expect(answers).toEqual(['mailed', ...Array(49).fill('mailedEarlier')]);

    const links = await confirmationsTo(email);
    expect(links).toHaveLength(1);
    expect((await confirm(links[0]!)).statusCode).toBe(200);
    expect((await deviceRow(t, device.id))!.confirmedNotificationEmails).toEqual([email]);
  });

  it('mails it again once the link has run out', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const email = freshEmail();
    await add(owner, device.id, email);
    await remove(owner, device.id, email);
    t.clock.advance(NOTIFICATION_EMAIL_CONFIRMATION_MS);
    expect((await add(owner, device.id, email)).body.confirmationMail).toBe('mailed');
    expect(await confirmationsTo(email)).toHaveLength(2);
  });
});

describe('confirmation mails to one address', () => {
  it(`go at most ${PER_ADDRESS} times an hour, whichever accounts and devices add it; the address still waits on each device`, async () => {
    const email = freshEmail();
    const answers = [];
    for (let account = 0; account < PER_ADDRESS + 2; account += 1) {
      const owner = await createVerifiedUser(t);
      const device = await insertDevice(t, owner.user._id);
      const added = await add(owner, device.id, email);
      expect(added.status).toBe(200);
      expect(added.body.pendingNotificationEmails).toEqual([email]);
      answers.push(added.body);
    }
    expect(answers.map((answer) => answer.confirmationMail)).toEqual([
      ...Array(PER_ADDRESS).fill('mailed'),
      'limited',
      'limited',
    ]);
    expect(answers[PER_ADDRESS]!.message).toBe(serverMessages.notificationEmailAddedLimited);
    expect(await confirmationsTo(email)).toHaveLength(PER_ADDRESS);

    const sameOwner = await createVerifiedUser(t);
    const devices = await Promise.all(Array.from({ length: 5 }, () => insertDevice(t, sameOwner.user._id)));
    for (const device of devices) await add(sameOwner, device.id, email);
    expect(await confirmationsTo(email)).toHaveLength(PER_ADDRESS);

    t.clock.advance(MAIL_QUOTA_WINDOW_MS);
    const later = await createVerifiedUser(t);
    const device = await insertDevice(t, later.user._id);
    expect((await add(later, device.id, email)).body.confirmationMail).toBe('mailed');
    expect(await confirmationsTo(email)).toHaveLength(PER_ADDRESS + 1);
  });
});

describe('confirmation mails from one account', () => {
  it(`go at most ${PER_ACCOUNT} times an hour, to any addresses; another account is not held by them`, async () => {
    const owner = await createVerifiedUser(t);
    const [first, second] = [await insertDevice(t, owner.user._id), await insertDevice(t, owner.user._id)];
    const emails = Array.from({ length: PER_ACCOUNT + 2 }, () => freshEmail());
    const answers = [];
    for (const [i, email] of emails.entries())
      answers.push((await add(owner, (i % 2 ? first : second).id, email)).body.confirmationMail);
    expect(answers).toEqual([...Array(PER_ACCOUNT).fill('mailed'), 'limited', 'limited']);
    const mailed = await Promise.all(emails.map(async (email) => (await confirmationsTo(email)).length));
    expect(mailed).toEqual([...Array(PER_ACCOUNT).fill(1), 0, 0]);

    const other = await createVerifiedUser(t);
    const device = await insertDevice(t, other.user._id);
    expect((await add(other, device.id, freshEmail())).body.confirmationMail).toBe('mailed');
  });
});

describe('the whole list given at once (PUT /api/devices/{id})', () => {
  it("mails each new address within the account's hourly limit, and says when the limit held some back", async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const emails = Array.from({ length: PER_ACCOUNT + 2 }, () => freshEmail());
    const answer = await call<{ message: string }>(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, {
      notificationEmails: emails,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(serverMessages.notificationEmailsUpdatedLimited);
    const mailed = await Promise.all(emails.map(async (email) => (await confirmationsTo(email)).length));
    expect(mailed).toEqual([...Array(PER_ACCOUNT).fill(1), 0, 0]);
    expect((await deviceRow(t, device.id))!.notificationEmails).toEqual(emails);
  });
});
