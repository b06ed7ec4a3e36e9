import { RECENT_SHARES_ANCHOR, RECENT_SHARES_DAYS, sharePrivilegeLabels, type RecentShare } from '@lodestar/contract';
import type { Mailer, MailMessage } from '../../adapters/mail/index.js';
import { linkMail, type MailContext } from '../../adapters/mail/link-mail.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { RecentShares } from './recent-shares.js';

/**
 * Tells the account's address that its password changed, with the device shares it made lately: whoever held a
 * stolen session could have shared the devices with themself, and those shares outlive the new password. The link
 * opens the account page's list (signing in first), where each is revoked; the mail carries no token.
 */
export function passwordChangedMail(ctx: MailContext, to: string, shares: RecentShare[]): MailMessage {
  const listed = shares.map(
    (share) =>
      `- ${share.deviceName} shared with ${share.sharedUserWithEmail} as ${sharePrivilegeLabels[share.accessRightsFlag]} on ${share.startDate.slice(0, 10)}`,
  );
  const lines = shares.length
    ? [
        `Devices your account shared in the last ${RECENT_SHARES_DAYS} days:`,
        ...listed,
        'Revoke any share you did not make.',
      ]
    : [`Your account shared no device in the last ${RECENT_SHARES_DAYS} days.`];
  return linkMail(
    to,
    `${ctx.productName}: your password was changed`,
    [`The password of your ${ctx.productName} account was changed, and every other session was signed out.`, ...lines],
    { label: 'Review your recent shares', url: `${ctx.publicUrl}/user/account#${RECENT_SHARES_ANCHOR}` },
    'If you did not change it, reset your password from the sign-in page at once.',
  );
}

export interface PasswordChangedNoticeDeps {
  recentShares: RecentShares;
  mailer: Mailer;
  mail: MailContext;
  /** Sends the mail after the answer: the password is changed whether or not the mail goes. */
  backgroundWork: BackgroundWork;
}

/**
 * After a password change or reset: the account's recent shares, answered to the page and mailed to the account's
 * address.
 */
export function createPasswordChangedNotice({ recentShares, mailer, mail, backgroundWork }: PasswordChangedNoticeDeps) {
  return async (user: { id: string; email: string }): Promise<RecentShare[]> => {
    const shares = await recentShares(user.id);
    backgroundWork.start('password changed mail failed', { userId: user.id }, () =>
      mailer.send(passwordChangedMail(mail, user.email, shares)),
    );
    return shares;
  };
}

export type PasswordChangedNotice = ReturnType<typeof createPasswordChangedNotice>;
