import type { WindowCounter } from '../../lib/window-counter.js';

/** The window mailed links are counted in. */
export const MAIL_QUOTA_WINDOW_MS = 3600_000;

/**
 * How many links of one kind (password reset, verification, unlock) the public forms and failed sign-ins may mail to an account's address an
 * hour, so nobody can flood a mailbox through them. Past the quota nothing is sent (the link mailed last keeps
 * working) and the form answers as always, which tells nothing about whether the address has an account. Counted by
 * the account's id, which keeps addresses out of the rate-limit store.
 */
export function createMailQuota({ sent, perHour }: { sent: WindowCounter; perHour: number }) {
  return {
    /** Counts a mail about to go to the account's address; answers whether it is within the quota. */
    async allows(purpose: 'reset_password' | 'verify_email' | 'unlock_account', userId: string): Promise<boolean> {
      const { count } = await sent.add(`${purpose}:${userId}`);
      return count <= perHour;
    },
  };
}

export type MailQuota = ReturnType<typeof createMailQuota>;
