import type { Mailer, MailContext } from '../../adapters/mail/index.js';
import type { DeviceShareRow } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import type { LanguagesOfAccount } from '../../lib/mail-language.js';
import { deviceInvitationMail, invitationLanguage } from './invitation-mails.js';

/**
 * Tells the invitee: a link to the invitation when they have a verified account (`invitee`, as verifiedAccount
 * found it for the share's address), else an invitation to sign up, in the language of `sender` (who shares).
 */
export function createInviteeMailer({ mailer, mail }: { mailer: Mailer; mail: MailContext }) {
  return async function mailInvitee(
    share: DeviceShareRow,
    deviceName: string,
    invitee: Pick<Caller, 'name' | 'language' | 'browserLanguage'> | undefined,
    sender: LanguagesOfAccount,
  ) {
    await mailer.send(
      deviceInvitationMail(mail, {
        to: share.sharedUserWithEmail,
        inviteeName: invitee?.name ?? null,
        language: invitationLanguage(invitee, sender),
        sharerName: share.sharerName,
        deviceName,
        shareId: share.id,
        message: share.message,
      }),
    );
  };
}

export type MailInvitee = ReturnType<typeof createInviteeMailer>;
