import type { DeviceType } from '@lodestar/contract';
import type { DeviceRow } from '../../src/db/schema/index.js';
import { codeNow } from '../helpers/two-factor.js';
import { callerColumns, callerIds, type CallerId } from './authorization-callers.js';
import { freshAddress, type Account } from './authorization-world.js';
import type { Outcome, CellContext, CallSpec, RouteExpectation } from './authorization-types.js';

/** Shorthands for the columns and targets; the rendered table in docs/security.md spells every cell out. */

type Cells = Record<CallerId, Outcome>;
type Overrides = Partial<Cells>;

/** Every signed-in column gets `outcome`; nobody 401, and an account that has not verified its address 403. */
export const everyone = (outcome: Outcome, overrides: Overrides = {}): Cells =>
  ({
    ...Object.fromEntries(callerIds.map((id) => [id, outcome])),
    nobody: 401,
    unverified: 403,
    ...overrides,
  }) as Cells;
export const each = (ids: readonly CallerId[], outcome: Outcome): Overrides =>
  Object.fromEntries(ids.map((id) => [id, outcome]));
export const roleIds = callerColumns.filter((column) => column.kind === 'role').map((column) => column.id);
/** The calls only a person at the keyboard may make: an API key is refused (decision 0010). */
export const noApiKey: Overrides = { enterpriseApiKey: 403 };
/** Those who do not see the owner's devices: a share not accepted, one expired, the API key user, every role column. */
export const strangers: Overrides = each(['pendingShare', 'expiredShare', 'enterpriseApiKey', ...roleIds], 404);
/** Those who see the owner's devices with less than Owner: Unrestricted, Limited, the account member (Limited). */
export const lookers = (outcome: Outcome): Overrides => each(['unrestrictedShare', 'limitedShare', 'accountMember'], outcome);
/** Anyone who sees the device (an empty privilege list allows all). */
export const seesDevice = (ok: Outcome) => everyone(ok, strangers);
/** Owner or SuperOwner (most device actions). */
export const ownerOrSuperOwner = (ok: Outcome, overrides: Overrides = {}) =>
  everyone(ok, { ...strangers, ...lookers(403), ...overrides });
/** Share and Manage sharing: Owner or SuperOwner, never the sharedUser role. */
export const managesSharing = (ok: Outcome, overrides: Overrides = {}) =>
  ownerOrSuperOwner(ok, { sharedUserOwnerShare: 403, ...overrides });
/** SuperOwner only (remove device, remove all sharing). */
export const superOwnerOnly = (ok: Outcome, overrides: Overrides = {}) => managesSharing(ok, { ownerShare: 403, ...overrides });
/** The owner alone is the party (its invitation, its account share, its claim); every other verified caller gets `refused`. */
export const ownerAlone = (ok: Outcome, refused: Outcome) => everyone(refused, { owner: ok });
/** The groups capability (enterprise, admin, superAdmin, enterpriseNoApi): the role columns, on groups of their own. */
export const groupRoles = (ok: Outcome, overrides: Overrides = {}) =>
  everyone(403, { superAdmin: ok, admin: ok, enterprise: ok, enterpriseNoApi: ok, ...overrides });
/** The API key: enterprise only, from a session. */
export const enterpriseOnly = (ok: Outcome) => everyone(403, { enterprise: ok });
/** User administration: admin and superAdmin. */
export const administrators = (ok: Outcome, overrides: Overrides = {}) =>
  everyone(403, { superAdmin: ok, admin: ok, ...overrides });

export const session = { access: 'session' } as const;
export const publicRoute = (status: number, request: RouteExpectation['request'], changes = false): RouteExpectation => ({
  target: '—',
  access: 'public',
  changes,
  request,
  expect: { nobody: status },
});
export const staticPublic = (url: string) => publicRoute(200, () => ({ url }));

/** A device call aimed at the kit's device of this type (a new one needs positions only for `history`). */
export const onDevice =
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
export const asSelf =
  (url: string, payload?: (self: Account) => object) =>
  async (ctx: CellContext): Promise<CallSpec> => {
    const self = await ctx.self();
    return { url, as: self, ...(payload && self ? { payload: payload(self) } : {}) };
  };

/** The kit's share with a third person; a new one on the kit's tracker when fresh. */
export async function thirdPartyShare(ctx: CellContext) {
  if (!ctx.fresh) return ctx.kit.acceptedShare;
  return ctx.world.share(ctx.kit.gps, { id: null, email: freshAddress('invitee') }, 1);
}

/** The group the column aims at; a new one holding the same tracker when fresh. */
export const groupOf = async (ctx: CellContext) =>
  ctx.fresh ? ctx.world.group(ctx.groups.account, [ctx.groups.gps]) : ctx.groups.group;

/** An invitation: the owner's own (a new one when fresh); for everyone else, the owner's to a third person. */
export async function invitationFor(ctx: CellContext) {
  if (ctx.column.kind !== 'owner') return ctx.world.owner.pendingShare.id;
  return (ctx.fresh ? await ctx.world.invitationForOwner() : ctx.world.ownerInvitation).id;
}

/** An API key's owner: a fresh account of the caller's roles, with a key, when fresh. */
export async function withKey(ctx: CellContext) {
  const self = await ctx.self();
  if (ctx.fresh && self) {
    const headers = { authorization: self.authorization };
    await ctx.world.t.app.inject({ method: 'POST', url: '/api/v2/account/clientKey', headers });
  }
  return self;
}

/** The caller, with two-step sign-in in this state when fresh; answers it and the secret (for a code). */
export async function withTwoFactor(ctx: CellContext, state: 'pending' | 'on') {
  const self = await ctx.self();
  const secret = ctx.fresh && self ? await ctx.world.twoFactor(self, state) : 'JBSWY3DPEHPK3PXP';
  return { self, code: codeNow(ctx.world.t, secret) };
}

