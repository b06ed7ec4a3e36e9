import type { WindowCounter } from '../../lib/window-counter.js';
import { hashToken } from '../../lib/secrets.js';

/** The window mailed links are counted in. */
export const MAIL_QUOTA_WINDOW_MS = 3600_000;

/**
 * The mails counted: password reset, verification, unlock, the confirmation asked of a notification address, and the
 * notice to an account that someone signed up with its address.
 */
export type MailPurpose = 'reset_password' | 'verify_email' | 'unlock_account' | 'confirm_alerts' | 'sign_up_notice';

/**
 * How many links of one kind (password reset, verification, unlock) the public forms and failed sign-ins may mail to an account's address an
 * hour, so nobody can flood a mailbox through them. Past the quota nothing is sent (the link mailed last keeps
 * working) and the form answers as always, which tells nothing about whether the address has an account. Counted by
 * the account's id, which keeps addresses out of the rate-limit store.
 */
export function createMailQuota({ sent, perHour }: { sent: WindowCounter; perHour: number }) {
  const within = async (key: string) => (await sent.add(key)).count <= perHour;
  return {
    /** Counts a mail about to go to the account's address (or sent on its behalf); answers whether it is within the quota. */
    allows: (purpose: MailPurpose, userId: string): Promise<boolean> => within(`${purpose}:${userId}`),
    /**
     * Counts a mail about to go to an address that may belong to no account (a notification address), whoever sends
     * it; by the address's hash, so addresses stay out of the rate-limit store.
     */
    allowsTo: (purpose: MailPurpose, address: string): Promise<boolean> =>
      within(`${purpose}:to:${hashToken(address.toLowerCase())}`),
  };
}

export type MailQuota = ReturnType<typeof createMailQuota>;
