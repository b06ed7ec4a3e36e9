import { sql, type SQL } from 'drizzle-orm';
import type { Privilege } from '@lodestar/contract';
import { devices } from '../../db/schema/index.js';

/**
 * The one place a user's privilege on a device is decided (spec part 1 §4): SuperOwner (3) for the account the
 * device belongs to, else the best live share the user holds: accepted, and for Limited (2) not yet expired.
 * Owner (0) outranks Unrestricted (1) outranks Limited (2), so the lowest flag wins. The correlated subqueries
 * name `devices` in full: Drizzle leaves columns unqualified there, where they would bind to the share row.
 */
const liveShareOf = (userId: string, now: Date) => sql`
  s.user_id = ${userId} AND s.is_accepted_flag = 1
  AND (s.access_rights_flag <> 2 OR s.expiry_date > ${now.toISOString()}::timestamptz)`;

export function privilegeOn(userId: string, now: Date): SQL<Privilege> {
  return sql<Privilege>`CASE WHEN devices.user_id = ${userId} THEN 3 ELSE (
    SELECT min(s.access_rights_flag) FROM device_shares s WHERE s.device_id = devices.id AND ${liveShareOf(userId, now)}
  ) END`.mapWith(Number) as SQL<Privilege>;
}

/** Devices the user can see: their own and those a live share reaches; removed devices are nobody's. */
export function visibleTo(userId: string, now: Date): SQL {
  return sql`${devices.deleted} = false AND ${devices.id} IN (
    SELECT d.id FROM devices d WHERE d.user_id = ${userId} AND d.deleted = false
    UNION ALL
    SELECT s.device_id FROM device_shares s WHERE ${liveShareOf(userId, now)}
  )`;
}

export interface OwnAlertSwitches {
  pushNotification: boolean;
  emailAlerts: boolean;
}

/** A sharee's own alert switches from their live share (null for the SuperOwner, whose switches are the device's). */
export function shareAlertsOf(userId: string, now: Date): SQL<OwnAlertSwitches | null> {
  return sql<OwnAlertSwitches | null>`CASE WHEN devices.user_id = ${userId} THEN NULL ELSE (
    SELECT json_build_object('pushNotification', s.push_notification, 'emailAlerts', s.email_alerts)
    FROM device_shares s WHERE s.device_id = devices.id AND ${liveShareOf(userId, now)}
    ORDER BY s.access_rights_flag LIMIT 1
  ) END`;
}

export const shareCountOf = sql<number>`(SELECT count(*) FROM device_shares s WHERE s.device_id = devices.id)`.mapWith(Number);
