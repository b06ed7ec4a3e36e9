import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_LINKS_MAX_ACTIVE,
  liveLinkMessages,
  liveSocketEvents,
  serverMessages,
  type LiveLink,
  type LivePageResponse,
  type LivePoint,
} from '@lodestar/contract';
import { deviceShares, devices, liveLinks } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice, shareDevice } from './helpers/devices.js';
import { errorBody } from './helpers/sharing.js';
import { osmand } from './helpers/ingest.js';
import { closeSockets, connectSocket, listen, listeningTestApp, nextDisconnect, sleep } from './helpers/sockets.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Live links: a device's live position for people without an account, made and ended by its owners. */

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(() => ({ t, baseUrl } = app));

const HOUR_MS = 3_600_000;
type Person = Awaited<ReturnType<typeof createVerifiedUser>>;
interface Created {
  link: LiveLink;
  url: string;
}

const create = (who: Person, deviceId: string, body: object = { hours: 24 }) =>
  call<Created>(t, who.authHeader, 'POST', `/api/devices/${deviceId}/live-links`, body);
const list = (who: Person, deviceId: string) =>
  call<{ data: LiveLink[] }>(t, who.authHeader, 'GET', `/api/devices/${deviceId}/live-links`);
const revoke = (who: Person, deviceId: string, linkId: string) =>
  call<{ link: LiveLink }>(t, who.authHeader, 'DELETE', `/api/devices/${deviceId}/live-links/${linkId}`);
const tokenOf = (url: string) => url.split('/live/')[1]!;
const open = (token: string, remoteAddress?: string, on: TestApp = t) =>
  on.app.inject({ method: 'GET', url: `/api/live/${token}`, ...(remoteAddress ? { remoteAddress } : {}) });

/** A report of the device, fixed a second after the last (so it is the device's newest), at `lat`. */
async function report(osmandId: string, lat: number) {
  t.clock.advance(1000);
  const at = Math.floor(t.clock.now().getTime() / 1000);
  const response = await osmand(t, { method: 'GET', url: `/?id=${osmandId}&lat=${lat}&lon=151.2093&timestamp=${at}` });
  expect(response.statusCode).toBe(200);
  return new Date(at * 1000).toISOString();
}

async function ownerWithDevice() {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id, { name: 'Delivery van' });
  return { owner, device };
}

describe('making, listing and revoking live links', () => {
  it('answers the link once, keeps only its hash, and lists it with who made it', async () => {
    const { owner, device } = await ownerWithDevice();
    const answer = await create(owner, device.id, { hours: 6, showTrack: true });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/live/[A-Za-z0-9_-]{43}$`));
    expect(answer.body.link).toMatchObject({ state: 'active', showTrack: true, opens: 0, revokedAt: null });
    expect(Date.parse(answer.body.link.expiresAt) - Date.parse(answer.body.link.createdAt)).toBe(6 * HOUR_MS);

    const [row] = await t.database.db.select().from(liveLinks).where(eq(liveLinks.id, answer.body.link._id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(tokenOf(answer.body.url));

    const listed = await list(owner, device.id);
    expect(listed.body.data).toEqual([
      { ...answer.body.link, createdBy: { name: owner.user.name, email: owner.user.email } },
    ]);
  });

  it('lets the SuperOwner and an Owner sharee make and end links, and nobody else', async () => {
    const { owner, device } = await ownerWithDevice();
    const [ownerShare, unrestricted, limited, expired, stranger] = await Promise.all(
      Array.from({ length: 5 }, () => createVerifiedUser(t)),
    );
    await shareDevice(t, device.id, ownerShare!.user, { accessRightsFlag: 0 });
    await shareDevice(t, device.id, unrestricted!.user, { accessRightsFlag: 1 });
    await shareDevice(t, device.id, limited!.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() + HOUR_MS),
    });
    await shareDevice(t, device.id, expired!.user, {
      accessRightsFlag: 2,
      expiryDate: new Date(t.clock.now().getTime() - HOUR_MS),
    });

    const made = await create(ownerShare!, device.id);
    expect(made.status).toBe(200);
    for (const [who, status] of [
      [unrestricted, 403],
      [limited, 403],
      [expired, 404],
      [stranger, 404],
    ] as const) {
      expect((await create(who!, device.id)).status, `create ${status}`).toBe(status);
      expect((await list(who!, device.id)).status).toBe(status);
      expect((await revoke(who!, device.id, made.body.link._id)).status).toBe(status);
    }
    expect((await list(owner, device.id)).body.data.map((link) => link.state)).toEqual(['active']);
    expect((await revoke(owner, device.id, made.body.link._id)).body.link.state).toBe('revoked');
  });

  it(`refuses more than ${LIVE_LINKS_MAX_ACTIVE} live links of a device, and bad lengths, changing nothing`, async () => {
    const { owner, device } = await ownerWithDevice();
    for (const hours of [0, 169, 2.5]) expect((await create(owner, device.id, { hours })).status).toBe(400);
    for (let made = 0; made < LIVE_LINKS_MAX_ACTIVE; made += 1)
      expect((await create(owner, device.id)).status).toBe(200);
    const refused = await create(owner, device.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(errorBody(liveLinkMessages.tooMany));
    expect((await list(owner, device.id)).body.data).toHaveLength(LIVE_LINKS_MAX_ACTIVE);
  });
});

describe('the page behind a link', () => {
  it("shows the device's name, its newest position and its track since the link, and nothing else", async () => {
    const { owner, device } = await ownerWithDevice();
    await report(device.osmandId, -33.8);
    const made = await create(owner, device.id, { hours: 1, showTrack: true });
    const since = [await report(device.osmandId, -33.81), await report(device.osmandId, -33.82)];

    const page = await open(tokenOf(made.body.url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const body = page.json() as LivePageResponse;
    expect(Object.keys(body).sort()).toEqual(['device', 'expiresAt', 'position', 'showTrack', 'success', 'track']);
    expect(body.device).toEqual({ name: 'Delivery van', deviceType: 'shield_gps' });
    expect(body.position).toEqual({ time: since[1], latitude: -33.82, longitude: 151.2093 });
    expect(body.track).toEqual(
      since.map((time, index) => ({ time, latitude: -33.81 - index / 100, longitude: 151.2093 })),
    );
    expect(body.expiresAt).toBe(made.body.link.expiresAt);
    expect(page.body).not.toContain(owner.user.email);
    expect(page.body).not.toContain(device.deviceUUID);
    expect(page.body).not.toContain(device.id);

    const plain = await create(owner, device.id, { hours: 1 });
    expect(((await open(tokenOf(plain.body.url))).json() as LivePageResponse).track).toEqual([]);
    expect((await list(owner, device.id)).body.data.find((link) => link._id === made.body.link._id)).toMatchObject({
      opens: 1,
      lastOpenedAt: t.clock.now().toISOString(),
    });
  });

  it('answers a link that expired, was revoked, moved with its device or never existed alike, with 404', async () => {
    const { owner, device } = await ownerWithDevice();
    const [expiring, revoked, handedOn] = [
      await create(owner, device.id, { hours: 1 }),
      await create(owner, device.id),
      await create(owner, device.id),
    ];
    await revoke(owner, device.id, revoked.body.link._id);
    t.clock.advance(HOUR_MS);
    const receiver = await createVerifiedUser(t);
    const stillLive = await open(tokenOf(handedOn.body.url));
    expect(stillLive.statusCode).toBe(200);
    await t.database.db.update(devices).set({ userId: receiver.user._id }).where(eq(devices.id, device.id));

    const never = await open('x'.repeat(43));
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual(errorBody(liveLinkMessages.ended));
    for (const made of [expiring, revoked, handedOn]) {
      const answer = await open(tokenOf(made.body.url));
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(never.body);
    }
    await t.database.db.update(devices).set({ userId: owner.user._id }).where(eq(devices.id, device.id));
    const states = (await list(owner, device.id)).body.data.map((link) => link.state);
    expect(states.sort()).toEqual(['active', 'expired', 'revoked']);
  });

  it('takes a few openings a minute per address (AUTH_RATE_LIMIT_PER_MINUTE)', async () => {
    const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, undefined, {
      database: t.database,
      clock: t.clock,
    });
    try {
      const statuses = [];
      for (let call = 0; call < 4; call += 1)
        statuses.push((await open('guessed'.padEnd(43, 'x'), '198.18.1.1', strict)).statusCode);
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect((await open('guessed'.padEnd(43, 'x'), '198.18.1.1', strict)).json()).toEqual(
        errorBody(serverMessages.tooManyRequests),
      );
      expect((await open('guessed'.padEnd(43, 'x'), '198.18.1.2', strict)).statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});

describe('links that end with the access they were made under', () => {
  it('are revoked when the device leaves its owner, and stay ended if it comes back', async () => {
    const { owner, device } = await ownerWithDevice();
    const made = await create(owner, device.id);
    expect((await call(t, owner.authHeader, 'DELETE', `/api/devices/${device.id}`)).status).toBe(200);
    const [released] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
    const claimed = await call(t, owner.authHeader, 'POST', '/api/devices/claim', {
      deviceUUID: device.deviceUUID,
      passcode: released!.passcode,
      name: 'Delivery van',
    });
    expect(claimed.status).toBe(201);
    expect((await open(tokenOf(made.body.url))).statusCode).toBe(404);
    const listed = (await list(owner, device.id)).body.data;
    expect(listed.map((link) => link.state)).toEqual(['revoked']);
    expect((await create(owner, device.id)).status).toBe(200);
  });

  it("end when their maker's share no longer gives the Owner privilege, and stay ended if it does again", async () => {
    const { owner, device } = await ownerWithDevice();
    const sharee = await createVerifiedUser(t);
    const share = await shareDevice(t, device.id, sharee.user, { accessRightsFlag: 0 });
    const made = await create(sharee, device.id);
    expect((await open(tokenOf(made.body.url))).statusCode).toBe(200);

    const lowered = await call(t, owner.authHeader, 'PUT', `/api/share-device/${share.id}`, { accessRightsFlag: 1 });
    expect(lowered.status).toBe(200);
    expect((await open(tokenOf(made.body.url))).statusCode).toBe(404);
    // Owner given back (its own path asks the owner to confirm by mail): the link made before stays ended.
    await t.database.db.update(deviceShares).set({ accessRightsFlag: 0 }).where(eq(deviceShares.id, share.id));
    expect((await open(tokenOf(made.body.url))).statusCode).toBe(404);
    expect((await list(owner, device.id)).body.data).toEqual([
      expect.objectContaining({ _id: made.body.link._id, state: 'revoked' }),
    ]);

    const again = await create(sharee, device.id);
    expect((await call(t, owner.authHeader, 'DELETE', `/api/share-device/${share.id}`)).status).toBe(200);
    expect((await open(tokenOf(again.body.url))).statusCode).toBe(404);
  });
});

describe("the page's socket", () => {
  const liveSocket = (token: unknown) => connectSocket(`${baseUrl}/live`, undefined, { auth: { token } });
  /** The positions the socket hears from now on. */
  function heard(socket: Awaited<ReturnType<typeof liveSocket>>) {
    const points: LivePoint[] = [];
    socket.on(liveSocketEvents.position, (point: LivePoint) => points.push(point));
    return points;
  }

  it("hears its own device's new positions, field by field nothing more, and no other device's", async () => {
    const { owner, device } = await ownerWithDevice();
    const other = await insertDevice(t, owner.user._id);
    const made = await create(owner, device.id);
    const socket = await liveSocket(tokenOf(made.body.url));
    const points = heard(socket);

    const time = await report(device.osmandId, -33.9);
    await report(other.osmandId, -34.5);
    await sleep(300);
    expect(points).toEqual([{ time, latitude: -33.9, longitude: 151.2093 }]);
  });

  it('is told the newest fix first when it signs in, so one that came after the page read its position is not lost', async () => {
    const { owner, device } = await ownerWithDevice();
    const token = tokenOf((await create(owner, device.id)).body.url);
    expect((await open(token)).json().position).toBeNull();
    const time = await report(device.osmandId, -33.91);
    const points: LivePoint[] = [];
    await connectSocket(`${baseUrl}/live`, undefined, {
      auth: { token },
      on: { [liveSocketEvents.position]: (point: LivePoint) => points.push(point) },
    });
    await sleep(300);
    expect(points).toEqual([{ time, latitude: -33.91, longitude: 151.2093 }]);
  });

  it('refuses a socket without a link that answers', async () => {
    const { owner, device } = await ownerWithDevice();
    const made = await create(owner, device.id, { hours: 1 });
    await expect(liveSocket('x'.repeat(43))).rejects.toThrow(liveLinkMessages.ended);
    await expect(liveSocket(42)).rejects.toThrow(liveLinkMessages.ended);
    t.clock.advance(HOUR_MS);
    await expect(liveSocket(tokenOf(made.body.url))).rejects.toThrow(liveLinkMessages.ended);
  });

  it('takes a few sign-ins a minute per address (AUTH_RATE_LIMIT_PER_MINUTE), as the page does', async () => {
    const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, undefined, {
      database: t.database,
      clock: t.clock,
    });
    try {
      const strictUrl = await listen(strict);
      const { owner, device } = await ownerWithDevice();
      const token = tokenOf((await create(owner, device.id)).body.url);
      const signIn = () => connectSocket(`${strictUrl}/live`, undefined, { auth: { token } });
      for (let attempt = 0; attempt < 3; attempt += 1) await signIn();
      await expect(signIn()).rejects.toThrow(serverMessages.tooManyRequests);
    } finally {
      closeSockets();
      await strict.close();
    }
  });

  it('is told a revoked link ended, closed, and hears nothing more', async () => {
    const { owner, device } = await ownerWithDevice();
    const made = await create(owner, device.id);
    const socket = await liveSocket(tokenOf(made.body.url));
    const points = heard(socket);
    const ended = new Promise<void>((resolve) => socket.once(liveSocketEvents.ended, () => resolve()));
    const closed = nextDisconnect(socket);
    await revoke(owner, device.id, made.body.link._id);
    await ended;
    expect(await closed).toBe('io server disconnect');
    await report(device.osmandId, -33.95);
    await sleep(300);
    expect(points).toEqual([]);
  });

  it('is told its link ended once it expires, or its device is handed on', async () => {
    const { owner, device } = await ownerWithDevice();
    const [expiring, handedOn] = [await create(owner, device.id, { hours: 1 }), await create(owner, device.id)];
    const sockets = [await liveSocket(tokenOf(expiring.body.url)), await liveSocket(tokenOf(handedOn.body.url))];
    const closed = sockets.map((socket) => nextDisconnect(socket));
    const handedOnPoints = heard(sockets[1]!);

    t.clock.advance(HOUR_MS);
    await t.app.telemetry.realtime.endStaleLiveLinks();
    expect(await closed[0]).toBe('io server disconnect');

    const receiver = await createVerifiedUser(t);
    await t.database.db.update(devices).set({ userId: receiver.user._id }).where(eq(devices.id, device.id));
    await report(device.osmandId, -33.97);
    await t.app.telemetry.realtime.endStaleLiveLinks();
    expect(await closed[1]).toBe('io server disconnect');
    expect(handedOnPoints).toEqual([]);
  });
});
