import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { liveMembershipOf, liveShareOf, type Instant, type UserRef } from './device-access.js';

/** What the list is narrowed to, as a condition on the device row `d` (empty for none). */
export type DeviceListNarrowing = SQL;

interface ListOf {
  userId: UserRef;
  now: Instant;
  narrowing: DeviceListNarrowing;
}

const inNameOrder = (cap: SQL) => sql`ORDER BY d.name, d.id LIMIT ${cap}`;

/**
 * The ids of one page of the devices a user sees, in name order. They are read in three branches, their own and
 * those of each account they are a member of from an index in name order (`devices_user_name_idx`, or the type's),
 * and those shared with them (a few, sorted), each cut at the page's end, so a page reads the devices it shows and
 * skips, not the whole account. A branch yields each device once (nothing makes a user's share of a device, or
 * membership of an account, unique: a second invitation to a new address is a second row), so its first rows are
 * the branch's first devices; a device two branches reach is listed once.
 */
export function visiblePageIds({ userId, now, narrowing }: ListOf, offset: Placeholder, limit: Placeholder): SQL {
  const pageEnd = sql`(${offset}::bigint + ${limit}::bigint)`;
  return sql`SELECT v.id FROM (
    (SELECT d.id, d.name FROM devices d WHERE d.user_id = ${userId} AND d.deleted = false${narrowing} ${inNameOrder(pageEnd)})
    UNION
    (SELECT d.id, d.name FROM devices d WHERE d.deleted = false${narrowing}
      AND d.id IN (SELECT s.device_id FROM device_shares s WHERE ${liveShareOf(userId, now)}) ${inNameOrder(pageEnd)})
    UNION
    (SELECT d.id, d.name FROM (SELECT DISTINCT m.owner_id FROM account_shares m WHERE ${liveMembershipOf(userId)}) o
      CROSS JOIN LATERAL (
        SELECT d.id, d.name FROM devices d WHERE d.user_id = o.owner_id AND d.deleted = false${narrowing} ${inNameOrder(pageEnd)}
      ) d ${inNameOrder(pageEnd)})
  ) v ORDER BY v.name, v.id OFFSET ${offset} LIMIT ${limit}`;
}

/** How many devices the user sees: their own counted from the index, and the others they reach, each once. */
export function visibleCount({ userId, now, narrowing }: ListOf): SQL<number> {
  return sql<number>`(SELECT count(*) FROM devices d WHERE d.user_id = ${userId} AND d.deleted = false${narrowing})
    + (SELECT count(*) FROM (
      SELECT d.id FROM device_shares s JOIN devices d ON d.id = s.device_id AND d.deleted = false
        WHERE ${liveShareOf(userId, now)} AND d.user_id IS DISTINCT FROM ${userId}${narrowing}
      UNION
      SELECT d.id FROM account_shares m JOIN devices d ON d.user_id = m.owner_id AND d.deleted = false
        WHERE ${liveMembershipOf(userId)} AND d.user_id IS DISTINCT FROM ${userId}${narrowing}
    ) others)`.mapWith(Number);
}
