import { NOTIFICATION_EMAILS_MAX, serverMessages } from '@lodestar/contract';
import type { DeviceRow, UserSummaryRow } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { DeviceChanger } from './device-change.js';
import type { DeviceGate } from './device-gate.js';

interface NotificationEmailsServiceDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The addresses a device's alerts are mailed to (spec part 1 §3 notificationEmails), kept lower-case, each once, at
 * most NOTIFICATION_EMAILS_MAX. Each change is decided on the locked device row, so two at once cannot lose one.
 */
export function createNotificationEmailsService({ deviceFor, changeDevice }: NotificationEmailsServiceDeps) {
  async function changeList(
    caller: UserSummaryRow,
    ref: string,
    decide: (emails: string[]) => string[],
    message: string,
  ) {
    const found = await deviceFor(caller, ref, 'settings');
    const decideRow = (row: DeviceRow) => ({
      changes: { notificationEmails: decide(row.notificationEmails) },
      commands: [],
    });
    const { device } = await changeDevice(caller, found, decideRow, message);
    return { message, notificationEmails: device.notificationEmails };
  }

  return {
    add(caller: UserSummaryRow, ref: string, email: string) {
      const address = email.toLowerCase();
      return changeList(
        caller,
        ref,
        (emails) => {
          if (emails.some((known) => sameEmail(known, address)))
            throw new ConflictError(serverMessages.notificationEmailExists);
          if (emails.length >= NOTIFICATION_EMAILS_MAX) throw new ConflictError(serverMessages.notificationEmailsFull);
          return [...emails, address];
        },
        serverMessages.notificationEmailAdded,
      );
    },

    remove(caller: UserSummaryRow, ref: string, email: string) {
      return changeList(
        caller,
        ref,
        (emails) => {
          const kept = emails.filter((known) => !sameEmail(known, email));
          if (kept.length === emails.length) throw new NotFoundError(serverMessages.notificationEmailUnknown);
          return kept;
        },
        serverMessages.notificationEmailRemoved,
      );
    },
  };
}

export type NotificationEmailsService = ReturnType<typeof createNotificationEmailsService>;
