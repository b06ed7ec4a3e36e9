import type { LocationRecord } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice } from './helpers/devices.js';
import { osmand, positionsOf } from './helpers/ingest.js';
import { setRoles } from './helpers/sharing.js';
import { createTestApp, useTestApp } from './helpers/test-app.js';

/** What one OsmAnd client can make the server store: reports per identifier and per address, and each one's size. */

const PER_DEVICE = 5;
const PER_ADDRESS = 12;
const t = useTestApp({ OSMAND_REPORTS_PER_MINUTE: String(PER_DEVICE), OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS: String(PER_ADDRESS) });
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  owner = await createVerifiedUser(t);
  await setRoles(t, owner.user._id, ['enterprise']);
});

const nextMinute = () => t.clock.advance(60_000);
const report = (id: string, remoteAddress = '198.51.100.20', query = 'lat=10&lon=20') =>
  osmand(t, { method: 'GET', url: `/?id=${id}&${query}`, remoteAddress });

describe('OsmAnd report limits', () => {
  it('takes a few reports a minute per identifier, known or not alike, then asks to wait with 429 and Retry-After', async () => {
    nextMinute();
    const device = await insertDevice(t, owner.user._id);
    for (const id of [device.osmandId, 'feedfacefeedfacefeedface']) {
      const answers = [];
      for (let i = 0; i <= PER_DEVICE; i += 1) answers.push(await report(id, `198.51.100.${i + 30}`));
      expect(answers.slice(0, PER_DEVICE).map((answer) => answer.statusCode)).toEqual(Array(PER_DEVICE).fill(200));
      const refused = answers[PER_DEVICE]!;
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await positionsOf(t, device.id)).toHaveLength(PER_DEVICE);
    nextMinute();
    expect((await report(device.osmandId)).statusCode).toBe(200);
  });

  it('takes a limited number of reports a minute from one address, whatever the identifiers; other addresses go on', async () => {
    nextMinute();
    const codes = [];
    for (let i = 0; i <= PER_ADDRESS; i += 1) codes.push((await report(`a0b1c2d3e4f5a6b7c8d9e0f${i.toString(16)}`, '203.0.113.50')).statusCode);
    expect(codes.slice(0, PER_ADDRESS).every((code) => code === 200)).toBe(true);
    expect(codes[PER_ADDRESS]).toBe(429);
    expect((await report('0a1b2c3d4e5f6a7b8c9d0e1f', '2001:db8::50')).statusCode).toBe(200);
    // An IPv6 client counts by its /64, so it cannot step around the limit with new addresses of its network.
    for (let i = 1; i < PER_ADDRESS; i += 1) await report(`1a1b2c3d4e5f6a7b8c9d0e${i.toString(16).padStart(2, '0')}`, `2001:db8::${i.toString(16)}`);
    expect((await report('2a1b2c3d4e5f6a7b8c9d0e1f', '2001:db8::ffff')).statusCode).toBe(429);
  });

  it('past an address allowance, an accepted IMEI or serial number gets 429 as an unknown one does; the issued key gets 200', async () => {
    nextMinute();
    const device = await insertDevice(t, owner.user._id);
    const accepted = await call(t, owner.authHeader, 'PUT', `/api/devices/osmand/${device.id}`, { serialNumberAccepted: true });
    expect(accepted.status).toBe(200);
    const client = '203.0.113.77';
    for (let i = 0; i < PER_ADDRESS; i += 1) await report(`c0ffee00c0ffee00c0ffee${i.toString(16).padStart(2, '0')}`, client);

    const probes = [device.imei!, device.deviceUUID, '356938035643809', 'LDS-UNKNOWN-0001'];
    const answers = await Promise.all(probes.map(async (id) => (await report(id, client)).statusCode));
    expect(answers).toEqual([429, 429, 429, 429]);
    expect((await report(device.osmandId, client)).statusCode).toBe(200);
    expect(await positionsOf(t, device.id)).toHaveLength(1);
  });
});

describe('OsmAnd report limits behind the TLS proxy (TRUST_PROXY)', () => {
  const NOISY = '203.0.113.66';
  const TRACKERS = 50;
  const REPORTS_EACH = 2;

  it('one client sending junk under ever new identifiers gets 429 past its allowance; fifty trackers, an SOS among them, are stored', async () => {
    const proxied = await createTestApp(
      {
        TRUST_PROXY: '1',
        OSMAND_REPORTS_PER_MINUTE: String(PER_DEVICE),
        OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS: String(PER_ADDRESS),
      },
      false,
      { database: t.database, clock: t.clock },
    );
    try {
      nextMinute();
      await proxied.app.osmand.listen({ port: 0, host: '127.0.0.1' });
      const { port } = proxied.app.osmand.server.address() as { port: number };
      // Every connection comes from the proxy on 127.0.0.1, which appends the address it saw; a client may write
      // anything left of it.
      const send = async (id: string, client: string, query = 'lat=10&lon=20', forged = '192.0.2.1') =>
        (await fetch(`http://127.0.0.1:${port}/?id=${id}&${query}`, { headers: { 'x-forwarded-for': `${forged}, ${client}` } }))
          .status;
      let junk = 0;
      // Each junk report under a new identifier, with a different address forged in front of the proxy's entry.
      const junkReport = () => send(`0badc0de${String(junk++).padStart(16, '0')}`, NOISY, 'lat=1&lon=1', `198.51.100.${junk % 250}`);
      const noise = (count: number) => Promise.all(Array.from({ length: count }, junkReport));

      const devices = await Promise.all(Array.from({ length: TRACKERS }, () => insertDevice(t, owner.user._id)));
      // Five trackers share the noisy client's address (a carrier's NAT); the others each have their own.
      const addressOf = (index: number) => (index < 5 ? NOISY : `198.51.100.${100 + index}`);
      const first = await noise(2 * PER_ADDRESS);
      const [honest, later] = await Promise.all([
        Promise.all(
          devices.flatMap((device, index) =>
            Array.from({ length: REPORTS_EACH }, (_, report) =>
              send(device.osmandId, addressOf(index), `lat=${10 + report / 1000}&lon=20${index === 7 && report === 1 ? '&alarm=sos' : ''}`),
            ),
          ),
        ),
        noise(2 * PER_ADDRESS),
      ]);

      expect(first.filter((status) => status === 200)).toHaveLength(PER_ADDRESS);
      expect(first.filter((status) => status === 429)).toHaveLength(PER_ADDRESS);
      expect(later.every((status) => status === 429)).toBe(true);
      expect(honest.every((status) => status === 200)).toBe(true);
      const stored = await Promise.all(devices.map((device) => positionsOf(t, device.id)));
      expect(stored.map((rows) => rows.length)).toEqual(Array(TRACKERS).fill(REPORTS_EACH));
      expect(stored[7]!.map((row) => row.alertType)).toContain('sos');
      // Another client behind the same proxy has an allowance of its own.
      expect(await send('feedbeeffeedbeeffeedbeef', '198.51.100.250')).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('what one report may store', () => {
  it('keeps at most 20 extra attributes and 1,024 characters of them, from the largest body the port takes', async () => {
    nextMinute();
    const device = await insertDevice(t, owner.user._id);
    const extras = Array.from({ length: 60 }, (_, i) => `x${String(i).padStart(2, '0')}=${'v'.repeat(250)}`).join('&');
    const answer = await osmand(t, {
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${device.osmandId}&lat=10&lon=20&${extras}`,
    });
    expect(answer.statusCode).toBe(200);
    const [stored] = await positionsOf(t, device.id);
    const extraCharacters = Object.entries(stored!.attributes).reduce((sum, [key, value]) => sum + key.length + String(value).length, 0);
    expect(extraCharacters).toBeLessThanOrEqual(1024);
    expect(Object.keys(stored!.attributes).length).toBeLessThanOrEqual(20);
  });
});

describe('attributes in the history answers', () => {
  it('are left out of the history, the map and the activity answers unless the caller asks for them', async () => {
    nextMinute();
    const device = await insertDevice(t, owner.user._id);
    await report(device.osmandId, '198.51.100.90', 'lat=10&lon=20&driver=kim&trip=school');
    const get = async <T>(url: string) => (await call<T>(t, owner.authHeader, 'GET', url)).body;
    const post = async (body: object) => (await call<{ locations: LocationRecord[] }>(t, owner.authHeader, 'POST', '/api/v2/history', body)).body.locations;
    type Page = { data: LocationRecord[] };

    const plain = [
      (await get<Page>(`/api/history/find/device/${device.id}`)).data[0],
      (await get<Page>(`/api/history/map/${device.id}`)).data[0],
      (await post({ deviceUUIDs: [device.deviceUUID] }))[0],
    ];
    for (const record of plain) {
      expect(record).toMatchObject({ latitude: 10, longitude: 20 });
      expect(record).not.toHaveProperty('attributes');
    }
    const asked = [
      (await get<Page>(`/api/history/find/device/${device.id}?attributes=true`)).data[0],
      (await get<Page>(`/api/history/map/${device.id}?attributes=true`)).data[0],
      (await post({ deviceUUIDs: [device.deviceUUID], attributes: true }))[0],
    ];
    for (const record of asked) expect(record!.attributes).toMatchObject({ driver: 'kim', trip: 'school' });
    expect((await call(t, owner.authHeader, 'GET', `/api/history/map/${device.id}?attributes=maybe`)).status).toBe(400);
  });
});
