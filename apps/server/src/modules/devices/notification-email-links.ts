import {
  NOTIFICATION_EMAIL_CONFIRMATION_MS,
  notificationEmailConfirmMessages,
  serverMessages,
  type ConfirmationMail,
  type Device,
  type SuccessMessage,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { MailContext, Mailer } from '../../adapters/mail/index.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { ValidationError } from '../../errors.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import { hashToken, newLinkToken } from '../../lib/secrets.js';
import type { MailQuota } from '../mail/index.js';
import type { NotificationEmailConfirmationsRepository } from './notification-email-confirmations.repository.js';
import { notificationEmailConfirmationMail } from './notification-email-mail.js';

export interface NotificationEmailLinksDeps {
  confirmations: NotificationEmailConfirmationsRepository;
  mailer: Mailer;
  clock: Clock;
  mail: MailContext;
  /** Confirmation mails one account may send an hour, and one address may receive (whichever accounts add it). */
  quotas: { perAccount: MailQuota; perAddress: MailQuota };
}

/** The confirmation links of notification addresses: mailing one to a new address, and its opening. */
export function createNotificationEmailLinks({
  confirmations,
  mailer,
  clock,
  mail,
  quotas,
}: NotificationEmailLinksDeps) {
  return {
    /** Mails the address a confirmation link for the device, unless its earlier one still works or a quota holds. */
    async askConfirmation(
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
      // The address reads the language of the account that added it.
      const to = { to: address, language: mailLanguageOf(caller) };
      await mailer.send(notificationEmailConfirmationMail(mail, to, device.deviceUUID, token));
      return 'mailed';
    },

    /** The link mailed to a new address: from now on the device's alerts reach it. */
    async confirm(token: string): Promise<Payload<SuccessMessage>> {
      if (!(await confirmations.confirm(hashToken(token), clock.now())))
        throw new ValidationError(serverMessages.tokenInvalid);
      return { message: notificationEmailConfirmMessages.confirmed };
    },
  };
}
