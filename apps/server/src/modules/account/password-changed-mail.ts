import { RECENT_SHARES_ANCHOR, RECENT_SHARES_DAYS, sharePrivilegeLabels, type RecentShare } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { securityNoticeMail, type Mailer, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateOf, dateTimeOf } from '../../lib/day-of.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { RecentShares } from './recent-shares.js';

/** The account told, and when its password changed: written in the account's time zone. */
export interface PasswordChange {
  to: string;
  timezone: string | null;
  at: Date;
}

/**
 * Tells the account's address that its password changed, with the device shares it made lately: whoever held a
 * stolen session could have shared the devices with themself, and those shares outlive the new password. The link
 * opens the account page's list (signing in first), where each is revoked; the mail carries no token.
 */
export function passwordChangedMail(ctx: MailContext, change: PasswordChange, shares: RecentShare[]): MailMessage {
  const listed = shares.map(
    (share) =>
      `- ${share.deviceName} shared with ${share.sharedUserWithEmail} as ${sharePrivilegeLabels[share.accessRightsFlag]} on ${dateOf(new Date(share.startDate), change.timezone)}`,
  );
  const lines = shares.length
    ? [
        `Devices your account shared in the last ${RECENT_SHARES_DAYS} days:`,
        ...listed,
        'Revoke any share you did not make.',
      ]
    : [`Your account shared no device in the last ${RECENT_SHARES_DAYS} days.`];
  return securityNoticeMail(ctx, {
    to: change.to,
    subject: `${ctx.productName}: your password was changed`,
    lines: [
      `The password of your ${ctx.productName} account was changed on ${dateTimeOf(change.at, change.timezone)}, and every other session was signed out.`,
      ...lines,
    ],
    actions: [{ label: 'Review your recent shares', url: `${ctx.publicUrl}/user/account#${RECENT_SHARES_ANCHOR}` }],
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
  return async (user: { id: string; email: string; timezone: string | null }): Promise<RecentShare[]> => {
    const at = clock.now();
    const shares = await recentShares(user.id);
    backgroundWork.start('password changed mail failed', { userId: user.id }, () =>
      mailer.send(passwordChangedMail(mail, { to: user.email, timezone: user.timezone, at }, shares)),
    );
    return shares;
  };
}

export type PasswordChangedNotice = ReturnType<typeof createPasswordChangedNotice>;
