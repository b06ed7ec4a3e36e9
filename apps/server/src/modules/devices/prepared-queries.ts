import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';
import { isUuid } from '../../lib/uuid.js';
import { accessibleColumns, visibleTo } from './device-access.js';
import { preparedPerShape } from '../../db/prepared-per-shape.js';
import { visibleCount, visiblePageIds } from './visible-device-list.js';

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
    const narrowings: SQL[] = [];
    if (shape.includes('type')) narrowings.push(sql` AND d.device_type = ${sql.placeholder('type')}`);
    if (shape.includes('search')) {
      const pattern = sql.placeholder('pattern');
      narrowings.push(sql` AND (d.name ILIKE ${pattern} OR d.device_uuid ILIKE ${pattern})`);
    }
    const of = { userId, now, narrowing: sql.join(narrowings) };
    const pageIds = visiblePageIds(of, sql.placeholder('offset'), sql.placeholder('limit'));
    return {
      page: db
        .select(columns)
        .from(devices)
        .where(sql`${devices.id} IN (${pageIds})`)
        .orderBy(asc(devices.name), asc(devices.id))
        .prepare(`devices_list_page${shape}`),
      count: db
        .select({ total: visibleCount(of) })
        .from(sql`(VALUES (1)) AS one (x)`)
        .prepare(`devices_list_count${shape}`),
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
