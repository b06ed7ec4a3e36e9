import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';
import { isUuid } from '../../lib/uuid.js';
import { accessibleColumns, visibleTo } from './device-access.js';
import { preparedPerShape } from '../../db/prepared-per-shape.js';

/** The values a prepared device list is run with; `now` as an ISO string, `pattern` an escaped ILIKE pattern. */
export type DeviceListParams = {
  userId: string;
  now: string;
  type?: string;
  pattern?: string;
  offset: number;
  limit: number;
};

const userId = sql.placeholder('userId');
const now = sql.placeholder('now');

/**
 * The device reads every call makes, prepared once per shape: the page and count of the device list (GET
 * /api/devices/find, with or without a type, with or without a search) and the gate's read of one device (by its
 * `_id` or `deviceUUID`, or by a serial number alone). The busiest calls then skip building their SQL, and on
 * PostgreSQL each connection parses it once (named statements).
 */
export function createPreparedDeviceQueries(db: Database) {
  const columns = accessibleColumns(userId, now);

  const list = preparedPerShape((shape) => {
    const conditions: SQL[] = [visibleTo(userId, now)];
    if (shape.includes('type')) conditions.push(eq(devices.deviceType, sql.placeholder('type')));
    if (shape.includes('search')) {
      const pattern = sql.placeholder('pattern');
      conditions.push(or(ilike(devices.name, pattern), ilike(devices.deviceUUID, pattern)) as SQL);
    }
    const where = and(...conditions);
    return {
      page: db
        .select(columns)
        .from(devices)
        .where(where)
        .orderBy(asc(devices.name), asc(devices.id))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'))
        .prepare(`devices_list_page${shape}`),
      count: db.select({ total: count() }).from(devices).where(where).prepare(`devices_list_count${shape}`),
    };
  });

  const one = preparedPerShape((shape) => {
    const ref = sql.placeholder('ref');
    // Only a UUID may be compared with the uuid column: anything else would be refused by PostgreSQL.
    const matches =
      shape === '_uuid' ? (or(eq(devices.id, ref), eq(devices.deviceUUID, ref)) as SQL) : eq(devices.deviceUUID, ref);
    return db
      .select(columns)
      .from(devices)
      .where(and(matches, visibleTo(userId, now)))
      .limit(1)
      .prepare(`devices_one${shape}`);
  });

  return {
    list: (params: DeviceListParams) =>
      list(`${params.type === undefined ? '' : '_type'}${params.pattern === undefined ? '' : '_search'}`),
    /** The device `ref` names (its `_id` or `deviceUUID`), run with { userId, now, ref }. */
    one: (ref: string) => one(isUuid(ref) ? '_uuid' : '_serial'),
  };
}
