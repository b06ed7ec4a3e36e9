import { batteryPercentFromVoltage, boundaryAreaHectares, boundaryProblem, deviceColors, pointInPolygon, type FindDevicesResponse } from '@lodestar/contract';
import { count, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceGroups, deviceShares, devices, users } from '../src/db/schema/index.js';
import { simulatedRouteOf } from '../src/cli/simulator/fleet.js';
import { DEMO_ACCOUNT, FLEET_ACCOUNT, seedDemo, type SeedResult } from '../src/demo/demo-account.js';
import { DEALER_ACCOUNT, DEALER_STOCK } from '../src/demo/demo-dealer.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let first: SeedResult;
beforeAll(async () => {
  first = await seedDemo(t.database.db, t.clock);
});

const tally = async () => ({
  users: (await t.database.db.select({ n: count() }).from(users))[0]!.n,
  devices: (await t.database.db.select({ n: count() }).from(devices))[0]!.n,
  shares: (await t.database.db.select({ n: count() }).from(deviceShares))[0]!.n,
  groups: (await t.database.db.select({ n: count() }).from(deviceGroups))[0]!.n,
});

async function signIn(account: { email: string; password: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: account.email, password: account.password },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { authHeader: string; user: { _id: string; name: string; roles: string[]; OneTimeDeviceFee: number } };
  return { authHeader: body.authHeader, user: body.user };
}

async function findAll(userId: string, authorization: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/devices/find/${userId}?type=all&perPage=999`,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  const { data, pagination } = response.json() as FindDevicesResponse;
  return { list: data, total: pagination.total };
}

describe('the demo seed', () => {
  it('creates the demo, fleet and dealer accounts, thirteen devices and one share on a fresh database', async () => {
    expect(first).toMatchObject({ created: true, email: DEMO_ACCOUNT.email, accounts: 3, devices: 13, shares: 1 });
    expect(first.positions).toBeGreaterThan(0);
    expect(await tally()).toEqual({ users: 3, devices: 13, shares: 1, groups: 1 });
  });

  it('creates nothing the second time', async () => {
    const before = await tally();
    const again = await seedDemo(t.database.db, t.clock);
    expect(again).toEqual({ created: false, email: DEMO_ACCOUNT.email, accounts: 0, devices: 0, shares: 0, positions: 0 });
    expect(await tally()).toEqual(before);
  });

  it('gives the dealer a tracker to transfer and three allocated to the dealership, which its spreadsheet adds', async () => {
    const { authHeader, user } = await signIn({ email: DEALER_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(user).toMatchObject({ roles: ['k9', 'dealership', 'enterprise'], OneTimeDeviceFee: 25 });
    expect((await findAll(user._id, authHeader)).list.map((d) => d.name)).toEqual(['Showroom tracker']);
    const stock = await t.database.db.select().from(devices).where(inArray(devices.deviceUUID, [...DEALER_STOCK]));
    expect(stock.map((device) => [device.userId, device.allocatedTo])).toEqual(DEALER_STOCK.map(() => [null, user._id]));
  });

  it('gives the demo account a group of its three vehicles', async () => {
    const { authHeader } = await signIn(DEMO_ACCOUNT);
    const response = await t.app.inject({ method: 'GET', url: '/api/device/groups', headers: { authorization: authHeader } });
    expect(response.statusCode).toBe(200);
    const [group] = (response.json() as { data: { _id: string; name: string; deviceCount: number }[] }).data;
    expect(group).toMatchObject({ name: 'Weekend trip', deviceCount: 3 });
  });

  it('lets the demo account sign in and list its own devices of every type and the shared van', async () => {
    const { authHeader, user } = await signIn(DEMO_ACCOUNT);
    expect(user).toMatchObject({ name: DEMO_ACCOUNT.name, roles: ['user', 'enterprise'] });
    const { list, total } = await findAll(user._id, authHeader);
    expect(total).toBe(8);
    expect(list.map((d) => d.name)).toEqual([
      'Backpack',
      'Bike',
      'Camper trailer',
      'Delivery van',
      'Family car',
      'Gym locker',
      'Suitcase lock',
      'Wallet card',
    ]);
    expect(list.map((d) => d.name)).not.toContain('Pallet tag');

    const own = list.filter((d) => d.userId === user._id);
    expect(own).toHaveLength(7);
    for (const device of own) expect(device.privilege).toBe(3);
    expect(new Set(own.map((d) => d.deviceType))).toEqual(new Set(['shield_gps', 'shield_card', 'smart_lock']));

    const van = list.find((d) => d.name === 'Delivery van')!;
    expect(van).toMatchObject({ privilege: 1, deviceType: 'shield_gps', share_count: 1 });
    expect(van.userId).not.toBe(user._id);

    const [share] = await t.database.db.select().from(deviceShares);
    expect(share).toMatchObject({
      deviceId: van._id,
      userId: user._id,
      sharedUserWithEmail: DEMO_ACCOUNT.email,
      sharerName: FLEET_ACCOUNT.name,
      accessRightsFlag: 1,
      isAcceptedFlag: 1,
    });
  });

  it('gives the devices pictures, accent colours and consistent telemetry', async () => {
    const { authHeader, user } = await signIn(DEMO_ACCOUNT);
    const { list } = await findAll(user._id, authHeader);
    const palette = deviceColors.map((c) => c.value as string);
    for (const type of ['shield_gps', 'shield_card', 'smart_lock'] as const) {
      const withPicture = list.filter((d) => d.deviceType === type && d.devicePictureUrl);
      expect(withPicture.length, type).toBeGreaterThan(0);
      for (const device of withPicture) {
        // An SVG document in the device's colour, at its address: the list carries none of its bytes.
        expect(device.devicePicture).toBe('');
        const url = device.devicePictureUrl!;
        const picture = await t.app.inject({ method: 'GET', url, headers: { authorization: authHeader } });
        expect(picture.headers['content-type']).toBe('image/svg+xml');
        expect(picture.body).toContain(device.color!);
        expect(picture.rawPayload.length).toBeLessThan(15_000);
      }
    }
    for (const device of list) expect(palette).toContain(device.color);
    expect(new Set(list.map((d) => d.color)).size).toBeGreaterThanOrEqual(5);

    for (const device of list.filter((d) => d.modem_voltage > 0)) {
      expect(device.battery_percentage).toBe(batteryPercentFromVoltage(device.modem_voltage));
    }
    const byName = Object.fromEntries(list.map((d) => [d.name, d]));
    expect(byName['Family car']!.subscription.status).toBe('Active');
    expect(byName['Bike']!.subscription.status).toBe('Inactive');
    expect(byName['Bike']!.battery_percentage).toBeLessThan(15);
    expect(byName['Camper trailer']!.lastSeenTime).toBeNull();
    expect(byName['Suitcase lock']!.imei).toBe('');
    // Seen minutes, hours and days before the clock
    const now = t.clock.now().getTime();
    const ages = list.filter((d) => d.lastSeenTime).map((d) => now - Date.parse(d.lastSeenTime!));
    expect(Math.min(...ages)).toBeLessThan(10 * 60_000);
    expect(Math.max(...ages)).toBeGreaterThan(24 * 3_600_000);
    // Some devices run the older release of the catalogue, so "update available" shows
    expect(list.map((d) => d.firmwareVersion)).toEqual(expect.arrayContaining(['2.3.0', '1.7.0', '3.1.0', '2.4.1']));
  });

  it('lets the fleet account sign in and see its two devices, the van shared once', async () => {
    const { authHeader, user } = await signIn(FLEET_ACCOUNT);
    expect(user.name).toBe('Fleet Manager');
    const { list } = await findAll(user._id, authHeader);
    expect(list.map((d) => [d.name, d.privilege, d.share_count])).toEqual([
      ['Delivery van', 3, 1],
      ['Pallet tag', 3, 0],
    ]);
  });

  it('gives the family car a geo-fence of a few hectares on the loop the simulator drives, and a notification email', async () => {
    const { authHeader, user } = await signIn(DEMO_ACCOUNT);
    const car = (await findAll(user._id, authHeader)).list.find((d) => d.name === 'Family car')!;
    expect(car).toMatchObject({ deviceType: 'shield_gps', geoFence: { enable: true }, notificationEmails: ['demo@lodestar.local'] });
    const fence = car.mapBoundaryPoints;
    expect(boundaryProblem(fence)).toBeNull();
    expect(boundaryAreaHectares(fence)).toBeGreaterThan(3);
    expect(boundaryAreaHectares(fence)).toBeLessThan(5);

    const route = simulatedRouteOf({ deviceUUID: car.deviceUUID, deviceType: car.deviceType, name: car.name });
    const day = Array.from({ length: 8640 }, (_, i) => route.at(i * 10).position);
    const inside = day.filter((position) => pointInPolygon(position, fence)).length;
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(day.length / 10);
  });
});
