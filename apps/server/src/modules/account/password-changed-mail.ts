import { RECENT_SHARES_ANCHOR, RECENT_SHARES_DAYS, sharePrivilegeLabels, type RecentShare } from '@lodestar/contract';
import type { MailMessage } from '../../adapters/mail/index.js';
import { linkMail, type MailContext } from '../../adapters/mail/link-mail.js';

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
