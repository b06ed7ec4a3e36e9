import {
  NOTIFICATION_EMAIL_CONFIRMATION_MS,
  NOTIFICATION_EMAILS_MAX,
  notificationEmailConfirmMessages,
  serverMessages,
  type SuccessMessage,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { MailContext } from '../../adapters/mail/link-mail.js';
import type { DeviceRow } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { hashToken, newLinkToken } from '../../lib/secrets.js';
import type { DeviceChanger } from './device-change.js';
import type { DeviceGate } from './device-gate.js';
import type { NotificationEmailConfirmationsRepository } from './notification-email-confirmations.repository.js';
import { notificationEmailConfirmationMail } from './notification-email-mail.js';
import type { Payload } from '../../http/envelope.js';

interface NotificationEmailsServiceDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
  confirmations: NotificationEmailConfirmationsRepository;
  mailer: Mailer;
  clock: Clock;
  mail: MailContext;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The addresses a device's alerts are mailed to, kept lower-case, each once, at
 * most NOTIFICATION_EMAILS_MAX. Each change is decided on the locked device row, so two at once cannot lose one. A new
 * address gets alerts only once it opens the confirmation link mailed to it, so nobody can point a device's alerts
 * at a stranger's inbox.
 */
export function createNotificationEmailsService({ deviceFor, changeDevice, confirmations, mailer, clock, mail }: NotificationEmailsServiceDeps) {
  async function changeList(
    caller: Caller,
    ref: string,
    decide: (emails: string[]) => string[],
    message: string,
  ) {
    const found = await deviceFor(caller, ref, 'settings');
    const decideRow = (row: DeviceRow) => {
      const notificationEmails = decide(row.notificationEmails);
      const confirmedNotificationEmails = row.confirmedNotificationEmails.filter((email) => notificationEmails.includes(email));
      return { changes: { notificationEmails, confirmedNotificationEmails }, commands: [] };
    };
    const { device } = await changeDevice(caller, found, decideRow, message);
    return { message, device, notificationEmails: device.notificationEmails, pendingNotificationEmails: device.pendingNotificationEmails };
  }

  return {
    async add(caller: Caller, ref: string, email: string) {
      const address = email.toLowerCase();
      const { device, ...answer } = await changeList(
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
      const { token, stored } = newLinkToken(clock.now(), NOTIFICATION_EMAIL_CONFIRMATION_MS);
      await confirmations.issue(device._id, address, stored.hash, stored.expiresAt);
      await mailer.send(notificationEmailConfirmationMail(mail, address, device.deviceUUID, token));
      return answer;
    },

    async remove(caller: Caller, ref: string, email: string) {
      const { device, ...answer } = await changeList(
        caller,
        ref,
        (emails) => {
          const kept = emails.filter((known) => !sameEmail(known, email));
          if (kept.length === emails.length) throw new NotFoundError(serverMessages.notificationEmailUnknown);
          return kept;
        },
        serverMessages.notificationEmailRemoved,
      );
      await confirmations.forget(device._id, email.toLowerCase());
      return answer;
    },

    /** The link mailed to a new address: from now on the device's alerts reach it. */
    async confirm(token: string): Promise<Payload<SuccessMessage>> {
      if (!(await confirmations.confirm(hashToken(token), clock.now()))) throw new ValidationError(serverMessages.tokenInvalid);
      return { message: notificationEmailConfirmMessages.confirmed };
    },
  };
}

export type NotificationEmailsService = ReturnType<typeof createNotificationEmailsService>;
