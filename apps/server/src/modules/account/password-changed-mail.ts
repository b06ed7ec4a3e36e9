import { RECENT_SHARES_ANCHOR, RECENT_SHARES_DAYS, type Language, type RecentShare } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { mailTextsIn, securityNoticeMail, type Mailer, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateOf, dateTimeOf } from '../../lib/day-of.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import { passwordMailTexts } from './password-mail-texts.js';
import type { RecentShares } from './recent-shares.js';

/** The account told, and when its password changed: written in the account's time zone and language. */
export interface PasswordChange {
  to: string;
  timezone: string | null;
  language: Language;
  at: Date;
}

const privilegeNames = { 0: 'owner', 1: 'unrestricted', 2: 'limited' } as const;

/**
 * Tells the account's address that its password changed, with the device shares it made lately: whoever held a
 * stolen session could have shared the devices with themself, and those shares outlive the new password. The link
 * opens the account page's list (signing in first), where each is revoked; the mail carries no token.
 */
export function passwordChangedMail(ctx: MailContext, change: PasswordChange, shares: RecentShare[]): MailMessage {
  const t = mailTextsIn(passwordMailTexts, change.language);
  const days = RECENT_SHARES_DAYS;
  const listed = shares.map((share) =>
    t('share', {
      device: share.deviceName,
      email: share.sharedUserWithEmail,
      privilege: privilegeNames[share.accessRightsFlag],
      date: dateOf(new Date(share.startDate), change.timezone, change.language),
    }),
  );
  const lines = shares.length ? [t('sharesTitle', { days }), ...listed, t('revokeAdvice')] : [t('noShares', { days })];
  return securityNoticeMail(ctx, {
    to: change.to,
    language: change.language,
    subject: t('subject', { product: ctx.productName }),
    lines: [
      t('changed', { product: ctx.productName, time: dateTimeOf(change.at, change.timezone, change.language) }),
      ...lines,
    ],
    actions: [{ label: t('reviewAction'), url: `${ctx.publicUrl}/user/account#${RECENT_SHARES_ANCHOR}` }],
  });
}

export interface PasswordChangedNoticeDeps {
  recentShares: RecentShares;
  mailer: Mailer;
  mail: MailContext;
  clock: Clock;
  /** Sends the mail after the answer: the password is changed whether or not the mail goes. */
  backgroundWork: BackgroundWork;
}

/**
 * After a password change or reset: the account's recent shares, answered to the page and mailed to the account's
 * address.
 */
export function createPasswordChangedNotice({
  recentShares,
  mailer,
  mail,
  clock,
  backgroundWork,
}: PasswordChangedNoticeDeps) {
  return async (user: { id: string; email: string; timezone: string | null } & LanguagesOfAccount): Promise<RecentShare[]> => {
    const at = clock.now();
    const shares = await recentShares(user.id);
    backgroundWork.start('password changed mail failed', { userId: user.id }, () =>
      mailer.send(passwordChangedMail(mail, { to: user.email, timezone: user.timezone, language: mailLanguageOf(user), at }, shares)),
    );
    return shares;
  };
}

export type PasswordChangedNotice = ReturnType<typeof createPasswordChangedNotice>;
