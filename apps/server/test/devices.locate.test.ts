import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, commandsOf, deviceRow, insertDevice, type DeviceAnswer } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';
import { endLiveTracking } from '../src/modules/system/housekeeping.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const locate = (ref: string, body: object) =>
  call<DeviceAnswer>(t, owner.authHeader, 'POST', `/api/devices/locate/${ref}`, body);
const inSeconds = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);

describe('Locate Continuously for a live-tracking duration', () => {
  it('tracks for the duration asked, tells the device, and housekeeping returns it to once at the end', async () => {
    const device = await insertDevice(t, owner.user._id);
    const answer = await locate(device.id, { locationReportMode: 'continuously', duration: 600 });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'Requested successfully', device: { locationReportMode: 'continuously' } },
    });
    expect((await deviceRow(t, device.id))!.liveTrackingUntil).toEqual(inSeconds(600));
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.payload])).toEqual([
      ['locate', { locationReportMode: 'continuously', duration: 600 }],
    ]);

    t.clock.advance(599_000);
    await endLiveTracking(t.database.db, t.clock.now());
    expect((await deviceRow(t, device.id))!.locationReportMode).toBe('continuously');
    t.clock.advance(1000);
    await endLiveTracking(t.database.db, t.clock.now());
    expect(await deviceRow(t, device.id)).toMatchObject({ locationReportMode: 'once', liveTrackingUntil: null });
    const read = await call<{ device: DeviceAnswer['device'][] }>(
      t,
      owner.authHeader,
      'GET',
      `/api/devices/${device.id}`,
    );
    expect(read.body.device[0]!.locationReportMode).toBe('once');
    // The device never reported meanwhile: it must not start tracking when it finally does.
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.status])).toEqual([['locate', 'expired']]);
  });

  it('tracks for the shortest duration, 300 s, when none is given, and a new request starts the time again', async () => {
    const device = await insertDevice(t, owner.user._id);
    await locate(device.deviceUUID, { locationReportMode: 'continuously' });
    expect((await deviceRow(t, device.id))!.liveTrackingUntil).toEqual(inSeconds(300));
    t.clock.advance(200_000);
    await locate(device.id, { locationReportMode: 'continuously', duration: 300 });
    t.clock.advance(200_000);
    await endLiveTracking(t.database.db, t.clock.now());
    expect((await deviceRow(t, device.id))!.locationReportMode).toBe('continuously');
  });

  it('ends with stop tracking or a Locate Once', async () => {
    const stopped = await insertDevice(t, owner.user._id);
    await locate(stopped.id, { locationReportMode: 'continuously', duration: 900 });
    await call(t, owner.authHeader, 'POST', `/api/devices/locate/stopTracking/${stopped.id}`);
    expect(await deviceRow(t, stopped.id)).toMatchObject({ locationReportMode: 'once', liveTrackingUntil: null });

    const once = await insertDevice(t, owner.user._id);
    await locate(once.id, { locationReportMode: 'continuously', duration: 900 });
    await locate(once.id, { locationReportMode: 'once' });
    expect(await deviceRow(t, once.id)).toMatchObject({ locationReportMode: 'once', liveTrackingUntil: null });
    expect((await commandsOf(t, once.id)).at(-1)!.payload).toEqual({ locationReportMode: 'once' });
  });

  it.each([[120], [0], ['300'], [300.5]])('refuses the duration %j with 400 and changes nothing', async (duration) => {
    const device = await insertDevice(t, owner.user._id);
    const { status, body } = await locate(device.id, { locationReportMode: 'continuously', duration });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false });
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });
});
