import { accountEndpoints, accountMessages, apiKeyEndpoints, clientLocationEndpoints, currencyForCountry, type Device, deviceEndpoints, firmwareEndpoints, type FirmwareStatus, groupEndpoints, historyEndpoints, type HistoryFilter, invitationEndpoints, type LocationRecord, messages, notificationEndpoints, paginationOf, paymentMethodEndpoints, systemEndpoints, type User, usersEndpoints, type ErrorBody } from '@lodestar/contract';
import { http, HttpResponse } from 'msw';
import { onCall } from './on-call';
import { setupServer } from 'msw/node';
import { configFixture, currentUserAnswer, userFixture } from './fixtures';

/**
 * The mocked API; every test starts with only the configuration (captcha provider 'none'), no pending
 * invitations (the overview's banner asks), no notifications (the top bar's bell asks) and no groups (the side menu asks, for the roles with groups). The portal's realtime connection finds no Socket.IO server (it would
 * try again in 10 s, after the test has closed it). The account area finds no devices, the payments calls refuse
 * the user as one who owns no GPS tracker (no Payments tab), no API key, and no country for the client address; its
 * changes answer as they succeed, for `userFixture()`.
 */
export const server = setupServer(
  onCall(systemEndpoints.config, () => HttpResponse.json(configFixture())),
  onCall(invitationEndpoints.list, () => HttpResponse.json({ success: true, data: [] })),
  onCall(groupEndpoints.list, () => HttpResponse.json({ success: true, data: [], pagination: paginationOf(1, 5, 0) })),
  onCall(notificationEndpoints.list, () =>
    HttpResponse.json({ success: true, data: [], next: null, unread: 0 }),
  ),
  onCall(deviceEndpoints.find, () => HttpResponse.json({ success: true, data: [], pagination: paginationOf(1, 6, 0) })),
  onCall(paymentMethodEndpoints.get, () =>
    HttpResponse.json({ success: false, message: messages.permissionDenied, errors: [] }, { status: 403 }),
  ),
  http.all('/socket.io/', () => HttpResponse.error()),
  onCall(clientLocationEndpoints.clientLocation, () =>
    HttpResponse.json({ success: false, message: accountMessages.countryNotDetected, errors: [] }, { status: 404 }),
  ),
  onCall(accountEndpoints.updateProfile, async ({ request }) => {
    const changes = (await request.json()) as Partial<User>;
    const user = userFixture(changes);
    return HttpResponse.json({
      success: true,
      message: messages.updatedSuccessfully,
      updatedUser: { ...user, currency: currencyForCountry(user.country) },
    });
  }),
  onCall(accountEndpoints.changeEmail, async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    return HttpResponse.json({
      success: true,
      message: accountMessages.newEmailVerificationSent,
      updatedUser: userFixture({ updateToEmail: email }),
    });
  }),
  onCall(accountEndpoints.changePassword, () => HttpResponse.json({ success: true, message: messages.passwordChanged, recentShares: [] })),
  onCall(apiKeyEndpoints.state, () =>
    HttpResponse.json({ success: true, keyGenerated: false, key: null, active: false, createdAt: null }),
  ),
);

export const mockCurrentUser = (user: User = userFixture()) =>
  server.use(onCall(usersEndpoints.me, () => HttpResponse.json(currentUserAnswer(user))));

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
    HttpResponse.json<ErrorBody>({ success: false, message: 'Device not found', errors: [] }, { status: 404 });
  server.use(
    onCall(deviceEndpoints.find, ({ request }) => {
      const query = new URL(request.url).searchParams;
      findQueries.push(query.toString());
      const type = query.get('type') ?? 'all';
      const name = (query.get('name') ?? '').toLowerCase();
      const perPage = Number(query.get('perPage') ?? 6);
      const page = Math.max(1, Number(query.get('page') ?? 1));
      const matching = devices.filter(
        (device) => (type === 'all' || device.deviceType === type) && device.name.toLowerCase().includes(name),
      );
      return HttpResponse.json({
        success: true,
        data: matching.slice((page - 1) * perPage, page * perPage),
        pagination: paginationOf(page, perPage, matching.length),
      });
    }),
    onCall(firmwareEndpoints.status, ({ params }) => {
      const device = byRef(params.deviceUUID);
      return device ? HttpResponse.json(noFirmwareUpdate(device)) : notFound();
    }),
    onCall(deviceEndpoints.get, ({ params }) => {
      deviceReads.push(String(params.id));
      const device = byRef(params.id);
      return device ? HttpResponse.json({ success: true, device: [device], sharedDevices: [] }) : notFound();
    }),
  );
  mockHistory();
  return { findQueries, deviceReads };
}

const matchesFilter: Record<HistoryFilter, (location: LocationRecord) => boolean> = {
  all: () => true,
  gps: (location) => location.type === 'gps',
  mcell: (location) => location.type === 'mcell',
  scell: (location) => location.type === 'scell',
  alerts: (location) => location.alert !== null,
  lockEvents: (location) => location.unlockType !== null,
};

/**
 * The history reads of any device over `locations` (newest first): the map and the grid's filtered pages. Their
 * query strings are logged in `mapQueries` and `pageQueries`. `mockDevices` starts every device with none.
 */
export function mockHistory(locations: LocationRecord[] = []) {
  const mapQueries: string[] = [];
  const pageQueries: string[] = [];
  server.use(
    onCall(historyEndpoints.map, ({ request }) => {
      const query = new URL(request.url).searchParams;
      mapQueries.push(query.toString());
      return HttpResponse.json({ success: true, data: locations.slice(0, Number(query.get('perPage') ?? 10)) });
    }),
    onCall(historyEndpoints.find, ({ request }) => {
      const query = new URL(request.url).searchParams;
      pageQueries.push(query.toString());
      const page = Math.max(1, Number(query.get('page') ?? 1));
      const perPage = Number(query.get('perPage') ?? 10);
      const matching = locations.filter(matchesFilter[(query.get('filter') ?? 'all') as HistoryFilter]);
      return HttpResponse.json({
        success: true,
        data: matching.slice((page - 1) * perPage, page * perPage),
        pagination: paginationOf(page, perPage, matching.length),
      });
    }),
  );
  return { mapQueries, pageQueries };
}
