import { describe, expect, it } from 'vitest';
import { geofenceMessages } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { SQUARE, TINY } from './helpers/boundaries.js';
import { call, commandsOf, deviceRow, insertDevice, shareDevice, type DeviceAnswer } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

/** PUT /api/devices/{id} with the fields that have calls of their own: the fence, the alert addresses, locate. */
const owned = async () => {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id);
  const put = (payload: object, who = owner.authHeader) =>
    call<DeviceAnswer & { errors: string[] }>(t, who, 'PUT', `/api/devices/${device.id}`, payload);
  return { ...owner, device, put };
};
const CIRCLE = { center: { lat: 51.5, lng: -0.12 }, radius: 500 };
const commandTypes = async (deviceId: string) => (await commandsOf(t, deviceId)).map((command) => command.type);

describe('PUT /api/devices/{id}: the geo-fence fields (decision 0083)', () => {
  it('saves a boundary and turns the fence on in one request, as the geo-fence calls do, and tells the device', async () => {
    const { device, put } = await owned();
    const answer = await put({
      name: 'Fenced van',
      mapBoundaryPoints: SQUARE,
      geoFence: { enable: true, liveTrackingUnable: true, trackingTime: 600 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.device).toMatchObject({
      name: 'Fenced van',
      mapBoundaryPoints: SQUARE,
      geofenceCircle: null,
      geoFence: { enable: true, liveTrackingUnable: true, trackingTime: 600 },
    });
    expect(await commandTypes(device.id)).toEqual(['geofence']);

    // A circle replaces the boundary; tracking off zeroes its time, as the rules call does.
    const circled = await put({ geofenceCircle: CIRCLE, geoFence: { liveTrackingUnable: false } });
    expect(circled.body.device).toMatchObject({
      mapBoundaryPoints: [],
      geofenceCircle: CIRCLE,
      geoFence: { enable: true, liveTrackingUnable: false, trackingTime: 0 },
    });
    expect(await deviceRow(t, device.id)).toMatchObject({ mapBoundaryPoints: [], geofenceCircle: CIRCLE });
  });

  it('refuses a fence switched on without a shape, a bad shape or two shapes, and changes nothing', async () => {
    const { device, put } = await owned();
    const noShape = await put({ name: 'Renamed', pushNotification: false, geoFence: { enable: true } });
    expect(noShape.status).toBe(400);
    expect(noShape.body.errors).toEqual([geofenceMessages.noBoundary]);
    // Switched on alone, its own call's check answers the same.
    expect((await put({ geoFence: { enable: true } })).body.errors).toEqual([geofenceMessages.noBoundary]);
    // Clearing the only shape of a fence that is on leaves it on without one.
    expect((await put({ mapBoundaryPoints: SQUARE, geoFence: { enable: true } })).status).toBe(200);
    const fenced = await deviceRow(t, device.id);
    expect((await put({ mapBoundaryPoints: [], name: 'Unfenced' })).body.errors).toEqual([geofenceMessages.noBoundary]);
    expect((await put({ mapBoundaryPoints: TINY })).body.errors).toEqual([geofenceMessages.tooSmall]);
    expect((await put({ mapBoundaryPoints: SQUARE, geofenceCircle: CIRCLE })).body.errors).toEqual([
      geofenceMessages.oneDeviceShape,
    ]);
    expect((await put({ geoFence: { trackingTime: 123 } })).status).toBe(400);
    expect((await put({ geoFence: { enable: true, colour: 'green' } })).status).toBe(400);
    expect(await deviceRow(t, device.id)).toEqual(fenced);
    expect(await commandTypes(device.id)).toEqual(['geofence']);
  });

  it('refuses the fence to a sharee without the Owner privilege, and to a stranger, before any part changes', async () => {
    const { device, put } = await owned();
    const unrestricted = await createVerifiedUser(t);
    await shareDevice(t, device.id, unrestricted.user, { accessRightsFlag: 1 });
    const stranger = await createVerifiedUser(t);
    const fence = { mapBoundaryPoints: SQUARE, geoFence: { enable: true } };
    expect((await put({ pushNotification: false, ...fence }, unrestricted.authHeader)).status).toBe(403);
    expect((await put(fence, stranger.authHeader)).status).toBe(404);
    expect((await put({ notificationEmails: ['x@example.com'] }, unrestricted.authHeader)).status).toBe(403);
    expect((await put({ locationReportMode: 'once' }, stranger.authHeader)).status).toBe(404);
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await commandsOf(t, device.id)).toEqual([]);

    const owner = await createVerifiedUser(t);
    await shareDevice(t, device.id, owner.user, { accessRightsFlag: 0 });
    expect((await put(fence, owner.authHeader)).body.device).toMatchObject({ geoFence: { enable: true } });
  });
});

describe('PUT /api/devices/{id}: notificationEmails, the whole list', () => {
  it('removes the addresses left out and mails each new one its confirmation link, as the add call does', async () => {
    const { device, put } = await owned();
    const first = await put({ notificationEmails: ['Night.Watch@example.com', 'day@example.com', 'day@example.com'] });
    expect(first.status).toBe(200);
    expect(first.body.device).toMatchObject({
      notificationEmails: ['night.watch@example.com', 'day@example.com'],
      pendingNotificationEmails: ['night.watch@example.com', 'day@example.com'],
    });
    expect(await t.mailsTo('night.watch@example.com')).toHaveLength(1);
    expect(await t.mailsTo('day@example.com')).toHaveLength(1);

    const second = await put({ notificationEmails: ['day@example.com', 'relief@example.com'] });
    expect(second.body.device.notificationEmails).toEqual(['day@example.com', 'relief@example.com']);
    expect(await t.mailsTo('relief@example.com')).toHaveLength(1);
    // An address kept on the list is not mailed again.
    expect(await t.mailsTo('day@example.com')).toHaveLength(1);
    expect((await deviceRow(t, device.id))!.notificationEmails).toEqual(['day@example.com', 'relief@example.com']);
  });

  it('refuses more than ten addresses or a bad one, and changes nothing', async () => {
    const { device, put } = await owned();
    const eleven = Array.from({ length: 11 }, (_, index) => `watch${index}@example.com`);
    expect((await put({ notificationEmails: eleven })).status).toBe(400);
    expect((await put({ name: 'Van', notificationEmails: ['not an address'] })).status).toBe(400);
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await t.mailsTo('watch0@example.com')).toEqual([]);
  });
});

describe('PUT /api/devices/{id}: locationReportMode', () => {
  it('is refused on a stolen device before any part changes, as the locate call refuses it', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { reportedStolenAt: t.clock.now() });
    const answer = await call(t, owner.authHeader, 'PUT', `/api/devices/${device.id}`, {
      name: 'Renamed',
      pushNotification: false,
      locationReportMode: 'once',
      notificationEmails: ['watch@example.com'],
    });
    expect(answer.status).toBe(409);
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await t.mailsTo('watch@example.com')).toEqual([]);
  });

  it('asks for a position once, or starts live tracking for the shortest duration, as the locate call does', async () => {
    const { device, put } = await owned();
    expect((await put({ locationReportMode: 'once' })).body.device).toMatchObject({ locationReportMode: 'once' });
    const live = await put({ locationReportMode: 'continuously' });
    expect(live.body.device.locationReportMode).toBe('continuously');
    expect((await deviceRow(t, device.id))!.liveTrackingUntil).toEqual(new Date(t.clock.now().getTime() + 300_000));
    expect((await commandsOf(t, device.id)).map((command) => [command.type, command.payload])).toEqual([
      ['locate', { locationReportMode: 'once' }],
      ['locate', { locationReportMode: 'continuously', duration: 300 }],
    ]);
  });
});
