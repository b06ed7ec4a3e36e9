import { and, eq, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { deviceShares, devices, users } from '../../db/schema/index.js';
import { liveShare } from '../../modules/devices/index.js';

export interface AlertRecipients {
  deviceName: string;
  deviceUUID: string;
  /** The device's confirmed notification emails, when its email alerts are on. */
  notificationEmails: string[];
  /** Whether SOS alerts are to be told at all (the device's SOS notification switch). */
  sosAlertNotification: boolean;
  /** Sharees who switched email alerts on for themselves. */
  shareeEmails: string[];
  /** The accounts told in the notification centre: the owner and the sharees whose notifications are on. */
  notifiedUserIds: string[];
}

/** liveShare() names the share row `s`. */
const s = alias(deviceShares, 's');

export function createAlertRecipientsRepository(db: Database) {
  return {
    async forDevice(deviceId: string, now: Date): Promise<AlertRecipients | undefined> {
      const [device] = await db
        .select({
          name: devices.name,
          deviceUUID: devices.deviceUUID,
          ownerId: devices.userId,
          pushNotification: devices.pushNotification,
          emailAlerts: devices.emailAlerts,
          notificationEmails: devices.notificationEmails,
          confirmed: devices.confirmedNotificationEmails,
          sosAlertNotification: devices.sosAlertNotification,
        })
        .from(devices)
        .where(and(eq(devices.id, deviceId), eq(devices.deleted, false), isNotNull(devices.userId)));
      if (!device) return undefined;
      const sharees = await db
        .select({
          userId: users.id,
          email: users.email,
          emailAlerts: s.emailAlerts,
          pushNotification: s.pushNotification,
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .where(
          and(eq(s.deviceId, deviceId), or(eq(s.emailAlerts, true), eq(s.pushNotification, true)), liveShare(now)),
        );
      return {
        deviceName: device.name,
        deviceUUID: device.deviceUUID,
        notificationEmails: device.emailAlerts
          ? device.notificationEmails.filter((email) => device.confirmed.includes(email))
          : [],
        sosAlertNotification: device.sosAlertNotification,
        shareeEmails: sharees.filter((sharee) => sharee.emailAlerts).map((sharee) => sharee.email),
        notifiedUserIds: [
          ...(device.pushNotification && device.ownerId ? [device.ownerId] : []),
          ...sharees.filter((sharee) => sharee.pushNotification).map((sharee) => sharee.userId),
        ],
      };
    },
  };
}

export type AlertRecipientsRepository = ReturnType<typeof createAlertRecipientsRepository>;
