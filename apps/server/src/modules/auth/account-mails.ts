import { composeMail, type MailContext, type MailMessage } from '../../adapters/mail/index.js';

const verifyLink = (ctx: MailContext, token: string) => `${ctx.publicUrl}/login?verify=${encodeURIComponent(token)}`;

/** Why the account's own address gets a mail, and what to do about one that someone else caused. */
const accountFooter = (ctx: MailContext, ifNotYou: string) =>
  `You receive this because this address is the one of a ${ctx.productName} account. ${ifNotYou}`;

const IGNORE_IF_NOT_ASKED = 'If you did not ask for this, you can ignore this email.';

export function verificationMail(ctx: MailContext, to: string, name: string, token: string): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `Verify your email for ${ctx.productName}`,
    lines: [
      `Hello ${name},`,
      `Please confirm that ${to} is your email address to finish setting up your ${ctx.productName} account.`,
      'The link works once and for 48 hours.',
    ],
    actions: [{ label: 'Verify my email', url: verifyLink(ctx, token) }],
    footer: `You receive this because this address was used to sign up for ${ctx.productName}. ${IGNORE_IF_NOT_ASKED}`,
  });
}

export function passwordResetMail(ctx: MailContext, to: string, name: string, token: string): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `Reset your ${ctx.productName} password`,
    lines: [
      `Hello ${name},`,
      `Someone asked to reset the password of your ${ctx.productName} account.`,
      'The link works once and for 1 hour.',
    ],
    actions: [{ label: 'Choose a new password', url: `${ctx.publicUrl}/reset?token=${encodeURIComponent(token)}` }],
    footer: accountFooter(ctx, `${IGNORE_IF_NOT_ASKED} Your password stays as it is.`),
  });
}

/**
 * To the owner of an account someone signed up with the address of: the sign-up answered as for a new address (so it
 * told nobody the address has an account), and this says what happened. It carries no token.
 */
export function signUpAttemptMail(ctx: MailContext, to: string, name: string): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `Someone tried to sign up for ${ctx.productName} with your address`,
    lines: [
      `Hello ${name},`,
      `Someone tried to make a new ${ctx.productName} account with ${to}, which already has yours. No account was made, and nothing in yours changed.`,
      'If it was you, sign in instead, or reset your password if you have forgotten it.',
    ],
    actions: [{ label: 'Sign in', url: `${ctx.publicUrl}/login` }],
    footer: accountFooter(
      ctx,
      `If it wasn't you, you need not do anything: your password held. If you think someone knows it, reset it at ${ctx.publicUrl}/reset.`,
    ),
  });
}

/** To the owner of an account that wrong passwords paused: the link that ends the pause. */
export function unlockMail(ctx: MailContext, to: string, name: string, token: string): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `Signing in to your ${ctx.productName} account is paused`,
    lines: [
      `Hello ${name},`,
      `Someone entered a wrong password for your ${ctx.productName} account several times in a row, so signing in is paused for a few minutes.`,
      'If it was you, this link ends the pause now. The link works once and for 24 hours.',
    ],
    actions: [{ label: 'Unlock my account', url: `${ctx.publicUrl}/login?unlock=${encodeURIComponent(token)}` }],
    footer: accountFooter(
      ctx,
      `If it wasn't you, your password held. If you think someone knows it, reset it at ${ctx.publicUrl}/reset.`,
    ),
  });
}

/** To the new address of an email change: the link that moves the account over to it. */
export function emailChangeMail(ctx: MailContext, to: string, name: string, token: string): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `Confirm your new email for ${ctx.productName}`,
    lines: [
      `Hello ${name},`,
      `Please confirm that ${to} is the new email address of your ${ctx.productName} account.`,
      'The link works once and for 48 hours.',
    ],
    actions: [{ label: 'Confirm my new email', url: verifyLink(ctx, token) }],
    footer: `You receive this because someone asked to move a ${ctx.productName} account to this address. ${IGNORE_IF_NOT_ASKED}`,
  });
}

/** To the old address of an email change, at once, so a taken-over account does not change hands unnoticed. */
export function emailChangeNoticeMail(
  ctx: MailContext,
  to: string,
  name: string,
  newEmail: string,
  undoToken: string,
): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `Your ${ctx.productName} email address is being changed`,
    lines: [
      `Hello ${name},`,
      `Someone asked to change the email address of your ${ctx.productName} account from ${to} to ${newEmail}.`,
      'The change happens once the new address is confirmed from the link we sent to it.',
      `If this wasn't you, this link cancels the change, or takes your account back to ${to} if it was already made, for 48 hours. Then reset your password at ${ctx.publicUrl}/reset.`,
    ],
    actions: [{ label: 'Cancel the change', url: `${ctx.publicUrl}/login?cancelEmailChange=${undoToken}` }],
    footer: accountFooter(ctx, "If this wasn't you, cancel the change and reset your password at once."),
  });
}
