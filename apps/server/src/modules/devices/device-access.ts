import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { Privilege } from '@lodestar/contract';
import { devices } from '../../db/schema/index.js';

/** A user and a time: values, or placeholders of a prepared query (the time's value then an ISO string). */
export type UserRef = string | Placeholder;
export type Instant = Date | Placeholder;

/**
 * The one place a user's access to a device is decided: SuperOwner (3) for the account the
 * device belongs to, else the best live grant the user holds. A device share is live once accepted, and for
 * Limited (2) until its expiry; an accepted account share gives its member Limited, without expiry, on every
 * device of the owner's account. Owner (0) outranks Unrestricted (1) outranks Limited (2), so the lowest flag
 * wins; a device share also holds the user's own alert switches, so it wins a tie with an account share. One
 * subquery answers both. The correlated subqueries name `devices` in full: Drizzle leaves columns unqualified
 * there, where they would bind to the share row.
 */
export const liveShare = (now: Instant) => sql`
  s.is_accepted_flag = 1 AND (s.access_rights_flag <> 2 OR s.expiry_date > ${now instanceof Date ? now.toISOString() : now}::timestamptz)`;
export const liveShareOf = (userId: UserRef, now: Instant) => sql`s.user_id = ${userId} AND ${liveShare(now)}`;
/** An account share that gives its member access: an accepted one (the row is `m`). */
const liveMembership = sql`m.is_accepted_flag = 1`;
/** Accepted account shares naming the user as member. */
export const liveMembershipOf = (userId: UserRef) => sql`m.member_id = ${userId} AND ${liveMembership}`;

export interface OwnAlertSwitches {
  pushNotification: boolean;
  emailAlerts: boolean;
}

/**
 * The share a sharee sees the device through: the sharer's name as the share gives it (the account owner's for an
 * account share), until when (a Limited one), and whether it is an account share.
 */
export interface ReceivedShare {
  sharerName: string;
  expiryDate: Date | null;
  throughAccount: boolean;
}

export interface DeviceAccess {
  privilege: Privilege;
  /** A sharee's own alert switches from their share; null for the SuperOwner, whose switches are the device's. */
  shareAlerts: OwnAlertSwitches | null;
  /** null for the SuperOwner. */
  receivedShare: ReceivedShare | null;
}

export function accessOf(userId: UserRef, now: Instant): SQL<DeviceAccess> {
  return sql<DeviceAccess>`CASE WHEN devices.user_id = ${userId} THEN json_build_object('privilege', 3) ELSE (
    SELECT json_build_object('privilege', g.privilege, 'pushNotification', g.push_notification, 'emailAlerts', g.email_alerts,
      'sharerName', g.sharer_name, 'expiryDate', g.expiry_date, 'throughAccount', g.via_account = 1)
    FROM (
      SELECT s.access_rights_flag AS privilege, s.push_notification, s.email_alerts, s.sharer_name,
        CASE WHEN s.access_rights_flag = ${sql.raw(String(Privilege.Limited))} THEN s.expiry_date END AS expiry_date, 0 AS via_account
      FROM device_shares s WHERE s.device_id = devices.id AND ${liveShareOf(userId, now)}
      UNION ALL
      SELECT ${sql.raw(String(Privilege.Limited))}, false, false, (SELECT u.name FROM users u WHERE u.id = devices.user_id), NULL, 1
      FROM account_shares m WHERE m.owner_id = devices.user_id AND ${liveMembershipOf(userId)}
    ) g
    ORDER BY g.privilege, g.via_account LIMIT 1
  ) END`.mapWith((value: string | Record<string, unknown>): DeviceAccess => {
    const access = (typeof value === 'string' ? JSON.parse(value) : value) as {
      privilege: Privilege;
      sharerName?: string | null;
      expiryDate?: string | null;
      throughAccount?: boolean;
    } & Partial<OwnAlertSwitches>;
    const { privilege, pushNotification, emailAlerts, sharerName, expiryDate, throughAccount } = access;
    return {
      privilege,
      shareAlerts: pushNotification === undefined ? null : { pushNotification, emailAlerts: emailAlerts ?? false },
      receivedShare:
        throughAccount === undefined
          ? null
          : { sharerName: sharerName ?? '', expiryDate: expiryDate ? new Date(expiryDate) : null, throughAccount },
    };
  });
}

/**
 * Whether the user can see the device row at hand: their own, or reached by a live share or membership; removed
 * devices are nobody's. Checked row by row (their shares read by the device's index), so a read that names its
 * devices costs the same whatever the size of the account; the device list reads its pages otherwise
 * (visible-device-list.ts). `devices` is named in full, as in `accessOf`: Drizzle would leave its columns
 * unqualified, where they could bind to another table of the query.
 */
export function visibleTo(userId: UserRef, now: Instant): SQL {
  return sql`devices.deleted = false AND (devices.user_id = ${userId}
    OR EXISTS (SELECT 1 FROM device_shares s WHERE s.device_id = devices.id AND ${liveShareOf(userId, now)})
    OR EXISTS (SELECT 1 FROM account_shares m WHERE m.owner_id = devices.user_id AND ${liveMembershipOf(userId)}))`;
}

/** Everyone who sees the device, as user ids: its SuperOwner, live sharees and accepted account members. */
export const viewersOf = (now: Date) =>
  sql<string[]>`(SELECT array_remove(array_prepend(devices.user_id::text, coalesce(array_agg(v.user_id::text), '{}')), NULL) FROM (
    SELECT s.user_id FROM device_shares s WHERE s.device_id = devices.id AND s.user_id IS NOT NULL AND ${liveShare(now)}
    UNION
    SELECT m.member_id FROM account_shares m WHERE m.owner_id = devices.user_id AND m.member_id IS NOT NULL AND ${liveMembership}
  ) v)`;

export const shareCountOf = sql<number>`(SELECT count(*) FROM device_shares s WHERE s.device_id = devices.id)`.mapWith(
  Number,
);

// The picture (up to 400 kB) is left out: the answers carry its address, and the picture call reads it alone.
const { devicePicture, ...deviceFields } = getTableColumns(devices);

/** The columns of a device read for a user: the row but its picture, their access to it and its share count. */
export const accessibleColumns = (userId: UserRef, now: Instant) => ({
  device: deviceFields,
  access: accessOf(userId, now),
  shareCount: shareCountOf,
});
