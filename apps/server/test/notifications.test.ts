import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_RETENTION_DAYS_DEFAULT,
  socketEvents,
  UNREAD_COUNTED_UP_TO,
  type Notification,
  type NotificationsResponse,
} from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.js';
import { ALERT_WINDOW_MS } from '../src/ingest/alerts/alert-notifier.js';
import { PRUNE_BATCH } from '../src/modules/notifications/notification-retention.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { startOfNextWindow } from './helpers/count-windows.js';
import { call, insertDevice, shareDevice } from './helpers/devices.js';
import { osmand } from './helpers/ingest.js';
import { shareBody, shareThroughApi } from './helpers/sharing.js';
import { connectSocket, expectNoEvent, joinRoom, listeningTestApp, nextEvent, recordEvents } from './helpers/sockets.js';

/**
 * The notification centre: alerts reach exactly the owner and the live sharees whose notifications are on, at most
 * once per device and kind in the alert window; sharing events reach the person they concern; each person reads
 * and marks only their own, live over their socket too; old ones are pruned.
 */

const made = listeningTestApp();
const t = () => made.t;

type Person = Awaited<ReturnType<typeof createVerifiedUser>>;
const person = () => createVerifiedUser(t());
const nowSeconds = () => Math.floor(t().clock.now().getTime() / 1000);
const sos = async (osmandId: string) => {
  await osmand(t(), {
    method: 'GET',
    url: `/?id=${osmandId}&lat=-33.8688&lon=151.2093&alarm=sos&timestamp=${nowSeconds()}`,
  });
  await t().app.backgroundWork.idle();
};
const list = (who: Person, query = '') =>
  call<NotificationsResponse>(t(), who.authHeader, 'GET', `/api/notifications${query}`);
const kindsOf = async (who: Person) => (await list(who)).body.data.map((notification) => notification.kind);

/** A fresh alert window, so an earlier test's alerts of the kind hold nothing back. */
// The start of the next alert window, so reports a few seconds apart all fall in one window.
const nextWindow = () => startOfNextWindow(t(), ALERT_WINDOW_MS);

describe('alerts in the notification centre', () => {
  it('reach the owner and the live sharees whose notifications are on, no one else', async () => {
    const [owner, listening, muted, lapsed, stranger] = await Promise.all([
      person(),
      person(),
      person(),
      person(),
      person(),
    ]);
    const device = await insertDevice(t(), owner.user._id, { name: 'Boat' });
    await shareDevice(t(), device.id, listening.user);
    await shareDevice(t(), device.id, muted.user, { pushNotification: false });
    await shareDevice(t(), device.id, lapsed.user, { accessRightsFlag: 2, expiryDate: new Date(t().clock.now().getTime() - 1000) });
    nextWindow();

    await sos(device.osmandId);

    const [told] = (await list(owner)).body.data;
    expect(told).toMatchObject({
      kind: 'sos',
      message: 'Boat sent an SOS.',
      link: `/device/${device.deviceUUID}`,
      deviceUUID: device.deviceUUID,
      place: { latitude: -33.8688, longitude: 151.2093 },
      read: false,
    });
    expect(await kindsOf(listening)).toEqual(['sos']);
    for (const untold of [muted, lapsed, stranger]) expect(await kindsOf(untold)).toEqual([]);
  });

  it('carry what a measuring alert read against its level, and the address of where it was raised', async () => {
    const owner = await person();
    const device = await insertDevice(t(), owner.user._id, {
      temperature: { enable: true, sendLocation: true, reAlertDuration: 300, condition: 'greaterOrEqual', level: 30, unit: 'c' },
      lowBattery: { enable: true, level: 15 },
    });
    nextWindow();
    await osmand(t(), {
      method: 'GET',
      url: `/?id=${device.osmandId}&lat=-33.8688&lon=151.2093&modem_temperature=31.5&batt=12&timestamp=${nowSeconds()}`,
    });
    await t().app.backgroundWork.idle();

    const told = (await list(owner)).body.data;
    expect(told.map(({ kind, reading }) => [kind, reading])).toEqual([
      ['temperature', { measure: 'temperature', value: 31.5, threshold: 30, condition: 'greaterOrEqual', unit: 'c' }],
    ]);
    // The history's address of the position: the nearest place, without a geocoding service.
    expect(told[0]!.place?.address).toMatch(/Sydney/);
  });

  it('are told once per device and kind in the alert window, however many reports raise them', async () => {
    const owner = await person();
    const device = await insertDevice(t(), owner.user._id);
    nextWindow();
    for (let i = 0; i < 10; i += 1) {
      t().clock.advance(1000);
      await sos(device.osmandId);
    }
    expect(await kindsOf(owner)).toEqual(['sos']);
    nextWindow();
    await sos(device.osmandId);
    expect(await kindsOf(owner)).toEqual(['sos', 'sos']);
  });

  it("follow the owner's switches: notifications off, or the SOS switch off, tell nothing", async () => {
    const owner = await person();
    const silenced = await insertDevice(t(), owner.user._id, { pushNotification: false });
    const noSos = await insertDevice(t(), owner.user._id, { sosAlertNotification: false });
    nextWindow();
    await sos(silenced.osmandId);
    await sos(noSos.osmandId);
    expect(await kindsOf(owner)).toEqual([]);
  });

  it('arrive live on the socket of the person told, with the unread count, and nowhere else', async () => {
    const [owner, muted] = await Promise.all([person(), person()]);
    const device = await insertDevice(t(), owner.user._id, { name: 'Van' });
    await shareDevice(t(), device.id, muted.user, { pushNotification: false });
    const [ownerSocket, mutedSocket] = await Promise.all([
      connectSocket(made.baseUrl, owner.authHeader),
      connectSocket(made.baseUrl, muted.authHeader),
    ]);
    await joinRoom(ownerSocket, owner.user._id);
    await joinRoom(mutedSocket, muted.user._id);
    nextWindow();
    const arriving = nextEvent(ownerSocket, socketEvents.notificationInsert);
    const nothingForMuted = expectNoEvent(mutedSocket, socketEvents.notificationInsert);

    await sos(device.osmandId);

    const arrived = await arriving;
    expect(arrived).toMatchObject({ unread: 1, notification: { kind: 'sos', message: 'Van sent an SOS.' } });
    await nothingForMuted();
  });

  it('of a device shared with many reach each sharee once: one notification, one socket event, one mail', async () => {
    const owner = await person();
    const sharees = await Promise.all(Array.from({ length: 6 }, person));
    const device = await insertDevice(t(), owner.user._id, { name: 'Kayak' });
    for (const sharee of sharees) await shareDevice(t(), device.id, sharee.user, { emailAlerts: true });
    const sockets = await Promise.all(sharees.map((sharee) => connectSocket(made.baseUrl, sharee.authHeader)));
    await Promise.all(sockets.map((socket, index) => joinRoom(socket, sharees[index]!.user._id)));
    const events = sockets.map((socket) => recordEvents(socket, socketEvents.notificationInsert));
    nextWindow();

    await sos(device.osmandId);
    await sos(device.osmandId);

    for (const [index, sharee] of sharees.entries()) {
      expect(await kindsOf(sharee)).toEqual(['sos']);
      const mails = await t().mailsTo(sharee.user.email);
      expect(mails.filter((mail) => mail.subject.includes(`SOS alert from ${device.name}`))).toHaveLength(1);
      await expect.poll(() => events[index]!.events.length).toBe(1);
    }
    expect(await kindsOf(owner)).toEqual(['sos']);
  });
});

describe('sharing events', () => {
  it('tell the invitee of the invitation, and the sharer that it was accepted', async () => {
    const [owner, invitee] = await Promise.all([person(), person()]);
    const device = await insertDevice(t(), owner.user._id, { name: 'Bike' });
    const share = await shareThroughApi(
      t(),
      owner.authHeader,
      shareBody(device.deviceUUID, invitee.user.email, { sharerName: 'Alex' }),
    );

    const [invitation] = (await list(invitee)).body.data;
    expect(invitation).toMatchObject({
      kind: 'deviceShared',
      message: 'Alex shared Bike with you.',
      link: `/invitations/device/${share._id}`,
      deviceUUID: null,
      place: null,
    });

    const accepted = await call(t(), invitee.authHeader, 'POST', `/api/invitations/device/${share._id}/accept`);
    expect(accepted.status).toBe(200);
    const [told] = (await list(owner)).body.data;
    expect(told).toMatchObject({
      kind: 'shareAccepted',
      message: `${invitee.user.name} accepted your share of Bike.`,
      link: `/device/${device.deviceUUID}/settings/sharing`,
    });
  });
});

describe('reading and marking', () => {
  async function toldThrice() {
    const owner = await person();
    const device = await insertDevice(t(), owner.user._id);
    for (const alarm of ['sos', 'sos', 'sos']) {
      nextWindow();
      await osmand(t(), {
        method: 'GET',
        url: `/?id=${device.osmandId}&lat=1&lon=2&alarm=${alarm}&timestamp=${nowSeconds()}`,
      });
      await t().app.backgroundWork.idle();
    }
    return owner;
  }

  it('pages newest first by the last one shown, with the unread count of all of them', async () => {
    const owner = await toldThrice();
    const first = await list(owner, '?perPage=2');
    expect(first.status).toBe(200);
    expect(first.body.unread).toBe(3);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.next).toBe(first.body.data[1]!._id);
    const second = await list(owner, `?perPage=2&before=${first.body.next}`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.next).toBeNull();
    const shown = [...first.body.data, ...second.body.data];
    const times = shown.map((notification) => notification.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(shown.map((n) => n._id)).size).toBe(3);
  });

  it('counts the unread up to UNREAD_COUNTED_UP_TO, and pages through all of them', async () => {
    const owner = await person();
    const many = UNREAD_COUNTED_UP_TO + 30;
    await t().database.db.execute(sql`
      INSERT INTO notifications (user_id, kind, message, link, created_at)
      SELECT ${owner.user._id}::uuid, 'sos', 'Alert ' || g, '/', now() - g * interval '1 second'
      FROM generate_series(1, ${many}) AS g`);
    let page = await list(owner, '?perPage=100');
    expect(page.body.unread).toBe(UNREAD_COUNTED_UP_TO);
    const seen = page.body.data.length;
    page = await list(owner, `?perPage=100&before=${page.body.next}`);
    expect(seen + page.body.data.length).toBe(many);
    expect(page.body.next).toBeNull();
  });

  it("pages after another person's notification to nothing", async () => {
    const [owner, other] = [await toldThrice(), await toldThrice()];
    const [theirs] = (await list(other)).body.data as [Notification];
    const paged = await list(owner, `?before=${theirs._id}`);
    expect(paged.status).toBe(200);
    expect(paged.body).toMatchObject({ data: [], next: null, unread: 3 });
  });

  it("marks one read, and never another person's", async () => {
    const [owner, other] = [await toldThrice(), await person()];
    const [newest] = (await list(owner)).body.data as [Notification];

    const refused = await call(t(), other.authHeader, 'PUT', `/api/notifications/${newest._id}/read`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      success: false,
      message: 'Notification not found',
      errors: ['Notification not found'],
    });
    expect((await list(owner)).body.unread).toBe(3);

    const marked = await call(t(), owner.authHeader, 'PUT', `/api/notifications/${newest._id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ notification: { _id: newest._id, read: true }, unread: 2 });
    expect((await call(t(), owner.authHeader, 'PUT', '/api/notifications/not-an-id/read')).status).toBe(400);
  });

  it("marks all of one's own read, leaving everyone else's", async () => {
    const [owner, other] = [await toldThrice(), await toldThrice()];
    const all = await call(t(), owner.authHeader, 'PUT', '/api/notifications/read');
    expect(all.body).toEqual({ success: true, updated: 3, unread: 0 });
    expect((await list(owner)).body.data.every((notification) => notification.read)).toBe(true);
    expect((await list(other)).body.unread).toBe(3);
  });

  it('refuses a bad page size or cursor, and everyone signed out', async () => {
    const owner = await person();
    expect((await list(owner, '?perPage=1000')).status).toBe(400);
    expect((await list(owner, '?before=not-an-id')).status).toBe(400);
    expect((await list(owner, '?page=2')).status).toBe(400);
    expect((await t().app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t().app.inject({ method: 'PUT', url: '/api/notifications/read' })).statusCode).toBe(401);
  });
});

describe('pruning', () => {
  it('deletes in batches what is older than the retention time, and keeps the rest', async () => {
    const owner = await person();
    const { db } = t().database;
    const now = t().clock.now();
    const old = new Date(now.getTime() - (NOTIFICATION_RETENTION_DAYS_DEFAULT + 1) * 86_400_000);
    await db.execute(sql`
      INSERT INTO notifications (user_id, kind, message, link, created_at)
      SELECT ${owner.user._id}::uuid, 'sos', 'old', '/', ${old.toISOString()}::timestamptz
      FROM generate_series(1, ${PRUNE_BATCH + 5})`);
    await db
      .insert(notifications)
      .values({ userId: owner.user._id, kind: 'sos', message: 'recent', link: '/', createdAt: now });

    expect(await t().app.timedJobs.pruneNotifications()).toBe(PRUNE_BATCH + 5);
    const left = await db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, owner.user._id));
    expect(left).toEqual([{ message: 'recent' }]);
  });
});
