import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareFleet, SIMULATION_BASE } from '../src/cli/simulator/fleet.js';
import { distanceMeters } from '@lodestar/contract';
import { simulateCommand } from '../src/cli/simulator/simulate-command.js';
import { startSimulator } from '../src/cli/simulator/simulator.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice } from './helpers/devices.js';
import { positionsOf } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.app.osmand.listen({ port: 0, host: '127.0.0.1' });
});

const urlOf = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const silent = { info: () => {}, warn: () => {} };

/** Polls until the check holds, or fails after the timeout. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the simulated devices');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('simulator', () => {
  it('drives devices through the native call and the OsmAnd listener and carries out queued commands', async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    const car = await insertDevice(t, user._id, { name: 'Car', imei: '356938035600011' });
    const bike = await insertDevice(t, user._id, { name: 'Bike', imei: '356938035600029' });
    const lock = await insertDevice(t, user._id, { name: 'Suitcase lock', deviceType: 'smart_lock' });
    const fleet = await prepareFleet(t.database.db, { ownerEmail: user.email });
    expect(fleet.map((device) => [device.deviceUUID, device.protocol, device.movement])).toEqual([
      [bike.deviceUUID, 'osmand', 'bike'],
      [car.deviceUUID, 'native', 'car'],
      [lock.deviceUUID, 'native', 'parked'],
    ]);

    // The simulated devices date their fixes by the real clock: the app's clock must move with it.
    const ticking = setInterval(() => t.clock.advance(100), 100);
    const simulator = startSimulator({
      fleet,
      baseUrl: urlOf(t.app.server),
      ingestUrl: urlOf(t.app.osmand.server),
      intervalSeconds: 0.2,
      log: silent,
    });
    try {
      expect((await call(t, authHeader, 'PUT', `/api/devices/alarm/${car.id}/on`)).status).toBe(200);
      expect((await call(t, authHeader, 'POST', `/api/devices/locate/${bike.id}`, { locationReportMode: 'once' })).status).toBe(200);
      expect((await call(t, authHeader, 'PUT', `/api/devices/alarm/${bike.id}/on`)).status).toBe(200);
      const commandStatus = async (deviceId: string, type: string) => (await commandsOf(t, deviceId)).find((command) => command.type === type)?.status;
      // The native device confirms in its next call. An OsmAnd device cannot: its next newer report confirms the locate
      // it was handed, and the alarm, which OsmAnd never carries, waits for the native call.
      await eventually(
        async () =>
          (await commandStatus(car.id, 'alarm')) === 'acknowledged' &&
          (await commandStatus(bike.id, 'locate')) === 'acknowledged' &&
          (await commandStatus(bike.id, 'alarm')) === 'queued',
      );
      await eventually(async () => {
        const counts = await Promise.all([car, bike, lock].map(async (device) => (await positionsOf(t, device.id)).length));
        return counts.every((count) => count >= 3);
      });
    } finally {
      await simulator.stop();
      clearInterval(ticking);
    }
    expect(simulator.stats()).toMatchObject({ devices: 3, failures: 0 });
    expect(simulator.stats().commands).toBeGreaterThanOrEqual(2);

    const lockEvents = (await positionsOf(t, lock.id)).filter((position) => position.isLocked !== null);
    expect(lockEvents.at(-1)).toMatchObject({ isLocked: true });
    const [bikePosition] = await positionsOf(t, bike.id);
    expect(bikePosition).toMatchObject({ type: 'gps', modemVoltage: expect.any(Number), modemTemperature: expect.any(Number) });
    for (const device of [car, bike, lock]) {
      const row = await deviceRow(t, device.id);
      expect(row!.lastSeenTime).not.toBeNull();
      expect(row!.batteryPercentage).toEqual(expect.any(Number));
    }
    // Home within 8 km of the base, the loop within 8 km of home.
    const [carPosition] = await positionsOf(t, car.id);
    expect(distanceMeters(SIMULATION_BASE, { lat: carPosition!.latitude, lng: carPosition!.longitude })).toBeLessThan(16_100);
  });
});

describe('simulate command', () => {
  it('refuses before opening the database when nothing answers, or when the server holds the embedded database', async () => {
    const config = { ...t.config, HOST: '127.0.0.1', PORT: (t.app.server.address() as AddressInfo).port, DATABASE_URL: undefined };
    const preflight = (args: string[], databaseUrl?: string) => simulateCommand.preflight!(args, { ...config, DATABASE_URL: databaseUrl });
    await expect(preflight(['--url', 'http://127.0.0.1:9'])).rejects.toThrow('Nothing answers at http://127.0.0.1:9.');
    await expect(preflight([])).rejects.toThrow('runs on the embedded database');
    await expect(preflight([], 'postgres://lodestar@127.0.0.1/lodestar')).resolves.toBeUndefined();
  });
});
