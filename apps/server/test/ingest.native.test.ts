import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MAX_POSITIONS, type DeviceCommand } from '@lodestar/contract';
import { deviceCommands } from '../src/db/schema/index.js';
import { RESEND_AFTER_MS } from '../src/modules/device-commands/command-queue.repository.js';
import { sweepExpired } from '../src/modules/system/housekeeping.js';
import { useTestApp } from './helpers/test-app.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice, shareDevice, type DeviceAnswer } from './helpers/devices.js';
import { deviceAuthorization, native, positionsOf } from './helpers/ingest.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;
const position = (seconds: number, values: object = {}) => ({ timestamp: secondsAgo(seconds), latitude: -33.87, longitude: 151.21, ...values });

async function tracker(values: Parameters<typeof insertDevice>[2] = {}) {
  const device = await insertDevice(t, owner.user._id, values);
  return { device, authorization: await deviceAuthorization(t, device.id) };
}

describe('native batch call: authentication', () => {
  it('refuses a missing, malformed or unknown device secret with 401 and stores nothing', async () => {
    const { device } = await tracker();
    for (const authorization of [undefined, 'Bearer abc', 'Device short', 'Device lsd_unknown-secret-of-enough-length']) {
      const { status, body } = await native(t, authorization, { positions: [position(5)] });
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false });
    }
    expect(await positionsOf(t, device.id)).toHaveLength(0);
  });
});

describe('native batch call: positions and modem', () => {
  it('stores every position, takes the newest as the device state and derives battery from the modem voltage', async () => {
    const { device, authorization } = await tracker();
    const { status, body } = await native(t, authorization, {
      modem: { modem_voltage: 3735, modem_temperature: 24.5, modem_state: 'registered', firmwareVersion: '1.2.0' },
      positions: [
        position(30, { type: 'mcell', accuracy: 900 }),
        position(10, { speed: 42, course: 270, modem_voltage: 3900 }),
        position(20, { type: 'scell', accuracy: 300 }),
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, accepted: 3, commands: [] });
    const stored = await positionsOf(t, device.id);
    expect(stored.map((row) => row.type)).toEqual(['gps', 'scell', 'mcell']);
    expect(stored[0]).toMatchObject({ speed: 42, course: 270, modemVoltage: 3900, batteryPercentage: 70 });
    const row = await deviceRow(t, device.id);
    expect(row).toMatchObject({ modemVoltage: 3735, batteryPercentage: 50, modemTemperature: 24.5, modemState: 'registered', firmwareVersion: '1.2.0' });
    expect(row!.lastFixAt?.getTime()).toBe(secondsAgo(10) * 1000);
  });

  it('stores lock events with their lock state and how the lock was opened', async () => {
    const { device, authorization } = await tracker({ deviceType: 'smart_lock' });
    await native(t, authorization, {
      positions: [position(20, { isLocked: false, unlockType: 'buttonCode' }), position(10, { isLocked: true, unlockType: 'autoLocked' })],
    });
    const stored = await positionsOf(t, device.id);
    expect(stored.map((row) => [row.isLocked, row.unlockType])).toEqual([
      [true, 'autoLocked'],
      [false, 'buttonCode'],
    ]);
  });

  it('accepts a heartbeat without positions: last seen and modem only', async () => {
    const { device, authorization } = await tracker();
    const { body } = await native(t, authorization, { modem: { modem_voltage: 4200 } });
    expect(body).toMatchObject({ accepted: 0 });
    const row = await deviceRow(t, device.id);
    expect(row).toMatchObject({ batteryPercentage: 100, modemVoltage: 4200 });
    expect(row!.lastSeenTime?.getTime()).toBe(t.clock.now().getTime());
  });

  const refused: [string, () => object][] = [
    ['a latitude out of range', () => ({ positions: [position(5, { latitude: 95 })] })],
    ['a latitude of the wrong type', () => ({ positions: [position(5, { latitude: '10' })] })],
    ['an unknown location type', () => ({ positions: [position(5, { type: 'wifi' })] })],
    ['an unknown field', () => ({ positions: [position(5, { colour: 'red' })] })],
    ['an unknown alert type', () => ({ positions: [position(5, { alertType: 'fire' })] })],
    ['an alert only the server raises', () => ({ positions: [position(5, { alertType: 'lowBattery' })] })],
    ['a time in the future', () => ({ positions: [position(50), position(-3600)] })],
    ['a time before 2000', () => ({ positions: [position(50), position(5, { timestamp: 100 })] })],
    ['too many positions', () => ({ positions: Array.from({ length: NATIVE_MAX_POSITIONS + 1 }, (_, i) => position(i + 1)) })],
    ['an ack that is not an id', () => ({ positions: [position(50)], acks: ['not-a-uuid'] })],
  ];
  it.each(refused)('refuses %s with 400 and stores nothing of the batch', async (_what, payload) => {
    const { device, authorization } = await tracker();
    const { status, body } = await native(t, authorization, payload());
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false });
    expect((body.errors as string[]).length).toBeGreaterThan(0);
    expect(await positionsOf(t, device.id)).toHaveLength(0);
    expect((await deviceRow(t, device.id))!.lastSeenTime).toBeNull();
  });

  it('refuses a body over 512 KB with 413', async () => {
    const { device, authorization } = await tracker();
    const attributes = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'v'.repeat(250)]));
    const { status } = await native(t, authorization, { positions: Array.from({ length: 60 }, (_, i) => position(i + 1, { attributes })) });
    expect(status).toBe(413);
    expect(await positionsOf(t, device.id)).toHaveLength(0);
  });
});

describe('native batch call: commands', () => {
  it('hands queued commands to the device, re-sends unacknowledged ones, and records acknowledgements', async () => {
    const { device, authorization } = await tracker({ firmwareVersion: '1.0.0' });
    await call(t, owner.authHeader, 'PUT', `/api/devices/operating-mode/${device.id}`, { operatingMode: 'batteryLife' });
    t.clock.advance(1);
    await call(t, owner.authHeader, 'PUT', `/api/devices/airplane-mode/${device.id}`, { duration: 7200 });

    const first = await native(t, authorization, { positions: [position(5)] });
    const handed = first.body.commands as DeviceCommand[];
    expect(handed.map((command) => [command.type, command.payload])).toEqual([
      ['operatingMode', { operatingMode: 'batteryLife' }],
      ['airplaneMode', { duration: 7200 }],
    ]);
    expect((await commandsOf(t, device.id)).map((command) => command.status)).toEqual(['sent', 'sent']);

    expect((await native(t, authorization, {})).body.commands).toEqual([]);
    t.clock.advance(RESEND_AFTER_MS + 1000);
    const again = await native(t, authorization, { acks: [handed[0]!.id] });
    expect((again.body.commands as DeviceCommand[]).map((command) => command.id)).toEqual([handed[1]!.id]);

    await native(t, authorization, { acks: [handed[1]!.id] });
    const states = await commandsOf(t, device.id);
    expect(states.map((command) => command.status)).toEqual(['acknowledged', 'acknowledged']);
    expect(states.every((command) => command.acknowledgedAt !== null)).toBe(true);
  });

  it('ignores acknowledgements of another device’s commands', async () => {
    const a = await tracker();
    const b = await tracker();
    await call(t, owner.authHeader, 'PUT', `/api/devices/alarm/${a.device.deviceUUID}/on`);
    const [command] = (await native(t, a.authorization, {})).body.commands as DeviceCommand[];
    await native(t, b.authorization, { acks: [command!.id] });
    expect((await commandsOf(t, a.device.id)).map((row) => row.status)).toEqual(['sent']);
  });

  it('never hands out an expired command, and housekeeping marks it expired', async () => {
    const { device, authorization } = await tracker();
    await call(t, owner.authHeader, 'PUT', `/api/devices/alarm/${device.deviceUUID}/on`);
    t.clock.advance(25 * 3600_000);
    expect((await native(t, authorization, {})).body.commands).toEqual([]);
    await sweepExpired(t.database.db, t.clock.now());
    const [row] = await t.database.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, device.id));
    expect(row!.status).toBe('expired');
  });
});

describe('locate calls', () => {
  it('locate sets the report mode and queues the request; stop tracking goes back to once', async () => {
    const { device, authorization } = await tracker();
    const located = await call<DeviceAnswer>(t, owner.authHeader, 'POST', `/api/devices/locate/${device.deviceUUID}`, { locationReportMode: 'continuously' });
    expect(located.status).toBe(200);
    expect(located.body).toMatchObject({ message: 'Requested successfully', device: { locationReportMode: 'continuously' } });
    t.clock.advance(1);
    const stopped = await call<DeviceAnswer>(t, owner.authHeader, 'POST', `/api/devices/locate/stopTracking/${device.id}`);
    expect(stopped.body).toMatchObject({ message: 'Live tracking disabled', device: { locationReportMode: 'once' } });
    const handed = (await native(t, authorization, {})).body.commands as DeviceCommand[];
    expect(handed.map((command) => [command.type, command.payload])).toEqual([
      ['locate', { locationReportMode: 'continuously', duration: 300 }],
      ['stopTracking', {}],
    ]);
  });

  it('refuses a bad mode with 400 and changes nothing', async () => {
    const { device } = await tracker();
    const { status } = await call(t, owner.authHeader, 'POST', `/api/devices/locate/${device.id}`, { locationReportMode: 'always' });
    expect(status).toBe(400);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });

  it('answers another user 404 and a Limited or Unrestricted sharee 403, queuing nothing', async () => {
    const { device } = await tracker();
    const stranger = await createVerifiedUser(t);
    const sharee = await createVerifiedUser(t);
    await shareDevice(t, device.id, sharee.user, { accessRightsFlag: 1 });
    for (const url of [`/api/devices/locate/${device.id}`, `/api/devices/locate/stopTracking/${device.id}`]) {
      const body = { locationReportMode: 'once' };
      expect((await call(t, stranger.authHeader, 'POST', url, body)).status).toBe(404);
      expect((await call(t, sharee.authHeader, 'POST', url, body)).status).toBe(403);
    }
    expect(await commandsOf(t, device.id)).toEqual([]);
    expect((await deviceRow(t, device.id))!.locationReportMode).toBe('once');
  });
});
