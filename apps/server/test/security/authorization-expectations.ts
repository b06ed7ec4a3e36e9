import type { DeviceType } from '@lodestar/contract';
import type { DeviceRow } from '../../src/db/schema/index.js';
import { DEVICE_PASSCODE } from '../helpers/devices.js';
import { STRONG_PASSWORD } from '../helpers/accounts.js';
import { codeNow } from '../helpers/two-factor.js';
import { callerColumns, callerIds, type CallerColumn, type CallerId } from './authorization-callers.js';
import {
  BOUNDARY,
  freshAddress,
  NOTIFICATION_EMAIL,
  type Account,
  type Groups,
  type Kit,
  type World,
} from './authorization-world.js';

/**
 * The authorization matrix: for every `/api` route of the app's route table, how to call it and what
 * each caller column gets today. A number is the status expected; `none` is a 200 that shows nothing of the target
 * (the call filters what the caller may not see). Anything outside 2xx is a refusal, and a refusal must leave the
 * database exactly as it was.
 */
export type Outcome = number | 'none';

/** What one cell is called with. */
export interface CellContext {
  world: World;
  column: CallerColumn;
  /** The caller's standing account; undefined for nobody. */
  caller: Account | undefined;
  /** The owner's resources, which every column aims at but on the routes about the caller's own account. */
  kit: Kit;
  /** The group and tracker the group routes aim at: the role column's own, the owner's for everyone else. */
  groups: Groups;
  /** The call is expected to succeed on a route that changes things: it gets a target of its own. */
  fresh: boolean;
  /** The owner's device of this type; when fresh, a new one of the owner's (with positions if `history`). */
  device(type?: DeviceType, options?: { history?: boolean }): Promise<DeviceRow>;
  /** Who calls on the routes about the caller's own account: a new account with the same roles when fresh. */
  self(): Promise<Account | undefined>;
}

export interface CallSpec {
  url: string;
  payload?: object;
  /** Call as this account instead of the column's standing one (a fresh account of the same roles). */
  as?: Account | undefined;
  /** Whether the answer shows the target's data: `none` cells must not, allowed cells must. */
  shows?: (body: unknown) => boolean;
}

export interface RouteExpectation {
  /** What the call aims at, for the table. */
  target: string;
  /** `public`: no session needed, checked as nobody only; `device`: the native ingest, with its own device secret. */
  access: 'session' | 'public' | 'device';
  /** The route changes things when it succeeds, so each cell expected to succeed gets a fresh target. */
  changes: boolean;
  /** † The route names an account: the owner's in every cell (the owner's own; for the others, their role may let them). */
  otherAccount?: boolean;
  request(ctx: CellContext): Promise<CallSpec> | CallSpec;
  expect: Partial<Record<CallerId, Outcome>>;
}

// ---- Shorthands for the columns; the rendered table in docs/security.md spells every cell out. ----

type Cells = Record<CallerId, Outcome>;
type Overrides = Partial<Cells>;

/** Every signed-in column gets `outcome`; nobody 401, and an account that has not verified its address 403. */
const everyone = (outcome: Outcome, overrides: Overrides = {}): Cells =>
  ({
    ...Object.fromEntries(callerIds.map((id) => [id, outcome])),
    nobody: 401,
    unverified: 403,
    ...overrides,
  }) as Cells;
const each = (ids: readonly CallerId[], outcome: Outcome): Overrides =>
  Object.fromEntries(ids.map((id) => [id, outcome]));
const roleIds = callerColumns.filter((column) => column.kind === 'role').map((column) => column.id);
/** The calls only a person at the keyboard may make: an API key is refused (decision 0010). */
const noApiKey: Overrides = { enterpriseApiKey: 403 };
/** Those who do not see the owner's devices: a share not accepted, one expired, the API key user, every role column. */
const strangers: Overrides = each(['pendingShare', 'expiredShare', 'enterpriseApiKey', ...roleIds], 404);
/** Those who see the owner's devices with less than Owner: Unrestricted, Limited, the account member (Limited). */
const lookers = (outcome: Outcome): Overrides => each(['unrestrictedShare', 'limitedShare', 'accountMember'], outcome);
/** Anyone who sees the device (an empty privilege list allows all). */
const seesDevice = (ok: Outcome) => everyone(ok, strangers);
/** Owner or SuperOwner (most device actions). */
const ownerOrSuperOwner = (ok: Outcome, overrides: Overrides = {}) =>
  everyone(ok, { ...strangers, ...lookers(403), ...overrides });
/** Share and Manage sharing: Owner or SuperOwner, never the sharedUser role. */
const managesSharing = (ok: Outcome, overrides: Overrides = {}) =>
  ownerOrSuperOwner(ok, { sharedUserOwnerShare: 403, ...overrides });
/** SuperOwner only (remove device, remove all sharing). */
const superOwnerOnly = (ok: Outcome) => managesSharing(ok, { ownerShare: 403 });
/** The owner alone is the party (its invitation, its account share, its claim); every other verified caller gets `refused`. */
const ownerAlone = (ok: Outcome, refused: Outcome) => everyone(refused, { owner: ok });
/** The groups capability (enterprise, admin, superAdmin, enterpriseNoApi): the role columns, on groups of their own. */
const groupRoles = (ok: Outcome, overrides: Overrides = {}) =>
  everyone(403, { superAdmin: ok, admin: ok, enterprise: ok, enterpriseNoApi: ok, ...overrides });
/** The API key: enterprise only, from a session. */
const enterpriseOnly = (ok: Outcome) => everyone(403, { enterprise: ok });
/** User administration: admin and superAdmin. */
const administrators = (ok: Outcome, overrides: Overrides = {}) =>
  everyone(403, { superAdmin: ok, admin: ok, ...overrides });

const session = { access: 'session' } as const;
const publicRoute = (status: number, request: RouteExpectation['request'], changes = false): RouteExpectation => ({
  target: '—',
  access: 'public',
  changes,
  request,
  expect: { nobody: status },
});
const staticPublic = (url: string) => publicRoute(200, () => ({ url }));

/** A device call aimed at the kit's device of this type (a new one needs positions only for `history`). */
const onDevice =
  (
    path: (device: DeviceRow) => string,
    payload?: (device: DeviceRow) => object,
    type: DeviceType = 'shield_gps',
    history = false,
  ) =>
  async (ctx: CellContext): Promise<CallSpec> => {
    const device = await ctx.device(type, { history });
    return { url: path(device), ...(payload ? { payload: payload(device) } : {}) };
  };

/** A call about the caller's own account. */
const asSelf =
  (url: string, payload?: (self: Account) => object) =>
  async (ctx: CellContext): Promise<CallSpec> => {
    const self = await ctx.self();
    return { url, as: self, ...(payload && self ? { payload: payload(self) } : {}) };
  };

/** The kit's share with a third person; a new one on the kit's tracker when fresh. */
async function thirdPartyShare(ctx: CellContext) {
  if (!ctx.fresh) return ctx.kit.acceptedShare;
  return ctx.world.share(ctx.kit.gps, { id: null, email: freshAddress('invitee') }, 1);
}

/** The group the column aims at; a new one holding the same tracker when fresh. */
const groupOf = async (ctx: CellContext) =>
  ctx.fresh ? ctx.world.group(ctx.groups.account, [ctx.groups.gps]) : ctx.groups.group;

/** An invitation: the owner's own (a new one when fresh); for everyone else, the owner's to a third person. */
async function invitationFor(ctx: CellContext) {
  if (ctx.column.kind !== 'owner') return ctx.world.owner.pendingShare.id;
  return (ctx.fresh ? await ctx.world.invitationForOwner() : ctx.world.ownerInvitation).id;
}

/** An API key's owner: a fresh account of the caller's roles, with a key, when fresh. */
async function withKey(ctx: CellContext) {
  const self = await ctx.self();
  if (ctx.fresh && self) {
    const headers = { authorization: self.authorization };
    await ctx.world.t.app.inject({ method: 'POST', url: '/api/v2/account/clientKey', headers });
  }
  return self;
}

/** The caller, with two-step sign-in in this state when fresh; answers it and the secret (for a code). */
async function withTwoFactor(ctx: CellContext, state: 'pending' | 'on') {
  const self = await ctx.self();
  const secret = ctx.fresh && self ? await ctx.world.twoFactor(self, state) : 'JBSWY3DPEHPK3PXP';
  return { self, code: codeNow(ctx.world.t, secret) };
}

export const routeExpectations: Record<string, RouteExpectation> = {
  // ---- The API documentation (Swagger UI) and system ----
  'GET /api/docs': staticPublic('/api/docs'),
  // Swagger UI sends its own page to /api/docs/ instead.
  'GET /api/docs/static/index.html': publicRoute(302, () => ({ url: '/api/docs/static/index.html' })),
  'GET /api/docs/static/swagger-initializer.js': staticPublic('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/json': staticPublic('/api/docs/json'),
  'GET /api/docs/yaml': staticPublic('/api/docs/yaml'),
  'GET /api/docs/static/*': staticPublic('/api/docs/static/swagger-ui.css'),
  'GET /api/health': staticPublic('/api/health'),
  'GET /api/config': staticPublic('/api/config'),
  // The test app runs without a captcha, so there is no challenge to hand out.
  'GET /api/captcha/challenge': publicRoute(404, () => ({ url: '/api/captcha/challenge' })),

  // ---- Authentication ----
  'POST /api/signup': publicRoute(
    201,
    () => ({
      url: '/api/signup',
      payload: { name: 'New Person', email: freshAddress('signup'), country: 'AU', password: STRONG_PASSWORD },
    }),
    true,
  ),
  'POST /api/login': publicRoute(
    200,
    (ctx) => ({ url: '/api/login', payload: { username: ctx.world.signIn.email, password: STRONG_PASSWORD } }),
    true,
  ),
  'POST /api/logout': {
    ...session,
    target: 'own session',
    changes: true,
    request: asSelf('/api/logout'),
    expect: everyone(200, { unverified: 200, ...noApiKey }),
  },
  'POST /api/login/forgot': publicRoute(
    200,
    (ctx) => ({ url: '/api/login/forgot', payload: { email: ctx.world.signIn.email } }),
    true,
  ),
  'POST /api/login/reset/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/login/reset/${await ctx.world.verificationToken()}`, payload: { signupPassword: STRONG_PASSWORD } }),
    true,
  ),
  'POST /api/devices/notification-emails/confirm/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/devices/notification-emails/confirm/${await ctx.world.notificationEmailToken()}` }),
    true,
  ),
  'POST /api/login/unlock/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/login/unlock/${await ctx.world.unlockToken()}` }),
    true,
  ),
  'POST /api/login/session-link': publicRoute(
    200,
    async (ctx) => ({ url: '/api/login/session-link', payload: { code: await ctx.world.sessionLinkCode() } }),
    true,
  ),
  'POST /api/v2/account/resend-verification-email': publicRoute(
    200,
    (ctx) => ({ url: '/api/v2/account/resend-verification-email', payload: { email: ctx.world.unverified.email } }),
    true,
  ),
  'GET /api/users/me': {
    ...session,
    target: 'own account',
    changes: false,
    request: asSelf('/api/users/me'),
    expect: everyone(200, { unverified: 200 }),
  },

  // ---- API key ----
  'POST /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/clientKey'),
    expect: enterpriseOnly(201),
  },
  'GET /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: false,
    request: asSelf('/api/v2/account/clientKey'),
    expect: enterpriseOnly(200),
  },
  'PUT /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => ({ url: '/api/v2/account/clientKey', as: await withKey(ctx), payload: { active: false } }),
    expect: enterpriseOnly(200),
  },
  'DELETE /api/v2/account/clientKey': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => ({ url: '/api/v2/account/clientKey', as: await withKey(ctx) }),
    expect: enterpriseOnly(200),
  },

  // ---- User administration ----
  'GET /api/v2/users': {
    ...session,
    target: 'all accounts',
    changes: false,
    request: () => ({ url: '/api/v2/users' }),
    expect: administrators(200),
  },
  'DELETE /api/users/:id': {
    ...session,
    target: 'account',
    changes: true,
    otherAccount: true,
    request: async (ctx) => ({
      url: `/api/users/${ctx.fresh ? (await ctx.world.account(['user'], { what: 'victim' })).id : ctx.kit.account.id}`,
    }),
    expect: everyone(403, { superAdmin: 200 }),
  },
  // No geolocation service in tests: the country of the caller's address cannot be told.
  'GET /api/client-location': publicRoute(404, () => ({ url: '/api/client-location' })),

  // ---- Devices ----
  'GET /api/devices/find/:userId': {
    ...session,
    target: 'account’s devices',
    changes: false,
    otherAccount: true,
    request: (ctx) => ({ url: `/api/devices/find/${ctx.kit.account.id}` }),
    expect: administrators(200, { owner: 200 }),
  },
  // Claiming answers one 400 for an unknown serial, a wrong passcode and a device with an owner: the others try the
  // owner's tracker with its right passcode; the owner claims a device nobody owns yet.
  'POST /api/devices/claim': {
    ...session,
    target: 'device',
    changes: true,
    request: async (ctx) => {
      const device =
        ctx.column.kind !== 'owner' ? ctx.kit.gps : ctx.fresh ? await ctx.world.device(null) : ctx.world.unclaimed;
      return {
        url: '/api/devices/claim',
        payload: { deviceUUID: device.deviceUUID, passcode: DEVICE_PASSCODE, name: 'Claimed' },
      };
    },
    expect: ownerAlone(201, 400),
  },
  'GET /api/devices/modemInfo/:uuid': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/devices/modemInfo/${d.deviceUUID}`),
    expect: seesDevice(200),
  },
  'GET /api/devices/temperature/:id': {
    ...session,
    target: 'device (card)',
    changes: false,
    request: onDevice((d) => `/api/devices/temperature/${d.id}`, undefined, 'shield_card'),
    expect: seesDevice(200),
  },
  'PUT /api/devices/alarm/:uuid/:state': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/alarm/${d.deviceUUID}/on`),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/operating-mode/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/operating-mode/${d.id}`,
      () => ({ operatingMode: 'batteryLife' }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/airplane-mode/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/airplane-mode/${d.id}`,
      () => ({ duration: 3600 }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/locate/stopTracking/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/locate/stopTracking/${d.id}`),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/locate/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/locate/${d.id}`,
      () => ({ locationReportMode: 'continuously', duration: 300 }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/passcode/:id': {
    ...session,
    target: 'device (lock)',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/passcode/${d.id}`,
      () => ({ passcode: '246810', confirmation: '246810' }),
      'smart_lock',
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/osmand/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/osmand/${d.id}`,
      () => ({ serialNumberAccepted: true }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/osmand/renew/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/osmand/renew/${d.id}`),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/stolen/:id/:state': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/stolen/${d.id}/on`),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/alert-settings/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/alert-settings/${d.id}`,
      () => ({ pushNotification: false }),
    ),
    expect: everyone(200, { ...strangers, limitedShare: 403, accountMember: 403 }),
  },
  'GET /api/devices/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/devices/${d.id}`),
    expect: seesDevice(200),
  },
  'PUT /api/devices/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/${d.id}`,
      () => ({ name: 'Renamed' }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'DELETE /api/devices/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/${d.id}`),
    expect: superOwnerOnly(200),
  },
  'POST /api/devices/notification-emails/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/notification-emails/${d.id}`,
      () => ({ email: freshAddress('alerts') }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'DELETE /api/devices/notification-emails/:id/:email': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/notification-emails/${d.id}/${encodeURIComponent(NOTIFICATION_EMAIL)}`),
    expect: ownerOrSuperOwner(200),
  },

  // ---- Geo-fence ----
  'GET /api/geo-fence/:uuid': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/geo-fence/${d.deviceUUID}`),
    expect: seesDevice(200),
  },
  'POST /api/geo-fence/:uuid': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/geo-fence/${d.deviceUUID}`,
      (d) => ({
        deviceUUID: d.deviceUUID,
        latLongs: BOUNDARY.map(({ lat, lng }) => ({ lat: lat + 0.001, lng })),
        active: true,
      }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'PUT /api/devices/geo-fence/:id/:value': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/geo-fence/${d.id}/on`),
    expect: ownerOrSuperOwner(200),
  },
  'POST /api/devices/geo-fence/rules/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/devices/geo-fence/rules/${d.id}`,
      () => ({ trackingTime: 300, liveTrackingUnable: true }),
    ),
    expect: ownerOrSuperOwner(200),
  },
  'DELETE /api/devices/geo-fence/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/devices/geo-fence/${d.id}`),
    expect: ownerOrSuperOwner(200),
  },

  // ---- The caller's own account ----
  'PUT /api/v2/users/me': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/users/me', () => ({ name: 'Renamed Person' })),
    expect: everyone(200),
  },
  'PUT /api/v2/account/email': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/email', () => ({ email: freshAddress('moved'), password: STRONG_PASSWORD })),
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/email/cancel/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/v2/account/email/cancel/${await ctx.world.emailChangeUndoToken()}` }),
    true,
  ),
  'PUT /api/v2/account/password': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/password', (self) => ({
      oldPassword: self.password,
      password: 'Another-Horse-7',
      confirmation: 'Another-Horse-7',
    })),
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/session-link': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/session-link'),
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/2fa/init': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/2fa/init'),
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/2fa/verify/:token': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => {
      const { self, code } = await withTwoFactor(ctx, 'pending');
      return { url: `/api/v2/account/2fa/verify/${code}`, as: self };
    },
    expect: everyone(200, noApiKey),
  },
  'DELETE /api/v2/account/2fa': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => {
      const { self, code } = await withTwoFactor(ctx, 'on');
      return { url: '/api/v2/account/2fa', as: self, payload: { password: STRONG_PASSWORD, code } };
    },
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/2fa/recovery-codes': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => {
      const { self, code } = await withTwoFactor(ctx, 'on');
      return { url: '/api/v2/account/2fa/recovery-codes', as: self, payload: { password: STRONG_PASSWORD, code } };
    },
    expect: everyone(200, noApiKey),
  },

  // ---- Device sharing ----
  'GET /api/share-device/find/device/:uuid': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/share-device/find/device/${d.deviceUUID}`),
    expect: managesSharing(200),
  },
  'POST /api/share-device/insert': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      () => '/api/share-device/insert',
      (d) => ({
        deviceUUID: d.deviceUUID,
        sharedUserWithEmail: freshAddress('invitee'),
        sharerName: 'Sharer',
        masterKey: DEVICE_PASSCODE,
        accessRightsFlag: 1,
        isOwnerFlag: 0,
      }),
    ),
    expect: managesSharing(201),
  },
  'POST /api/share-device/resendmessage': {
    ...session,
    target: 'share',
    changes: true,
    request: (ctx) => ({ url: '/api/share-device/resendmessage', payload: { shareId: ctx.kit.pendingShare.id } }),
    expect: managesSharing(200),
  },
  'PUT /api/share-device/:id': {
    ...session,
    target: 'share',
    changes: true,
    request: async (ctx) => ({
      url: `/api/share-device/${(await thirdPartyShare(ctx)).id}`,
      payload: { sharerName: 'Renamed sharer' },
    }),
    expect: managesSharing(200),
  },
  'DELETE /api/share-device/:id': {
    ...session,
    target: 'share',
    changes: true,
    request: async (ctx) => ({ url: `/api/share-device/${(await thirdPartyShare(ctx)).id}` }),
    expect: managesSharing(200, { ...lookers(404), sharedUserOwnerShare: 404 }),
  },
  'DELETE /api/share-device/all/:uuid': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/share-device/all/${d.deviceUUID}`),
    expect: superOwnerOnly(200),
  },

  // ---- Invitations ----
  'GET /api/invitations': {
    ...session,
    target: 'own invitations',
    changes: false,
    request: () => ({ url: '/api/invitations' }),
    expect: everyone(200),
  },
  'POST /api/invitations/:kind/:id/accept': {
    ...session,
    target: 'invitation',
    changes: true,
    request: async (ctx) => ({ url: `/api/invitations/device/${await invitationFor(ctx)}/accept` }),
    expect: ownerAlone(200, 404),
  },
  'DELETE /api/invitations/:kind/:id': {
    ...session,
    target: 'invitation',
    changes: true,
    request: async (ctx) => ({ url: `/api/invitations/device/${await invitationFor(ctx)}` }),
    expect: ownerAlone(200, 404),
  },

  // ---- Account sharing ----
  'GET /api/share-account/find/:id': {
    ...session,
    target: 'account',
    changes: false,
    otherAccount: true,
    request: (ctx) => ({ url: `/api/share-account/find/${ctx.kit.account.id}` }),
    expect: administrators(200, { owner: 200 }),
  },
  'POST /api/share-account/invite': {
    ...session,
    target: 'account',
    changes: true,
    request: (ctx) => ({
      url: '/api/share-account/invite',
      payload: { userId: ctx.kit.account.id, email: freshAddress('member') },
    }),
    expect: ownerAlone(201, 403),
  },
  'DELETE /api/share-account/remove/:id': {
    ...session,
    target: 'account share',
    changes: true,
    request: async (ctx) => ({
      url: `/api/share-account/remove/${ctx.fresh ? (await ctx.world.accountShare(ctx.kit.account, null)).id : ctx.kit.accountShare.id}`,
    }),
    expect: ownerAlone(200, 404),
  },
  'GET /api/share-account/memberships': {
    ...session,
    target: 'own memberships',
    changes: false,
    request: () => ({ url: '/api/share-account/memberships' }),
    expect: everyone(200),
  },

  // ---- Groups ----
  'GET /api/device/groups': {
    ...session,
    target: 'own groups',
    changes: false,
    request: () => ({ url: '/api/device/groups' }),
    expect: groupRoles(200, { enterpriseApiKey: 200 }),
  },
  'GET /api/device/groups/:id': {
    ...session,
    target: 'group',
    changes: false,
    request: async (ctx) => ({ url: `/api/device/groups/${await groupOf(ctx)}` }),
    expect: groupRoles(200, { enterpriseApiKey: 404 }),
  },
  'POST /api/device/groups/create': {
    ...session,
    target: 'devices',
    changes: true,
    request: (ctx) => ({
      url: '/api/device/groups/create',
      payload: { name: 'New group', devicesId: [ctx.groups.gps.id] },
    }),
    expect: groupRoles(201, { enterpriseApiKey: 400 }),
  },
  'PATCH /api/device/groups/update/:id': {
    ...session,
    target: 'group',
    changes: true,
    request: async (ctx) => ({
      url: `/api/device/groups/update/${await groupOf(ctx)}`,
      payload: { name: 'Renamed group' },
    }),
    expect: groupRoles(200, { enterpriseApiKey: 404 }),
  },
  'DELETE /api/device/groups/delete/:id': {
    ...session,
    target: 'group',
    changes: true,
    request: async (ctx) => ({ url: `/api/device/groups/delete/${await groupOf(ctx)}` }),
    expect: groupRoles(200, { enterpriseApiKey: 404 }),
  },

  // ---- Firmware ----
  'GET /api/firmwares/update/:deviceUUID': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/firmwares/update/${d.deviceUUID}`),
    expect: seesDevice(200),
  },
  'POST /api/firmwares/update/:deviceUUID': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice(
      (d) => `/api/firmwares/update/${d.deviceUUID}`,
      () => ({ firmware: '2.4.1' }),
    ),
    expect: ownerOrSuperOwner(200),
  },

  // ---- History ----
  'GET /api/history/find/device/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/find/device/${d.id}`),
    expect: seesDevice(200),
  },
  'GET /api/history/map/:id': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/history/map/${d.id}`),
    expect: seesDevice(200),
  },
  // Devices the caller cannot see are left out of the answer, unexplained.
  'POST /api/v2/history': {
    ...session,
    target: 'device',
    changes: false,
    request: async (ctx) => {
      const device = await ctx.device();
      return {
        url: '/api/v2/history',
        payload: { deviceUUIDs: [device.deviceUUID] },
        shows: (body) =>
          ((body as { locations?: { deviceUUID: string }[] }).locations ?? []).some(
            (l) => l.deviceUUID === device.deviceUUID,
          ),
      };
    },
    expect: everyone(200, each(Object.keys(strangers) as CallerId[], 'none')),
  },
  'DELETE /api/v2/history/:id': {
    ...session,
    target: 'device',
    changes: true,
    request: onDevice((d) => `/api/v2/history/${d.id}`, undefined, 'shield_gps', true),
    expect: ownerOrSuperOwner(200),
  },
  'GET /api/v2/history/:id/csv': {
    ...session,
    target: 'device',
    changes: false,
    request: onDevice((d) => `/api/v2/history/${d.id}/csv`),
    expect: ownerOrSuperOwner(200),
  },

  // ---- Device ingest: devices sign with their own secret; a session is no such secret. ----
  'POST /api/ingest/native': {
    target: 'device secret',
    access: 'device',
    changes: true,
    request: (ctx) => ({ url: '/api/ingest/native', payload: { positions: [] }, as: ctx.caller }),
    expect: everyone(401, { unverified: 401 }),
  },
};

/** The cells a route is checked for: every column, or nobody alone for a public route. */
export function columnsChecked(expectation: RouteExpectation): CallerId[] {
  return expectation.access === 'public' ? ['nobody'] : [...callerIds];
}

export const isAllowed = (outcome: Outcome) => outcome !== 'none' && outcome >= 200 && outcome < 300;
