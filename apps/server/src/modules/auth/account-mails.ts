import type { Language } from '@lodestar/contract';
import { composeMail, greeting, mailTextsIn, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { accountMailTexts } from './account-mail-texts.js';

/** Whom an account mail goes to: the address, the account's name, and its language. */
export interface AccountRecipient {
  to: string;
  name: string;
  language: Language;
}

const verifyLink = (ctx: MailContext, token: string) => `${ctx.publicUrl}/login?verify=${encodeURIComponent(token)}`;

/** The account mails' texts in the recipient's language, the product named. */
function textsFor(ctx: MailContext, language: Language) {
  const t = mailTextsIn(accountMailTexts, language);
  const product = ctx.productName;
  return {
    t,
    product,
    /** Why the account's own address gets a mail, and what to do about one that someone else caused. */
    accountFooter: (ifNotYou: string) => `${t('accountFooter', { product })} ${ifNotYou}`,
    resetUrl: `${ctx.publicUrl}/reset`,
  };
}

export function verificationMail(ctx: MailContext, { to, name, language }: AccountRecipient, token: string): MailMessage {
  const { t, product } = textsFor(ctx, language);
  return composeMail(ctx, {
    to,
    language,
    subject: t('verifySubject', { product }),
    lines: [greeting(language, name), t('verifyLine', { email: to, product }), t('linkFor48Hours')],
    actions: [{ label: t('verifyAction'), url: verifyLink(ctx, token) }],
    footer: `${t('verifyFooter', { product })} ${t('ignoreIfNotAsked')}`,
  });
}

export function passwordResetMail(ctx: MailContext, { to, name, language }: AccountRecipient, token: string): MailMessage {
  const { t, product, accountFooter } = textsFor(ctx, language);
  return composeMail(ctx, {
    to,
    language,
    subject: t('resetSubject', { product }),
    lines: [greeting(language, name), t('resetLine', { product }), t('resetLinkFor1Hour')],
    actions: [{ label: t('resetAction'), url: `${ctx.publicUrl}/reset?token=${encodeURIComponent(token)}` }],
    footer: accountFooter(`${t('ignoreIfNotAsked')} ${t('resetPasswordStays')}`),
  });
}

/**
 * To the owner of an account someone signed up with the address of: the sign-up answered as for a new address (so it
 * told nobody the address has an account), and this says what happened. It carries no token.
 */
export function signUpAttemptMail(ctx: MailContext, { to, name, language }: AccountRecipient): MailMessage {
  const { t, product, accountFooter, resetUrl } = textsFor(ctx, language);
  return composeMail(ctx, {
    to,
    language,
    subject: t('attemptSubject', { product }),
    lines: [greeting(language, name), t('attemptLine', { product, email: to }), t('attemptAdvice')],
    actions: [{ label: t('attemptAction'), url: `${ctx.publicUrl}/login` }],
    footer: accountFooter(t('attemptNotYou', { resetUrl })),
  });
}

/** To the owner of an account that wrong passwords paused: the link that ends the pause. */
export function unlockMail(ctx: MailContext, { to, name, language }: AccountRecipient, token: string): MailMessage {
  const { t, product, accountFooter, resetUrl } = textsFor(ctx, language);
  return composeMail(ctx, {
    to,
    language,
    subject: t('unlockSubject', { product }),
    lines: [greeting(language, name), t('unlockLine', { product }), t('unlockAdvice')],
    actions: [{ label: t('unlockAction'), url: `${ctx.publicUrl}/login?unlock=${encodeURIComponent(token)}` }],
    footer: accountFooter(t('unlockNotYou', { resetUrl })),
  });
}

/** To the new address of an email change: the link that moves the account over to it. */
export function emailChangeMail(ctx: MailContext, { to, name, language }: AccountRecipient, token: string): MailMessage {
  const { t, product } = textsFor(ctx, language);
  return composeMail(ctx, {
    to,
    language,
    subject: t('changeSubject', { product }),
    lines: [greeting(language, name), t('changeLine', { email: to, product }), t('linkFor48Hours')],
    actions: [{ label: t('changeAction'), url: verifyLink(ctx, token) }],
    footer: `${t('changeFooter', { product })} ${t('ignoreIfNotAsked')}`,
  });
}

/** To the old address of an email change, at once, so a taken-over account does not change hands unnoticed. */
export function emailChangeNoticeMail(
  ctx: MailContext,
  { to, name, language }: AccountRecipient,
  newEmail: string,
  undoToken: string,
): MailMessage {
  const { t, product, accountFooter, resetUrl } = textsFor(ctx, language);
  return composeMail(ctx, {
    to,
    language,
    subject: t('noticeSubject', { product }),
    lines: [
      greeting(language, name),
      t('noticeLine', { product, email: to, newEmail }),
      t('noticeWhen'),
      t('noticeUndo', { email: to, resetUrl }),
    ],
    actions: [{ label: t('noticeAction'), url: `${ctx.publicUrl}/login?cancelEmailChange=${undoToken}` }],
    footer: accountFooter(t('noticeNotYou')),
  });
}
