import { sql, type SQL } from 'drizzle-orm';
import type { Privilege } from '@lodestar/contract';
import { devices } from '../../db/schema/index.js';

/**
 * The one place a user's access to a device is decided (spec part 1 §4): SuperOwner (3) for the account the
 * device belongs to, else the best live share the user holds: accepted, and for Limited (2) not yet expired.
 * Owner (0) outranks Unrestricted (1) outranks Limited (2), so the lowest flag wins; that share also holds the
 * user's own alert switches. One subquery answers both. The correlated subqueries name `devices` in full: Drizzle
 * leaves columns unqualified there, where they would bind to the share row.
 */
export const liveShare = (now: Date) => sql`
  s.is_accepted_flag = 1 AND (s.access_rights_flag <> 2 OR s.expiry_date > ${now.toISOString()}::timestamptz)`;
const liveShareOf = (userId: string, now: Date) => sql`s.user_id = ${userId} AND ${liveShare(now)}`;

export interface OwnAlertSwitches {
  pushNotification: boolean;
  emailAlerts: boolean;
}

export interface DeviceAccess {
  privilege: Privilege;
  /** A sharee's own alert switches from their share; null for the SuperOwner, whose switches are the device's. */
  shareAlerts: OwnAlertSwitches | null;
}

export function accessOf(userId: string, now: Date): SQL<DeviceAccess> {
  return sql<DeviceAccess>`CASE WHEN devices.user_id = ${userId} THEN json_build_object('privilege', 3) ELSE (
    SELECT json_build_object('privilege', s.access_rights_flag, 'pushNotification', s.push_notification, 'emailAlerts', s.email_alerts)
    FROM device_shares s WHERE s.device_id = devices.id AND ${liveShareOf(userId, now)}
    ORDER BY s.access_rights_flag LIMIT 1
  ) END`.mapWith((value: string | Record<string, unknown>): DeviceAccess => {
    const access = (typeof value === 'string' ? JSON.parse(value) : value) as {
      privilege: Privilege;
    } & Partial<OwnAlertSwitches>;
    const { privilege, pushNotification, emailAlerts } = access;
    return {
      privilege,
      shareAlerts: pushNotification === undefined ? null : { pushNotification, emailAlerts: emailAlerts ?? false },
    };
  });
}

/** Devices the user can see: their own and those a live share reaches; removed devices are nobody's. */
export function visibleTo(userId: string, now: Date): SQL {
  return sql`${devices.deleted} = false AND ${devices.id} IN (
    SELECT d.id FROM devices d WHERE d.user_id = ${userId} AND d.deleted = false
    UNION ALL
    SELECT s.device_id FROM device_shares s WHERE ${liveShareOf(userId, now)}
  )`;
}

export const shareCountOf = sql<number>`(SELECT count(*) FROM device_shares s WHERE s.device_id = devices.id)`.mapWith(
  Number,
);
