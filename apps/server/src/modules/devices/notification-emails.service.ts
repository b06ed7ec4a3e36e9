import {
  NOTIFICATION_EMAIL_CONFIRMATION_MS,
  NOTIFICATION_EMAILS_MAX,
  notificationEmailConfirmMessages,
  serverMessages,
  type ConfirmationMail,
  type Device,
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
import type { MailQuota } from '../mail/index.js';

interface NotificationEmailsServiceDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
  confirmations: NotificationEmailConfirmationsRepository;
  mailer: Mailer;
  clock: Clock;
  mail: MailContext;
  /** Confirmation mails one account may send an hour, and one address may receive (whichever accounts add it). */
  quotas: { perAccount: MailQuota; perAddress: MailQuota };
}

const addedMessages: Record<ConfirmationMail, string> = {
  mailed: serverMessages.notificationEmailAdded,
  mailedEarlier: serverMessages.notificationEmailAddedMailedEarlier,
  limited: serverMessages.notificationEmailAddedLimited,
};

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The addresses a device's alerts are mailed to, kept lower-case, each once, at
 * most NOTIFICATION_EMAILS_MAX. Each change is decided on the locked device row, so two at once cannot lose one. A new
 * address gets alerts only once it opens the confirmation link mailed to it, so nobody can point a device's alerts
 * at a stranger's inbox.
 * The confirmation mail promises nothing more unless the link is opened: while a link mailed to an address for the
 * device works, adding the address again mails nothing, and each address and each account gets only so many an hour.
 */
export function createNotificationEmailsService({
  deviceFor,
  changeDevice,
  confirmations,
  mailer,
  clock,
  mail,
  quotas,
}: NotificationEmailsServiceDeps) {
  async function changeList(caller: Caller, ref: string, decide: (emails: string[]) => string[], message: string) {
    const found = await deviceFor(caller, ref, 'settings');
    const decideRow = (row: DeviceRow) => {
      const notificationEmails = decide(row.notificationEmails);
      const confirmedNotificationEmails = row.confirmedNotificationEmails.filter((email) =>
        notificationEmails.includes(email),
      );
      return { changes: { notificationEmails, confirmedNotificationEmails }, commands: [] };
    };
    const { device } = await changeDevice(caller, found, decideRow, message);
    return {
      device,
      answer: {
        message,
        notificationEmails: device.notificationEmails,
        pendingNotificationEmails: device.pendingNotificationEmails,
      },
    };
  }

  /** Mails the address a confirmation link for the device, unless its earlier one still works or a quota holds. */
  async function askConfirmation(
    caller: Caller,
    device: Pick<Device, '_id' | 'deviceUUID'>,
    address: string,
  ): Promise<ConfirmationMail> {
    const now = clock.now();
    if (await confirmations.hasLive(device._id, address, now)) return 'mailedEarlier';
    const allowed =
      (await quotas.perAccount.allows('confirm_alerts', caller.id)) &&
      (await quotas.perAddress.allowsTo('confirm_alerts', address));
    if (!allowed) return 'limited';
    const { token, stored } = newLinkToken(now, NOTIFICATION_EMAIL_CONFIRMATION_MS);
    await confirmations.issue(device._id, address, stored.hash, stored.expiresAt);
    await mailer.send(notificationEmailConfirmationMail(mail, address, device.deviceUUID, token));
    return 'mailed';
  }

  return {
    async add(caller: Caller, ref: string, email: string) {
      const address = email.toLowerCase();
      const { device, answer } = await changeList(
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
      const confirmationMail = await askConfirmation(caller, device, address);
      return { ...answer, message: addedMessages[confirmationMail], confirmationMail };
    },

    async remove(caller: Caller, ref: string, email: string) {
      const { answer } = await changeList(
        caller,
        ref,
        (emails) => {
          const kept = emails.filter((known) => !sameEmail(known, email));
          if (kept.length === emails.length) throw new NotFoundError(serverMessages.notificationEmailUnknown);
          return kept;
        },
        serverMessages.notificationEmailRemoved,
      );
      return answer;
    },

    /** The link mailed to a new address: from now on the device's alerts reach it. */
    async confirm(token: string): Promise<Payload<SuccessMessage>> {
      if (!(await confirmations.confirm(hashToken(token), clock.now())))
        throw new ValidationError(serverMessages.tokenInvalid);
      return { message: notificationEmailConfirmMessages.confirmed };
    },
  };
}

export type NotificationEmailsService = ReturnType<typeof createNotificationEmailsService>;
