import type { Device, FirmwareStatus, User } from '@lodestar/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configFixture, userFixture } from './fixtures';

/** The mocked API; every test starts with only the configuration (captcha provider 'none'). */
export const server = setupServer(http.get('/api/config', () => HttpResponse.json(configFixture())));

export const mockCurrentUser = (user: User = userFixture()) =>
  server.use(http.get('/api/users/me', () => HttpResponse.json({ success: true, userDetails: user })));

const noFirmwareUpdate = (device: Device): FirmwareStatus => ({
  success: true,
  current: device.firmwareVersion,
  latest: null,
  updateAvailable: false,
  pending: null,
});

/**
 * The device reads of the overview over `devices`: the paged, filtered find (its query strings are logged in
 * `findQueries`), one device (its references are logged in `deviceReads`) and its firmware status.
 */
export function mockDevices(devices: Device[] = []) {
  const findQueries: string[] = [];
  const deviceReads: string[] = [];
  const byRef = (ref: unknown) => devices.find((device) => device._id === ref || device.deviceUUID === ref);
  const notFound = () =>
    HttpResponse.json({ success: false, message: 'Device not found', errors: [] }, { status: 404 });
  server.use(
    http.get('/api/devices/find/:userId', ({ request }) => {
      const query = new URL(request.url).searchParams;
      findQueries.push(query.toString());
      const type = query.get('type') ?? 'all';
      const name = (query.get('name') ?? '').toLowerCase();
      const perPage = Number(query.get('perPage') ?? 6);
      const page = Math.max(1, Number(query.get('page') ?? 1));
      const matching = devices.filter(
        (device) => (type === 'all' || device.deviceType === type) && device.name.toLowerCase().includes(name),
      );
      return HttpResponse.json(matching.slice((page - 1) * perPage, page * perPage), {
        headers: { 'X-Total-Count': String(matching.length) },
      });
    }),
    http.get('/api/firmwares/update/:uuid', ({ params }) => {
      const device = byRef(params.uuid);
      return device ? HttpResponse.json(noFirmwareUpdate(device)) : notFound();
    }),
    http.get('/api/devices/:id', ({ params }) => {
      deviceReads.push(String(params.id));
      const device = byRef(params.id);
      return device ? HttpResponse.json({ success: true, device: [device], sharedDevices: [] }) : notFound();
    }),
  );
  return { findQueries, deviceReads };
}
