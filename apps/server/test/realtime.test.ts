import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceInfoUpdateSchema, locationHistoryInsertSchema, serverMessages, socketEvents } from '@lodestar/contract';
import { accountShares, deviceShares } from '../src/db/schema/index.js';
import { createVerifiedUser, newSignup } from './helpers/accounts.js';
import { insertDevice, shareDevice } from './helpers/devices.js';
import { osmand, positionsOf } from './helpers/ingest.js';
import {
  connectSocket,
  expectNoEvent,
  joinRoom,
  listen,
  listeningTestApp,
  nextDisconnect,
  nextEvent,
  recordEvents,
  sleep,
} from './helpers/sockets.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { SESSION_LIFETIME_MS } from '../src/modules/auth/session-start.js';

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(() => ({ t, baseUrl } = app));

const NOT_YOURS = 'You cannot join this room.';
const DAY_MS = 24 * 3600_000;
const newImei = () => `35${String(randomInt(10 ** 12)).padStart(13, '0')}`;

/** A verified user signed in, with a device of theirs that has an IMEI. */
async function owner() {
  const account = await createVerifiedUser(t);
  const device = await insertDevice(t, account.user._id, { imei: newImei() });
  return { ...account, device, imei: device.imei!, osmandId: device.osmandId };
}

/**
 * An OsmAnd report from the device, ten seconds old; answers once it is committed (and published). The clock moves
 * a second first, so each report is a newer fix than the last (a fix no newer than the device's is no new head).
 */
async function report(osmandId: string, { lat = -33.8688, lon = 151.2093, batt = 55 } = {}) {
  t.clock.advance(1000);
  const at = Math.floor(t.clock.now().getTime() / 1000) - 10;
  const response = await osmand(t, { method: 'GET', url: `/?id=${osmandId}&lat=${lat}&lon=${lon}&timestamp=${at}&batt=${batt}` });
  expect(response.statusCode).toBe(200);
  return at;
}

describe('Socket.IO handshake', () => {
  it('refuses a socket without a session, with a bogus token, or of an account that has not verified its email', async () => {
    await expect(connectSocket(baseUrl)).rejects.toThrow(serverMessages.unauthorized);
    await expect(connectSocket(baseUrl, 'Bearer not-a-session-token')).rejects.toThrow(serverMessages.unauthorized);
    await expect(connectSocket(baseUrl, undefined, { auth: { token: 'not-a-session-token' } })).rejects.toThrow(
      serverMessages.unauthorized,
    );
    await expect(connectSocket(baseUrl, undefined, { auth: { token: 42 } })).rejects.toThrow(serverMessages.unauthorized);

    const signup = newSignup();
    const created = await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup });
    expect(created.statusCode).toBe(201);
    const { authHeader } = created.json() as { authHeader: string };
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } })).statusCode).toBe(200);
    await expect(connectSocket(baseUrl, authHeader)).rejects.toThrow(serverMessages.unauthorized);
  });

  it('admits a verified session by Authorization header (websocket or long polling) or by auth.token', async () => {
    const { authHeader } = await createVerifiedUser(t);
    expect((await connectSocket(baseUrl, authHeader)).connected).toBe(true);
    expect((await connectSocket(baseUrl, authHeader, { transports: ['polling'] })).connected).toBe(true);
    expect((await connectSocket(baseUrl, undefined, { auth: { token: authHeader } })).connected).toBe(true);
    const bare = authHeader.replace(/^Bearer\s+/, '');
    expect((await connectSocket(baseUrl, undefined, { auth: { token: bare } })).connected).toBe(true);
  });
});

describe('join-room', () => {
  it('admits the own user id and the IMEI and serial number of an own device', async () => {
    const { authHeader, user, device, imei } = await owner();
    const socket = await connectSocket(baseUrl, authHeader);
    expect(await joinRoom(socket, user._id)).toEqual({ ok: true, room: user._id });
    expect(await joinRoom(socket, imei)).toEqual({ ok: true, room: imei });
    expect(await joinRoom(socket, device.deviceUUID)).toEqual({ ok: true, room: device.deviceUUID });
  });

  it("refuses another user's id and another user's device with ok:false and a room-error event", async () => {
    const a = await owner();
    const b = await owner();
    const socket = await connectSocket(baseUrl, b.authHeader);
    for (const room of [a.user._id, a.imei, a.device.deviceUUID, a.device.id]) {
      const roomError = nextEvent(socket, socketEvents.roomError);
      const refused = { ok: false, room, message: NOT_YOURS };
      expect(await joinRoom(socket, room)).toEqual(refused);
      expect(await roomError).toEqual(refused);
    }
  });

  it('refuses garbage without crashing the server, and the socket keeps working', async () => {
    const { authHeader, user } = await owner();
    const socket = await connectSocket(baseUrl, authHeader);
    const garbage: unknown[] = ['', 'x'.repeat(1000), {}, { toString: 1 }, { valueOf: 'x', toString: 'y' }, [user._id], null, 42, true];
    for (const room of garbage) {
      const answer = await joinRoom(socket, room);
      expect(answer, JSON.stringify(room)).toMatchObject({ ok: false, message: NOT_YOURS });
      expect(typeof answer.room).toBe('string');
    }
    // No acknowledgement callback at all, and no argument at all: still only a room-error.
    const roomError = nextEvent(socket, socketEvents.roomError);
    socket.emit(socketEvents.joinRoom, { toString: 1 });
    expect(await roomError).toMatchObject({ ok: false, message: NOT_YOURS });
    socket.emit(socketEvents.joinRoom);
    socket.emit(socketEvents.leaveRoom, { toString: 1 });

    expect(socket.connected).toBe(true);
    expect(await joinRoom(socket, user._id)).toEqual({ ok: true, room: user._id });
    expect((await connectSocket(baseUrl, authHeader)).connected).toBe(true);
  });
});

describe('device events', () => {
  it("reach the owner's device room with the changed fields and the new location, and nobody else", async () => {
    const a = await owner();
    const b = await owner();
    const ownerSocket = await connectSocket(baseUrl, a.authHeader);
    expect((await joinRoom(ownerSocket, a.imei)).ok).toBe(true);
    const otherSocket = await connectSocket(baseUrl, b.authHeader);
    expect((await joinRoom(otherSocket, a.imei)).ok).toBe(false);
    expect((await joinRoom(otherSocket, b.user._id)).ok).toBe(true);

    const update = nextEvent(ownerSocket, socketEvents.deviceInfoUpdate);
    const insert = nextEvent(ownerSocket, socketEvents.locationHistoryInsert);
    const noUpdate = expectNoEvent(otherSocket, socketEvents.deviceInfoUpdate, 500);
    const noInsert = expectNoEvent(otherSocket, socketEvents.locationHistoryInsert, 500);
    const at = await report(a.osmandId, { lat: -33.8688, lon: 151.2093, batt: 55 });

    const changed = deviceInfoUpdateSchema.parse(await update);
    expect(changed).toMatchObject({ _id: a.device.id, deviceUUID: a.device.deviceUUID, imei: a.imei });
    expect(changed.changes.battery_percentage).toBe(55);
    expect(changed.changes.lastSeenTime).toBe(t.clock.now().toISOString());

    const inserted = locationHistoryInsertSchema.parse(await insert);
    const [stored] = await positionsOf(t, a.device.id);
    expect(inserted).toMatchObject({ _id: a.device.id, deviceUUID: a.device.deviceUUID, imei: a.imei });
    expect(inserted.location).toMatchObject({
      _id: String(stored!.id),
      deviceId: a.device.id,
      deviceUUID: a.device.deviceUUID,
      latitude: -33.8688,
      longitude: 151.2093,
      timestamp: at,
      battery_percentage: 55,
    });
    await noUpdate();
    await noInsert();
  });

  it("reach a sharee through their user room while the share lives, and stop when it is deleted though they stay in the device's room", async () => {
    const a = await owner();
    const sharee = await createVerifiedUser(t);
    const share = await shareDevice(t, a.device.id, sharee.user, { accessRightsFlag: 1 });
    const userRoomOnly = await connectSocket(baseUrl, sharee.authHeader);
    expect((await joinRoom(userRoomOnly, sharee.user._id)).ok).toBe(true);
    const inDeviceRoom = await connectSocket(baseUrl, sharee.authHeader);
    expect((await joinRoom(inDeviceRoom, a.imei)).ok).toBe(true);

    const updates = [nextEvent(userRoomOnly, socketEvents.deviceInfoUpdate), nextEvent(inDeviceRoom, socketEvents.deviceInfoUpdate)];
    const inserts = [nextEvent(userRoomOnly, socketEvents.locationHistoryInsert), nextEvent(inDeviceRoom, socketEvents.locationHistoryInsert)];
    await report(a.osmandId, { batt: 60 });
    for (const update of await Promise.all(updates)) expect(update).toMatchObject({ _id: a.device.id, changes: { battery_percentage: 60 } });
    for (const insert of await Promise.all(inserts)) expect(insert).toMatchObject({ _id: a.device.id, location: { deviceId: a.device.id } });

    await t.database.db.delete(deviceShares).where(eq(deviceShares.id, share.id));
    const ownerSocket = await connectSocket(baseUrl, a.authHeader);
    expect((await joinRoom(ownerSocket, a.user._id)).ok).toBe(true);
    const ownerGets = nextEvent(ownerSocket, socketEvents.locationHistoryInsert);
    const silence = [userRoomOnly, inDeviceRoom].flatMap((socket) => [
      expectNoEvent(socket, socketEvents.deviceInfoUpdate, 500),
      expectNoEvent(socket, socketEvents.locationHistoryInsert, 500),
    ]);
    await report(a.osmandId, { batt: 61 });
    await ownerGets;
    await Promise.all(silence.map((quiet) => quiet()));
    expect(userRoomOnly.connected && inDeviceRoom.connected).toBe(true);
    expect((await joinRoom(inDeviceRoom, a.imei)).ok).toBe(false);
  });

  it('do not reach the holder of an expired Limited share', async () => {
    const a = await owner();
    const sharee = await createVerifiedUser(t);
    await shareDevice(t, a.device.id, sharee.user, { accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() - 60_000) });
    const socket = await connectSocket(baseUrl, sharee.authHeader);
    expect((await joinRoom(socket, sharee.user._id)).ok).toBe(true);
    expect((await joinRoom(socket, a.imei)).ok).toBe(false);
    const ownerSocket = await connectSocket(baseUrl, a.authHeader);
    expect((await joinRoom(ownerSocket, a.user._id)).ok).toBe(true);

    const ownerGets = nextEvent(ownerSocket, socketEvents.deviceInfoUpdate);
    const silence = [expectNoEvent(socket, socketEvents.deviceInfoUpdate, 500), expectNoEvent(socket, socketEvents.locationHistoryInsert, 500)];
    await report(a.osmandId);
    await ownerGets;
    await Promise.all(silence.map((quiet) => quiet()));
  });

  it("reach an accepted member of the owner's account through their user room, and nobody invited but not yet accepted", async () => {
    const a = await owner();
    const [member, invitee] = [await createVerifiedUser(t), await createVerifiedUser(t)];
    await t.database.db.insert(accountShares).values([
      { ownerId: a.user._id, email: member.user.email, memberId: member.user._id, isAcceptedFlag: 1 },
      { ownerId: a.user._id, email: invitee.user.email, memberId: invitee.user._id, isAcceptedFlag: 0 },
    ]);
    const [memberSocket, inviteeSocket] = [await connectSocket(baseUrl, member.authHeader), await connectSocket(baseUrl, invitee.authHeader)];
    expect((await joinRoom(memberSocket, member.user._id)).ok).toBe(true);
    expect((await joinRoom(inviteeSocket, invitee.user._id)).ok).toBe(true);

    const memberGets = nextEvent(memberSocket, socketEvents.locationHistoryInsert);
    const inviteeQuiet = expectNoEvent(inviteeSocket, socketEvents.locationHistoryInsert, 500);
    await report(a.osmandId);
    expect(locationHistoryInsertSchema.parse(await memberGets).deviceUUID).toBe(a.device.deviceUUID);
    await inviteeQuiet();
  });

  it('arrive once per socket, however many of the rooms that carry them it is in', async () => {
    const a = await owner();
    const sharee = await createVerifiedUser(t);
    await shareDevice(t, a.device.id, sharee.user, { accessRightsFlag: 2, expiryDate: new Date(t.clock.now().getTime() + 86_400_000) });
    const sockets = [await connectSocket(baseUrl, a.authHeader), await connectSocket(baseUrl, sharee.authHeader)];
    for (const [socket, userId] of [[sockets[0]!, a.user._id], [sockets[1]!, sharee.user._id]] as const) {
      for (const room of [userId, a.imei, a.device.deviceUUID]) expect((await joinRoom(socket, room)).ok).toBe(true);
    }
    const recorders = sockets.flatMap((socket) => [
      recordEvents(socket, socketEvents.deviceInfoUpdate),
      recordEvents(socket, socketEvents.locationHistoryInsert),
    ]);
    const lastArrives = nextEvent(sockets[1]!, socketEvents.locationHistoryInsert);
    await report(a.osmandId);
    await lastArrives;
    await sleep(300);
    expect(recorders.map((recorder) => recorder.events.length)).toEqual([1, 1, 1, 1]);
  });

  it('are not sent for a device nobody owns, and its report is still stored', async () => {
    const someone = await owner();
    const orphan = await insertDevice(t, null, { imei: newImei() });
    const socket = await connectSocket(baseUrl, someone.authHeader);
    expect((await joinRoom(socket, someone.user._id)).ok).toBe(true);
    expect((await joinRoom(socket, orphan.imei)).ok).toBe(false);
    const silence = [expectNoEvent(socket, socketEvents.deviceInfoUpdate, 500), expectNoEvent(socket, socketEvents.locationHistoryInsert, 500)];
    await report(orphan.osmandId);
    await Promise.all(silence.map((quiet) => quiet()));
    expect(await positionsOf(t, orphan.id)).toHaveLength(1);
    expect(socket.connected).toBe(true);
  });
});

describe('sign-out', () => {
  it("disconnects the session's sockets and no other session's, and the token no longer connects", async () => {
    const { authHeader, signup } = await createVerifiedUser(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: signup.email, password: signup.password } });
    const otherSession = (login.json() as { authHeader: string }).authHeader;
    const signedOut = [await connectSocket(baseUrl, authHeader), await connectSocket(baseUrl, undefined, { auth: { token: authHeader } })];
    const staying = await connectSocket(baseUrl, otherSession);

    const disconnects = signedOut.map((socket) => nextDisconnect(socket));
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: authHeader } });
    expect(logout.statusCode).toBe(200);
    expect(await Promise.all(disconnects)).toEqual(['io server disconnect', 'io server disconnect']);
    await sleep(200);
    expect(staying.connected).toBe(true);
    await expect(connectSocket(baseUrl, authHeader)).rejects.toThrow(serverMessages.unauthorized);
  });
});

describe('shutdown', () => {
  it('drops the sockets without a Socket.IO disconnect, so the browser reconnects to the process that takes over', async () => {
    const shared = { database: t.database, clock: t.clock };
    const leaving = await createTestApp({}, undefined, shared);
    const url = await listen(leaving);
    const { authHeader, user } = await createVerifiedUser(t);
    // As the web app's socket: it reconnects on its own (quickly here, to keep the test short).
    const socket = io(url, { extraHeaders: { authorization: authHeader }, forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 500 });
    let successor: TestApp | undefined;
    try {
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      const dropped = nextDisconnect(socket, 15_000);
      await leaving.close();
      expect(await dropped).toMatch(/^transport (close|error)$/);
      expect(socket.active).toBe(true);

      const reconnected = new Promise<void>((resolve) => socket.once('connect', resolve));
      successor = await createTestApp({}, undefined, shared);
      await successor.app.listen({ port: Number(new URL(url).port), host: '127.0.0.1' });
      await reconnected;
      expect(socket.connected).toBe(true);
      expect(await joinRoom(socket, user._id)).toEqual({ ok: true, room: user._id });
    } finally {
      socket.disconnect();
      await successor?.close();
    }
  }, 60_000);
});

describe('session expiry', () => {
  it("disconnects a socket once its session runs out, and not the sockets of a session that still runs", async () => {
    const { authHeader, signup } = await createVerifiedUser(t);
    t.clock.advance(10 * DAY_MS);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: signup.email, password: signup.password } });
    const laterSession = (login.json() as { authHeader: string }).authHeader;
    const [expiring, asking, staying] = [
      await connectSocket(baseUrl, authHeader),
      await connectSocket(baseUrl, authHeader),
      await connectSocket(baseUrl, laterSession),
    ];

    t.clock.advance(SESSION_LIFETIME_MS - 10 * DAY_MS + 1000);
    // A room request of an expired session ends its socket at once, instead of being answered.
    const askingEnds = nextDisconnect(asking);
    asking.emit(socketEvents.joinRoom, 'anything');
    expect(await askingEnds).toBe('io server disconnect');
    // The others end at the check that runs every EXPIRED_SESSION_CHECK_MS.
    const expiringEnds = nextDisconnect(expiring);
    t.app.telemetry.realtime.endExpiredSessions();
    expect(await expiringEnds).toBe('io server disconnect');
    await sleep(200);
    expect(staying.connected).toBe(true);
    await expect(connectSocket(baseUrl, authHeader)).rejects.toThrow(serverMessages.unauthorized);
    staying.disconnect();
  });
});
