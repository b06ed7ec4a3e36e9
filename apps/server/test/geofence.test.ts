import { beforeAll, describe, expect, it } from 'vitest';
import { geofenceCircleMessages, geofenceMessages, type GeoFenceRecordResponse } from '@lodestar/contract';
import type { NewDeviceRow } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { BOW_TIE, INSIDE, OUTSIDE, SQUARE, TINY } from './helpers/boundaries.js';
import { call, commandsOf, deviceRow, insertDevice, type DeviceAnswer } from './helpers/devices.js';
import { deviceAuthorization, native, positionsOf, osmand } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  owner = await createVerifiedUser(t);
});

const fenced = (values: Partial<NewDeviceRow> = {}) => insertDevice(t, owner.user._id, values);
const as = <T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call<T>(t, owner.authHeader, method, url, payload);
const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;
const ERROR = (message: string) => ({ success: false, message, errors: [message] });

describe('GET /api/geo-fence/{uuid}', () => {
  it('answers the boundary and the switch of the device, empty for a new one', async () => {
    const device = await fenced();
    expect((await as('GET', `/api/geo-fence/${device.deviceUUID}`)).body).toEqual({
      success: true,
      message: '',
      geoFence: { deviceUUID: device.deviceUUID, latLongs: [], circle: null, active: false },
    });
    const set = await fenced({
      mapBoundaryPoints: SQUARE,
      geoFence: { enable: true, liveTrackingUnable: false, trackingTime: 0 },
    });
    expect((await as<GeoFenceRecordResponse>('GET', `/api/geo-fence/${set.id}`)).body.geoFence).toEqual({
      deviceUUID: set.deviceUUID,
      latLongs: SQUARE,
      circle: null,
      active: true,
    });
  });
});

describe('POST /api/geo-fence/{uuid}', () => {
  it('saves the boundary without its closing point, switches the fence when asked, and tells the device', async () => {
    const device = await fenced({ geofenceInside: true });
    const saved = await as<GeoFenceRecordResponse>('POST', `/api/geo-fence/${device.deviceUUID}`, {
      deviceUUID: device.deviceUUID,
      latLongs: [...SQUARE, SQUARE[0]],
      active: true,
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Geo-fence saved',
        geoFence: { deviceUUID: device.deviceUUID, latLongs: SQUARE, circle: null, active: true },
      },
    });
    expect(await deviceRow(t, device.id)).toMatchObject({
      mapBoundaryPoints: SQUARE,
      geoFence: { enable: true },
      geofenceInside: null,
    });
    expect((await commandsOf(t, device.id)).map((c) => [c.type, c.status, c.payload])).toEqual([
      ['geofence', 'queued', { enable: true, liveTrackingUnable: false, trackingTime: 0, boundary: SQUARE, circle: null }],
    ]);

    const moved = SQUARE.map((point) => ({ lat: point.lat - 0.01, lng: point.lng }));
    const again = await as<GeoFenceRecordResponse>('POST', `/api/geo-fence/${device.id}`, { latLongs: moved });
    expect(again.body.geoFence).toEqual({ deviceUUID: device.deviceUUID, latLongs: moved, circle: null, active: true });
    expect(
      (await commandsOf(t, device.id)).map((c) => [c.status, (c.payload as { boundary: unknown }).boundary]),
    ).toEqual([
      ['superseded', SQUARE],
      ['queued', moved],
    ]);
  });

  it('keeps what the device learnt about being inside while the boundary stays the same', async () => {
    const device = await fenced({
      mapBoundaryPoints: SQUARE,
      geoFence: { enable: true, liveTrackingUnable: false, trackingTime: 0 },
      geofenceInside: true,
    });
    await as('POST', `/api/geo-fence/${device.id}`, { latLongs: SQUARE, active: true });
    expect((await deviceRow(t, device.id))!.geofenceInside).toBe(true);
  });

  const manyPoints = Array.from({ length: 201 }, (_, i) => ({
    lat: -33.87 + 0.01 * Math.sin((2 * Math.PI * i) / 201),
    lng: 151.21 + 0.01 * Math.cos((2 * Math.PI * i) / 201),
  }));
  it.each([
    ['a bow-tie', { latLongs: BOW_TIE }, geofenceMessages.selfIntersecting],
    ['an area under 0.6 ha', { latLongs: TINY }, 'The drawn boundary is too small.'],
    ['two points', { latLongs: SQUARE.slice(0, 2) }, geofenceMessages.tooFewPoints],
    ['no points', { latLongs: [] }, geofenceMessages.tooFewPoints],
    ['201 points', { latLongs: manyPoints }, geofenceMessages.tooManyPoints],
  ])('refuses %s with 400, the catalogue text, and changes nothing', async (_case, payload, message) => {
    const device = await fenced();
    expect(await as('POST', `/api/geo-fence/${device.id}`, payload)).toMatchObject({
      status: 400,
      body: ERROR(message),
    });
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });

  it.each([
    ['a latitude out of range', { latLongs: [{ lat: 91, lng: 0 }, ...SQUARE] }],
    ['an unknown field', { latLongs: SQUARE, colour: 'green' }],
    ['a point without lng', { latLongs: [{ lat: 1 }, ...SQUARE] }],
    ['active that is not a boolean', { latLongs: SQUARE, active: 'yes' }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const device = await fenced();
    const { status, body } = await as<{ success: boolean; errors: string[] }>(
      'POST',
      `/api/geo-fence/${device.id}`,
      payload,
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(await deviceRow(t, device.id)).toEqual(device);
  });

  it('refuses a body naming another device than the address', async () => {
    const device = await fenced();
    const other = await fenced();
    const answer = await as('POST', `/api/geo-fence/${device.id}`, { deviceUUID: other.deviceUUID, latLongs: SQUARE });
    expect(answer).toMatchObject({
      status: 400,
      body: ERROR('The deviceUUID in the body names another device than the address.'),
    });
    expect(await deviceRow(t, device.id)).toEqual(device);
  });
});

describe('a circular geofence', () => {
  const AROUND_INSIDE = { center: { lat: INSIDE.latitude, lng: INSIDE.longitude }, radius: 300 };

  it('is saved instead of the boundary, answered with it, and sent to the device', async () => {
    const device = await fenced({ mapBoundaryPoints: SQUARE });
    const saved = await as<GeoFenceRecordResponse>('POST', `/api/geo-fence/${device.id}`, {
      circle: AROUND_INSIDE,
      active: true,
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { geoFence: { deviceUUID: device.deviceUUID, latLongs: [], circle: AROUND_INSIDE, active: true } },
    });
    expect(await deviceRow(t, device.id)).toMatchObject({ mapBoundaryPoints: [], geofenceCircle: AROUND_INSIDE });
    const [command] = await commandsOf(t, device.id);
    expect(command!.payload).toMatchObject({ enable: true, boundary: [], circle: AROUND_INSIDE });
    const read = await as<{ device: DeviceAnswer['device'][] }>('GET', `/api/devices/${device.id}`);
    expect(read.body.device[0]).toMatchObject({ geofenceCircle: AROUND_INSIDE, mapBoundaryPoints: [] });

    const polygon = await as<GeoFenceRecordResponse>('POST', `/api/geo-fence/${device.id}`, { latLongs: SQUARE });
    expect(polygon.body.geoFence).toMatchObject({ latLongs: SQUARE, circle: null });
  });

  it.each([
    ['a radius under 50 m', { circle: { ...AROUND_INSIDE, radius: 49 } }, geofenceCircleMessages.radius],
    ['a radius over 50 km', { circle: { ...AROUND_INSIDE, radius: 50_001 } }, geofenceCircleMessages.radius],
    [
      'a circle across the 180th meridian',
      { circle: { center: { lat: -17.7, lng: 179.9 }, radius: 20_000 } },
      geofenceCircleMessages.acrossAntimeridian,
    ],
    [
      'a circle across the 180th meridian from the west',
      { circle: { center: { lat: 65, lng: -179.95 }, radius: 5_000 } },
      geofenceCircleMessages.acrossAntimeridian,
    ],
    ['a circle over a pole', { circle: { center: { lat: 89.9, lng: 0 }, radius: 20_000 } }, geofenceCircleMessages.acrossPole],
    ['a circle and a boundary at once', { circle: AROUND_INSIDE, latLongs: SQUARE }, geofenceMessages.oneShape],
  ])('refuses %s with 400, the catalogue text, and changes nothing', async (_case, payload, message) => {
    const device = await fenced({ mapBoundaryPoints: SQUARE });
    expect(await as('POST', `/api/geo-fence/${device.id}`, payload)).toMatchObject({
      status: 400,
      body: ERROR(message),
    });
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });

  it('is not saved on another user’s device', async () => {
    const device = await fenced();
    const stranger = await createVerifiedUser(t);
    const answer = await call(t, stranger.authHeader, 'POST', `/api/geo-fence/${device.id}`, { circle: AROUND_INSIDE });
    expect(answer.status).toBe(404);
    expect(await deviceRow(t, device.id)).toEqual(device);
  });

  it('raises an exit and an entry as the device crosses it, checked by distance from the centre', async () => {
    const device = await fenced({ emailAlerts: false, geofenceAlertOn: 'both' });
    const authorization = await deviceAuthorization(t, device.id);
    await as('POST', `/api/geo-fence/${device.id}`, { circle: AROUND_INSIDE, active: true });
    // 250 m and 350 m north of the centre: inside and outside a 300 m circle.
    const north = (meters: number, ago: number) => ({
      timestamp: secondsAgo(ago),
      latitude: INSIDE.latitude + meters / 111_320,
      longitude: INSIDE.longitude,
    });
    await native(t, authorization, { positions: [north(250, 400), north(350, 300), north(250, 200)] });
    expect((await positionsOf(t, device.id)).map((row) => row.alertType).reverse()).toEqual([
      null,
      'geofenceExit',
      'geofenceEntry',
    ]);
  });

  it('can be turned on by itself and is removed with the geofence', async () => {
    const device = await fenced({ geofenceCircle: AROUND_INSIDE });
    expect((await as('PUT', `/api/devices/geo-fence/${device.id}/on`)).status).toBe(200);
    expect((await as('DELETE', `/api/devices/geo-fence/${device.id}`)).status).toBe(200);
    expect(await deviceRow(t, device.id)).toMatchObject({ geofenceCircle: null, mapBoundaryPoints: [] });
  });
});

describe('PUT /api/devices/geo-fence/{id}/{on|off}', () => {
  it('turns the fence on and off with the server message', async () => {
    const device = await fenced({ mapBoundaryPoints: SQUARE });
    const on = await as<DeviceAnswer>('PUT', `/api/devices/geo-fence/${device.id}/on`);
    expect(on).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Geo-fence turned on',
        device: { geoFence: { enable: true }, mapBoundaryPoints: SQUARE },
      },
    });
    const off = await as<DeviceAnswer>('PUT', `/api/devices/geo-fence/${device.deviceUUID}/off`);
    expect(off.body).toMatchObject({ message: 'Geo-fence turned off', device: { geoFence: { enable: false } } });
    expect(
      (await commandsOf(t, device.id)).map((c) => [c.type, c.status, (c.payload as { enable: boolean }).enable]),
    ).toEqual([
      ['geofence', 'superseded', true],
      ['geofence', 'queued', false],
    ]);
  });

  it('refuses to turn on without a boundary, and a value other than on or off', async () => {
    const device = await fenced();
    expect(await as('PUT', `/api/devices/geo-fence/${device.id}/on`)).toMatchObject({
      status: 400,
      body: ERROR(geofenceMessages.noBoundary),
    });
    expect((await as('PUT', `/api/devices/geo-fence/${device.id}/maybe`)).status).toBe(400);
    expect(await deviceRow(t, device.id)).toEqual(device);
    expect(await commandsOf(t, device.id)).toEqual([]);
  });
});

describe('POST /api/devices/geo-fence/rules/{id}', () => {
  it('saves the tracking rules, zeroing the tracking time when continuous tracking is off', async () => {
    const device = await fenced({
      mapBoundaryPoints: SQUARE,
      geoFence: { enable: true, liveTrackingUnable: false, trackingTime: 0 },
    });
    const tracking = await as<DeviceAnswer>('POST', `/api/devices/geo-fence/rules/${device.id}`, {
      trackingTime: 600,
      liveTrackingUnable: true,
    });
    expect(tracking).toMatchObject({
      status: 200,
      body: {
        message: 'Saved successfully',
        device: { geoFence: { enable: true, liveTrackingUnable: true, trackingTime: 600 } },
      },
    });
    const off = await as<DeviceAnswer>('POST', `/api/devices/geo-fence/rules/${device.id}`, {
      trackingTime: 900,
      liveTrackingUnable: false,
    });
    expect(off.body.device.geoFence).toEqual({ enable: true, liveTrackingUnable: false, trackingTime: 0 });
    expect((await commandsOf(t, device.id)).at(-1)!.payload).toEqual({
      enable: true,
      liveTrackingUnable: false,
      trackingTime: 0,
      boundary: SQUARE,
      circle: null,
    });
  });

  it.each([
    ['a tracking time not offered', { trackingTime: 120, liveTrackingUnable: true }],
    ['a missing switch', { trackingTime: 300 }],
    ['an unknown field', { trackingTime: 300, liveTrackingUnable: true, enable: true }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const device = await fenced();
    const { status, body } = await as<{ success: boolean }>(
      'POST',
      `/api/devices/geo-fence/rules/${device.id}`,
      payload,
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(await deviceRow(t, device.id)).toEqual(device);
  });
});

describe('DELETE /api/devices/geo-fence/{id}', () => {
  it('resets to disabled, tracking time 0 and an empty boundary', async () => {
    const device = await fenced({
      mapBoundaryPoints: SQUARE,
      geoFence: { enable: true, liveTrackingUnable: true, trackingTime: 900 },
      geofenceInside: true,
    });
    const deleted = await as<DeviceAnswer>('DELETE', `/api/devices/geo-fence/${device.deviceUUID}`);
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'Geo-fence deleted', device: { mapBoundaryPoints: [] } },
    });
    expect(deleted.body.device.geoFence).toEqual({ enable: false, liveTrackingUnable: false, trackingTime: 0 });
    expect(await deviceRow(t, device.id)).toMatchObject({ geofenceInside: null, mapBoundaryPoints: [] });
    expect((await commandsOf(t, device.id))[0]!.payload).toEqual({
      enable: false,
      liveTrackingUnable: false,
      trackingTime: 0,
      boundary: [],
      circle: null,
    });
  });
});

describe('a boundary saved through the API and the ingest pipeline', () => {
  it('raises geofenceExit when the device leaves, and learns afresh after the boundary moves', async () => {
    const device = await fenced({ emailAlerts: false });
    const authorization = await deviceAuthorization(t, device.id);
    await as('POST', `/api/geo-fence/${device.deviceUUID}`, { latLongs: SQUARE, active: true });
    const at = (ago: number, point: { latitude: number; longitude: number }) => ({
      timestamp: secondsAgo(ago),
      ...point,
    });
    await native(t, authorization, { positions: [at(500, INSIDE), at(400, OUTSIDE)] });

    // The fence moves a kilometre north, around OUTSIDE, while the device is inside the old one: the next report
    // (outside the new fence) only learns where it is; leaving the new fence raises.
    const north = SQUARE.map((point) => ({ lat: point.lat + 0.01, lng: point.lng }));
    await native(t, authorization, { positions: [at(300, INSIDE)] });
    await as('POST', `/api/geo-fence/${device.deviceUUID}`, { latLongs: north });
    await native(t, authorization, { positions: [at(200, INSIDE), at(100, OUTSIDE), at(50, INSIDE)] });
    const alerts = (await positionsOf(t, device.id)).map((row) => row.alertType).reverse();
    expect(alerts).toEqual([null, 'geofenceExit', null, null, null, 'geofenceExit']);
  });

  it('keeps the fence off the OsmAnd answer, where it would travel in clear: it waits for the native call', async () => {
    const device = await fenced({ imei: '490154203237601' });
    await as('POST', `/api/geo-fence/${device.id}`, { latLongs: SQUARE, active: true });
    const answer = await osmand(t, {
      method: 'GET',
      url: `/?id=${device.osmandId}&lat=${INSIDE.latitude}&lon=${INSIDE.longitude}`,
    });
    expect(answer.body).toBe('');
    const handed = await native(t, await deviceAuthorization(t, device.id), { positions: [], acks: [] });
    const [command] = (handed.body.commands as { type: string; payload: unknown }[]).filter((waiting) => waiting.type === 'geofence');
    expect(command!.payload).toEqual({
      enable: true,
      liveTrackingUnable: false,
      trackingTime: 0,
      boundary: SQUARE,
      circle: null,
    });
  });
});
