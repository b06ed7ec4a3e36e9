import type { Mailer, MailContext } from '../../adapters/mail/index.js';
import type { DeviceShareRow } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { deviceInvitationMail } from './invitation-mails.js';

/**
 * Tells the invitee: a link to the invitation when they have a verified account (`invitee`, as verifiedAccount
 * found it for the share's address), else an invitation to sign up.
 */
export function createInviteeMailer({ mailer, mail }: { mailer: Mailer; mail: MailContext }) {
  return async function mailInvitee(
    share: DeviceShareRow,
    deviceName: string,
    invitee: Pick<Caller, 'name'> | undefined,
  ) {
    await mailer.send(
      deviceInvitationMail(mail, {
        to: share.sharedUserWithEmail,
        inviteeName: invitee?.name ?? null,
        sharerName: share.sharerName,
        deviceName,
        shareId: share.id,
        message: share.message,
      }),
    );
  };
}

export type MailInvitee = ReturnType<typeof createInviteeMailer>;
