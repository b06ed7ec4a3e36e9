import type { Language } from '@lodestar/contract';
import { composeMail, greeting, mailTextsIn, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import type { UsersRepository } from '../users/index.js';
import { invitationMailTexts } from './invitation-mail-texts.js';

interface InvitationMail {
  to: string;
  /** The invitee's name when they have an account; null invites them to sign up instead. */
  inviteeName: string | null;
  /** The invitee's language: their account's, else the sender's. */
  language: Language;
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

/** The language an invitation is written in: the invitee's account's, else (no account) the sender's. */
export const invitationLanguage = (invitee: LanguagesOfAccount | undefined, sender: LanguagesOfAccount): Language =>
  mailLanguageOf(invitee ?? sender);

/** Why an invitation mail failed, for the log: the error's text only, never the mail (it quotes the sender's words). */
export const mailFailure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Never carries a secret: the invitee sees the device through their own account, not its passcode. */
function invitationMail(ctx: MailContext, mail: InvitationMail): MailMessage {
  const t = mailTextsIn(invitationMailTexts, mail.language);
  const signUp = mail.inviteeName === null;
  const lines = [
    mail.inviteeName === null ? t('helloStranger') : greeting(mail.language, mail.inviteeName),
    ...mail.lines,
    signUp ? t('signUpLine', { email: mail.to }) : t('openLine'),
  ];
  const action = signUp
    ? { label: t('signUpAction'), url: `${ctx.publicUrl}/signup` }
    : { label: t('viewAction'), url: `${ctx.publicUrl}${mail.invitationPath}` };
  return composeMail(ctx, {
    to: mail.to,
    language: mail.language,
    subject: mail.subject,
    lines,
    actions: [action],
    footer: t('footer', { product: ctx.productName }),
  });
}

/** The sender's words, when they gave some. */
const theirWords = (language: Language, message: string) =>
  message.trim() ? [mailTextsIn(invitationMailTexts, language)('theirWords', { message: message.trim() })] : [];

export function deviceInvitationMail(
  ctx: MailContext,
  invite: {
    to: string;
    inviteeName: string | null;
    language: Language;
    sharerName: string;
    deviceName: string;
    shareId: string;
    message: string;
  },
): MailMessage {
  const t = mailTextsIn(invitationMailTexts, invite.language);
  const names = { sharer: invite.sharerName, device: invite.deviceName };
  return invitationMail(ctx, {
    to: invite.to,
    inviteeName: invite.inviteeName,
    language: invite.language,
    subject: t('deviceSubject', names),
    lines: [t('deviceLine', { ...names, product: ctx.productName }), ...theirWords(invite.language, invite.message)],
    invitationPath: `/invitations/device/${invite.shareId}`,
  });
}

export function accountInvitationMail(
  ctx: MailContext,
  invite: {
    to: string;
    inviteeName: string | null;
    language: Language;
    ownerName: string;
    ownerEmail: string;
    accountShareId: string;
  },
): MailMessage {
  const t = mailTextsIn(invitationMailTexts, invite.language);
  const product = ctx.productName;
  return invitationMail(ctx, {
    to: invite.to,
    inviteeName: invite.inviteeName,
    language: invite.language,
    subject: t('accountSubject', { owner: invite.ownerName, product }),
    lines: [t('accountLine', { owner: invite.ownerName, ownerEmail: invite.ownerEmail, product })],
    invitationPath: `/invitations/account/${invite.accountShareId}`,
  });
}
