import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { deviceShares, devices, users } from '../../db/schema/index.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import { liveShare } from '../../modules/devices/index.js';
import type { AlertLevels } from './alert-reading.js';

/** An address an alert is mailed to, and the time zone and language its mail writes the alert in. */
export interface AlertMailRecipient {
  email: string;
  timezone: string | null;
  language: Language;
}

export interface AlertRecipients {
  deviceName: string;
  deviceUUID: string;
  /** The levels the device's alerts are raised at, which a told alert's reading is set beside. */
  levels: AlertLevels;
  /** The device's confirmed notification emails, when its email alerts are on: in the owner's time zone and language, who chose them. */
  notificationEmails: AlertMailRecipient[];
  /** Whether SOS alerts are to be told at all (the device's SOS notification switch). */
  sosAlertNotification: boolean;
  /** Sharees who switched email alerts on for themselves, each in their own time zone and language. */
  shareeEmails: AlertMailRecipient[];
  /** The accounts told in the notification centre: the owner and the sharees whose notifications are on. */
  notifiedUserIds: string[];
}

/** liveShare() names the share row `s`. */
const s = alias(deviceShares, 's');
const owners = alias(users, 'owner');

export function createAlertRecipientsRepository(db: Database) {
  return {
    /**
     * Who is told of each of these devices' alerts, by device id; a deleted or ownerless device is left out. One
     * query for them all: each device with its live shares whose alerts are on, one row a sharee.
     */
    async forDevices(deviceIds: string[], now: Date): Promise<Map<string, AlertRecipients>> {
      const found = new Map<string, AlertRecipients>();
      if (deviceIds.length === 0) return found;
      const rows = await db
        .select({
          id: devices.id,
          name: devices.name,
          deviceUUID: devices.deviceUUID,
          ownerId: devices.userId,
          pushNotification: devices.pushNotification,
          emailAlerts: devices.emailAlerts,
          notificationEmails: devices.notificationEmails,
          confirmed: devices.confirmedNotificationEmails,
          sosAlertNotification: devices.sosAlertNotification,
          temperature: devices.temperature,
          lowBattery: devices.lowBattery,
          silentAlert: devices.silentAlert,
          ownerTimezone: owners.timezone,
          ownerLanguage: owners.language,
          ownerBrowserLanguage: owners.browserLanguage,
          sharee: {
            userId: users.id,
            email: users.email,
            timezone: users.timezone,
            language: users.language,
            browserLanguage: users.browserLanguage,
            emailAlerts: s.emailAlerts,
            pushNotification: s.pushNotification,
          },
        })
        .from(devices)
        .leftJoin(owners, eq(owners.id, devices.userId))
        .leftJoin(
          s,
          and(eq(s.deviceId, devices.id), or(eq(s.emailAlerts, true), eq(s.pushNotification, true)), liveShare(now)),
        )
        .leftJoin(users, eq(users.id, s.userId))
        .where(and(inArray(devices.id, deviceIds), eq(devices.deleted, false), isNotNull(devices.userId)));
      for (const { sharee, temperature, lowBattery, silentAlert, ...device } of rows) {
        let recipients = found.get(device.id);
        if (!recipients) {
          const language = mailLanguageOf({
            language: device.ownerLanguage,
            browserLanguage: device.ownerBrowserLanguage,
          });
          recipients = {
            deviceName: device.name,
            deviceUUID: device.deviceUUID,
            levels: { temperature, lowBattery, silentAlert },
            notificationEmails: device.emailAlerts
              ? device.notificationEmails
                  .filter((email) => device.confirmed.includes(email))
                  .map((email) => ({ email, timezone: device.ownerTimezone, language }))
              : [],
            sosAlertNotification: device.sosAlertNotification,
            shareeEmails: [],
            notifiedUserIds: device.pushNotification && device.ownerId ? [device.ownerId] : [],
          };
          found.set(device.id, recipients);
        }
        if (!sharee?.userId || sharee.email === null) continue;
        if (sharee.emailAlerts)
          recipients.shareeEmails.push({
            email: sharee.email,
            timezone: sharee.timezone,
            language: mailLanguageOf(sharee),
          });
        if (sharee.pushNotification) recipients.notifiedUserIds.push(sharee.userId);
      }
      return found;
    },
  };
}

export type AlertRecipientsRepository = ReturnType<typeof createAlertRecipientsRepository>;
