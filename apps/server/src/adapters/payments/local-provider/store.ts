import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../../db/client.js';
import { localStripeEvents, localStripeObjects, localStripeState } from '../../../db/schema/index.js';
import { lockTimeout } from './concurrency-errors.js';
import { invalid, missing, type ListPage, type StripeList, type StripeObject } from './types.js';

const CLOCK_OFFSET = 'clock_offset_seconds';

/** How the installation runs the provider: Stripe's Dashboard settings, for the local one. */
export interface LocalProviderSettings {
  /** Days after each failed automatic payment until the next attempt; once they are used up, `retryEnd` applies. */
  retryDays: readonly number[];
  /** What a subscription becomes once its last retry failed: canceled, or left `unpaid` (Stripe's two choices). */
  retryEnd: 'cancel' | 'unpaid';
}

export const DEFAULT_SETTINGS: LocalProviderSettings = { retryDays: [3, 5, 7], retryEnd: 'cancel' };

/**
 * The local provider's objects, inside one request's transaction: Stripe-style ids, the provider's clock (real time
 * plus the offset the test clock has moved it by), newest-first lists with cursors, and the events a change raises.
 */
export interface LocalStore {
  /** Seconds on the provider's clock. */
  now(): number;
  readonly settings: LocalProviderSettings;
  newId(prefix: string): string;
  insert<T extends StripeObject>(object: T): Promise<T>;
  /** The object of that kind, or undefined. */
  find<T extends StripeObject>(object: string, id: string): Promise<T | undefined>;
  /** The object of that kind, or Stripe's resource_missing error naming `param`. */
  get<T extends StripeObject>(object: string, id: string, param?: string): Promise<T>;
  /** Any object by its id, whatever its kind (for `expand`). */
  findAny(id: string): Promise<StripeObject | undefined>;
  /** Replaces the stored document with this one. */
  save<T extends StripeObject>(object: T): Promise<T>;
  remove(object: string, id: string): Promise<void>;
  /** A page of objects of a kind, newest first, optionally of one customer and narrowed by a predicate. */
  list<T extends StripeObject>(object: string, url: string, page: ListPage, filter?: { customer?: string; where?: (item: T) => boolean }): Promise<StripeList<T>>;
  /** Every object of a kind, oldest first (for the clock's work). */
  all<T extends StripeObject>(object: string, where?: (item: T) => boolean): Promise<T[]>;
  /** Records an event (`data.object` a copy of the object as answered, without `_local`). */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<void>;
  /** The next value of a named counter (invoice numbers). */
  nextNumber(name: string): Promise<number>;
}

export function publicView<T extends StripeObject>(object: T): Omit<T, '_local'> {
  const { _local: _hidden, ...shown } = object;
  return shown;
}

export async function clockOffset(db: Database): Promise<number> {
  const [row] = await db.select().from(localStripeState).where(eq(localStripeState.key, CLOCK_OFFSET));
  return typeof row?.value === 'number' ? row.value : 0;
}

export async function moveClock(db: Database, seconds: number): Promise<void> {
  const offset = (await clockOffset(db)) + seconds;
  await db
    .insert(localStripeState)
    .values({ key: CLOCK_OFFSET, value: offset })
    .onConflictDoUpdate({ target: localStripeState.key, set: { value: offset } });
}

/**
 * The row version of an object as this transaction read it (PostgreSQL's `xmin`, the transaction that wrote the row
 * last). A save is made only over the version that was read: if another request changed the object meanwhile, the
 * save finds no row and the request is answered Stripe's `lock_timeout`, as Stripe answers a request that meets
 * another one changing the same object.
 */
const version = sql<string>`${localStripeObjects}.xmin::text`;

/** The customer an object belongs to (a customer to itself), kept beside it for lists narrowed to one customer. */
function customerOf(object: StripeObject): string | null {
  const customer = object.object === 'customer' ? object.id : object.customer;
  return typeof customer === 'string' ? customer : typeof customer?.id === 'string' ? customer.id : null;
}

/** The condition a list's cursor adds (older than `starting_after`, newer than `ending_before`), refusing an unknown one. */
async function cursorCondition(db: Database, object: string, page: ListPage): Promise<SQL | undefined> {
  if (page.starting_after && page.ending_before) {
    throw invalid('You may only specify one of these parameters: ending_before, starting_after.', 'ending_before');
  }
  const cursorId = page.starting_after ?? page.ending_before;
  if (!cursorId) return undefined;
  const [cursor] = await db
    .select({ seq: localStripeObjects.seq })
    .from(localStripeObjects)
    .where(and(eq(localStripeObjects.id, cursorId), eq(localStripeObjects.object, object)));
  if (!cursor) throw missing(object, cursorId, page.starting_after ? 'starting_after' : 'ending_before');
  return page.starting_after ? lt(localStripeObjects.seq, cursor.seq) : gt(localStripeObjects.seq, cursor.seq);
}

/** A list's `limit`: 10 unless given, at most 100. */
export function pageLimit(page: ListPage): number {
  const limit = page.limit === undefined ? 10 : Number(page.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalid('Invalid limit: must be an integer between 1 and 100', 'limit');
  }
  return limit;
}

/** Stripe's list answer for `LocalStore.list`: up to `limit` objects of a kind, newest first, from the cursor on. */
async function listObjects<T extends StripeObject>(
  db: Database,
  versions: Map<string, string>,
  object: string,
  url: string,
  page: ListPage,
  filter: { customer?: string; where?: (item: T) => boolean },
): Promise<StripeList<T>> {
  const limit = pageLimit(page);
  const conditions: SQL[] = [eq(localStripeObjects.object, object)];
  if (filter.customer) conditions.push(eq(localStripeObjects.customer, filter.customer));
  const cursor = await cursorCondition(db, object, page);
  if (cursor) conditions.push(cursor);
  const rows = await db
    .select({ id: localStripeObjects.id, data: localStripeObjects.data, version })
    .from(localStripeObjects)
    .where(and(...conditions))
    .orderBy(page.ending_before ? asc(localStripeObjects.seq) : desc(localStripeObjects.seq));
  const matching = rows.map((row) => read<T>(versions, row)).filter((item) => !filter.where || filter.where(item));
  const pageItems = matching.slice(0, limit);
  return {
    object: 'list',
    url,
    has_more: matching.length > limit,
    data: page.ending_before ? pageItems.reverse() : pageItems,
  };
}

/** The event Stripe would send about an object: a copy of it as answered, and what a change replaced. */
function eventOf(id: string, created: number, type: string, object: StripeObject, previousAttributes?: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: publicView(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
  };
}

/** An object as read, its version noted for the save that may follow. */
function read<T>(versions: Map<string, string>, row: { id: string; data: unknown; version: string }): T {
  versions.set(row.id, row.version);
  return row.data as T;
}

/**
 * A store over `db` (a request's transaction). `versions` holds the row versions read so far: every store opened in one
 * transaction shares them (the clock's work opens another after moving the clock).
 */
export async function openStore(
  db: Database,
  clock: Clock,
  settings: LocalProviderSettings = DEFAULT_SETTINGS,
  versions = new Map<string, string>(),
): Promise<LocalStore> {
  const offset = await clockOffset(db);
  const now = () => Math.floor(clock.now().getTime() / 1000) + offset;

  const store: LocalStore = {
    settings,
    now,
    newId: (prefix) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '0')}`,
    async insert(object) {
      const created = typeof object.created === 'number' ? object.created : now();
      const [row] = await db
        .insert(localStripeObjects)
        .values({ id: object.id, object: object.object, customer: customerOf(object), created, data: object })
        .returning({ version });
      versions.set(object.id, row!.version);
      return object;
    },
    async find(object, id) {
      const [row] = await db
        .select({ id: localStripeObjects.id, data: localStripeObjects.data, version })
        .from(localStripeObjects)
        .where(and(eq(localStripeObjects.id, id), eq(localStripeObjects.object, object)));
      return row && read(versions, row);
    },
    async get(object, id, param = 'id') {
      const found = await store.find(object, id);
      if (!found) throw missing(object, id, param);
      return found as never;
    },
    async findAny(id) {
      const [row] = await db
        .select({ id: localStripeObjects.id, data: localStripeObjects.data, version })
        .from(localStripeObjects)
        .where(eq(localStripeObjects.id, id));
      return row && read<StripeObject>(versions, row);
    },
    async save(object) {
      const seen = versions.get(object.id);
      const rows = await db
        .update(localStripeObjects)
        .set({ data: object, customer: customerOf(object) })
        .where(and(eq(localStripeObjects.id, object.id), ...(seen === undefined ? [] : [sql`${version} = ${seen}`])))
        .returning({ version });
      if (seen !== undefined && rows.length === 0) throw lockTimeout();
      if (rows[0]) versions.set(object.id, rows[0].version);
      return object;
    },
    async remove(object, id) {
      await db.delete(localStripeObjects).where(and(eq(localStripeObjects.id, id), eq(localStripeObjects.object, object)));
    },
    list: (object, url, page, filter = {}) => listObjects(db, versions, object, url, page, filter),
    async all(object, where) {
      const rows = await db
        .select({ id: localStripeObjects.id, data: localStripeObjects.data, version })
        .from(localStripeObjects)
        .where(eq(localStripeObjects.object, object))
        .orderBy(asc(localStripeObjects.seq));
      return rows.map((row) => read<never>(versions, row)).filter((item) => !where || where(item));
    },
    async emit(type, object, previousAttributes) {
      const event = eventOf(store.newId('evt'), now(), type, object, previousAttributes);
      await db.insert(localStripeEvents).values({ id: event.id, type, created: event.created, event });
    },
    async nextNumber(name) {
      const key = `counter:${name}`;
      const [row] = await db
        .insert(localStripeState)
        .values({ key, value: 1 })
        .onConflictDoUpdate({ target: localStripeState.key, set: { value: sql`to_jsonb((${localStripeState.value})::text::bigint + 1)` } })
        .returning({ value: localStripeState.value });
      return Number(row!.value);
    },
  };
  return store;
}
