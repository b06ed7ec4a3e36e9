import type { DeviceType } from '@lodestar/contract';
import type { DeviceRow } from '../../src/db/schema/index.js';
import { type CallerColumn, type CallerId } from './authorization-callers.js';
import { type Account, type Groups, type Kit, type World } from './authorization-world.js';

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
  /** The Cookie header to send (the sign-in cookies of a browser). */
  cookie?: string;
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
