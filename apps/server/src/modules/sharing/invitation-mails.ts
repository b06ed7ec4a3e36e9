import { composeMail, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import type { UsersRepository } from '../users/index.js';

interface InvitationMail {
  to: string;
  /** The invitee's name when they have an account; null invites them to sign up instead. */
  inviteeName: string | null;
  subject: string;
  /** What happened, in the sender's words where they gave some. */
  lines: string[];
  /** The page of the invitation, `/invitations/{kind}/{id}`. */
  invitationPath: string;
}

/**
 * The account an invitation goes to: only a verified one. An unverified account with the address gets its
 * invitations when the address is verified (invitations.repository attachWaiting), so nobody is invited by an
 * address they have not proven is theirs.
 */
export async function verifiedAccount(users: Pick<UsersRepository, 'findByEmail'>, email: string) {
  const user = await users.findByEmail(email);
  return user?.emailVerifiedAt ? user : undefined;
}

/** Why an invitation mail failed, for the log: the error's text only, never the mail (it quotes the sender's words). */
export const mailFailure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Never carries a secret: the invitee sees the device through their own account, not its passcode. */
function invitationMail(ctx: MailContext, mail: InvitationMail): MailMessage {
  const signUp = mail.inviteeName === null;
  const lines = [
    signUp ? 'Hello,' : `Hello ${mail.inviteeName},`,
    ...mail.lines,
    signUp
      ? `Sign up with this email address (${mail.to}) to see it: the invitation waits for you once the address is verified.`
      : 'Open the invitation to accept or decline it.',
  ];
  const action = signUp
    ? { label: 'Sign up', url: `${ctx.publicUrl}/signup` }
    : { label: 'View the invitation', url: `${ctx.publicUrl}${mail.invitationPath}` };
  return composeMail(ctx, {
    to: mail.to,
    subject: mail.subject,
    lines,
    actions: [action],
    footer: `You receive this because someone shared with this address on ${ctx.productName}. If you do not know the sender, you can ignore this email.`,
  });
}

const theirWords = (message: string) => (message.trim() ? [`Their message: "${message.trim()}"`] : []);

export function deviceInvitationMail(
  ctx: MailContext,
  invite: {
    to: string;
    inviteeName: string | null;
    sharerName: string;
    deviceName: string;
    shareId: string;
    message: string;
  },
): MailMessage {
  return invitationMail(ctx, {
    to: invite.to,
    inviteeName: invite.inviteeName,
    subject: `${invite.sharerName} shared ${invite.deviceName} with you`,
    lines: [
      `${invite.sharerName} shared the device ${invite.deviceName} with you on ${ctx.productName}.`,
      ...theirWords(invite.message),
    ],
    invitationPath: `/invitations/device/${invite.shareId}`,
  });
}

export function accountInvitationMail(
  ctx: MailContext,
  invite: { to: string; inviteeName: string | null; ownerName: string; ownerEmail: string; accountShareId: string },
): MailMessage {
  return invitationMail(ctx, {
    to: invite.to,
    inviteeName: invite.inviteeName,
    subject: `${invite.ownerName} shared their ${ctx.productName} account with you`,
    lines: [
      `${invite.ownerName} (${invite.ownerEmail}) invited you to see every device of their account on ${ctx.productName}.`,
    ],
    invitationPath: `/invitations/account/${invite.accountShareId}`,
  });
}
