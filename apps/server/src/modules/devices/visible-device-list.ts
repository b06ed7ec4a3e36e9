import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { liveMembershipOf, liveShareOf, type Instant, type UserRef } from './device-access.js';

interface ListOf {
  userId: UserRef;
  now: Instant;
  /** What the list is narrowed to (type, search), as conditions on the device row `d`, each led by AND. */
  narrowing: SQL;
}

/**
 * The three ways a user reaches a device, each the FROM and WHERE of a read of the device row `d` that yields a
 * device once (nothing makes a user's share of a device, or membership of an account, unique: a second invitation to
 * a new address is a second row): their own, those shared with them, and those of the accounts they are a member of.
 */
const reached = ({ userId, now, narrowing }: ListOf) => {
  const listed = sql`d.deleted = false${narrowing}`;
  return {
    own: sql`FROM devices d WHERE d.user_id = ${userId} AND ${listed}`,
    shared: sql`FROM devices d WHERE ${listed} AND d.id IN (SELECT s.device_id FROM device_shares s WHERE ${liveShareOf(userId, now)})`,
    memberOwners: sql`SELECT DISTINCT m.owner_id FROM account_shares m WHERE ${liveMembershipOf(userId)}`,
    ofOwner: (owner: SQL) => sql`FROM devices d WHERE d.user_id = ${owner} AND ${listed}`,
  };
};

const inNameOrder = (cap: SQL) => sql`ORDER BY d.name, d.id LIMIT ${cap}`;

/**
 * The ids of one page of the devices a user sees, in name order: each way of reaching them read in name order
 * (their own and each membership's from `devices_user_name_idx`, or the type's; the shares, a few, sorted) and cut at
 * the page's end, so a page reads the devices it shows and skips, not the whole account. A device two ways reach is
 * listed once.
 */
export function visiblePageIds(of: ListOf, offset: Placeholder, limit: Placeholder): SQL {
  const { own, shared, memberOwners, ofOwner } = reached(of);
  const pageEnd = inNameOrder(sql`(${offset}::bigint + ${limit}::bigint)`);
  return sql`SELECT v.id FROM (
    (SELECT d.id, d.name ${own} ${pageEnd})
    UNION
    (SELECT d.id, d.name ${shared} ${pageEnd})
    UNION
    (SELECT d.id, d.name FROM (${memberOwners}) o
      CROSS JOIN LATERAL (SELECT d.id, d.name ${ofOwner(sql`o.owner_id`)} ${pageEnd}) d ${pageEnd})
  ) v ORDER BY v.name, v.id OFFSET ${offset} LIMIT ${limit}`;
}

/** How many devices the user sees: their own counted from the index, and the others they reach, each once. */
export function visibleCount(of: ListOf): SQL<number> {
  const { own, shared, memberOwners, ofOwner } = reached(of);
  const notOwn = sql`d.user_id IS DISTINCT FROM ${of.userId}`;
  return sql<number>`(SELECT count(*) ${own})
    + (SELECT count(*) FROM (
      SELECT d.id ${shared} AND ${notOwn}
      UNION
      SELECT d.id ${ofOwner(sql`ANY (SELECT owner_id FROM (${memberOwners}) o)`)} AND ${notOwn}
    ) others)`.mapWith(Number);
}
