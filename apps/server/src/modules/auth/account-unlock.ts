import { serverMessages } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { MailContext, Mailer } from '../../adapters/mail/index.js';
import { ValidationError } from '../../errors.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { UsersRepository } from '../users/index.js';
import { createAccountLinkMail } from './account-link-mail.js';
import { unlockMail } from './account-mails.js';
import type { AuthTokensRepository } from './auth-tokens.repository.js';
import type { MailQuota } from '../mail/index.js';
import { hashToken } from '../../lib/secrets.js';

export const UNLOCK_LINK_LIFETIME_MS = 24 * 3600_000;

interface AccountUnlockDeps {
  users: UsersRepository;
  tokens: AuthTokensRepository;
  mailer: Mailer;
  backgroundWork: BackgroundWork;
  mailQuota: MailQuota;
  clock: Clock;
  mail: MailContext;
}

/**
 * The way out of a pause that wrong passwords caused (password-lock.ts): the owner is mailed a link, which only the
 * mailbox holds, and opening it ends the pause and the count.
 */
export function createAccountUnlock({ users, tokens, mailer, backgroundWork, mailQuota, clock, mail }: AccountUnlockDeps) {
  const mailAccountLink = createAccountLinkMail({ tokens, mailer, clock });
  return {
    /** Mails the account's owner the unlock link, after the answer that paused the account. */
    offer(userId: string): void {
      backgroundWork.start('unlock mail failed', { userId }, async () => {
        const user = await users.findById(userId);
        if (!user || !(await mailQuota.allows('unlock_account', user.id))) return;
        await mailAccountLink(user, 'unlock_account', UNLOCK_LINK_LIFETIME_MS, (recipient, token) => unlockMail(mail, recipient, token));
      });
    },

    async unlock(token: string) {
      const used = await tokens.consume(hashToken(token), ['unlock_account'], clock.now());
      if (!used) throw new ValidationError(serverMessages.tokenInvalid);
      await users.update(used.userId, { failedLoginAttempts: 0, lockedUntil: null });
      return { message: serverMessages.accountUnlocked };
    },
  };
}

export type AccountUnlock = ReturnType<typeof createAccountUnlock>;
