import { messages, NOTIFICATION_EMAILS_MAX, serverMessages, type ConfirmationMail } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { createNotificationEmailLinks, type NotificationEmailLinksDeps } from './notification-email-links.js';
import { createNotificationEmailListChanger, type NotificationEmailListDeps } from './notification-email-list.js';

type NotificationEmailsServiceDeps = NotificationEmailListDeps & NotificationEmailLinksDeps;

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
  const changeList = createNotificationEmailListChanger({ deviceFor, changeDevice });
  const links = createNotificationEmailLinks({ confirmations, mailer, clock, mail, quotas });

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
      const confirmationMail = await links.askConfirmation(caller, device, address);
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

    /**
     * The whole list, as PUT /api/devices/{id} gives it (decision 0083): the addresses not listed are removed, and
     * each new one is added and mailed its confirmation link as `add` does; the answer says when a limit held one back.
     */
    async replace(caller: Caller, ref: string, emails: readonly string[]) {
      const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
      let added: string[] = [];
      const { device } = await changeList(
        caller,
        ref,
        (current) => {
          added = wanted.filter((address) => !current.some((known) => sameEmail(known, address)));
          return wanted;
        },
        messages.updatedSuccessfully,
      );
      const mailed: ConfirmationMail[] = [];
      for (const address of added) mailed.push(await links.askConfirmation(caller, device, address));
      const limited = mailed.includes('limited');
      return {
        device,
        message: limited ? serverMessages.notificationEmailsUpdatedLimited : messages.updatedSuccessfully,
      };
    },

    confirm: links.confirm,
  };
}

export type NotificationEmailsService = ReturnType<typeof createNotificationEmailsService>;
