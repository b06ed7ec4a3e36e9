import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/client.js';
import { createEmailChangeRepository } from '../account/email-change.repository.js';
import { createApiKeysRepository } from '../api-keys/api-keys.repository.js';
import { apiKeySessionId } from '../api-keys/client-key.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createSessionsRepository } from './sessions.repository.js';
import { createTrustedBrowsersRepository } from './trusted-browsers.repository.js';

export interface NewPasswordDeps {
  db: Database;
  clock: Clock;
  /** Closes the live sockets of a session (or of the API key) on every server process. */
  endSession: (sessionId: string) => void;
}

/**
 * A new password's hash, and the session that changed it on the account page, which stays. A reset link has none:
 * every session ends, and the link proves the mailbox.
 */
export interface NewPassword {
  userId: string;
  passwordHash: string;
  keptSessionId?: string;
}

/**
 * Stores a new password, set from a reset link (which also proves the mailbox) or changed on the account page, and
 * takes away what the old one opened (decision 0010): every session but the one that changed it, remembered
 * browsers, a pending email change and its link, and the API key's use. The key is switched off, not removed, so its
 * owner sees it and switches it on again or regenerates it. All of it is one transaction; the live sockets of the
 * ended sessions and of the key close once it is committed.
 */
export function createNewPassword({ db, clock, endSession }: NewPasswordDeps) {
  return async ({ userId, passwordHash, keptSessionId }: NewPassword): Promise<void> => {
    const now = clock.now();
    const ended = await db.transaction(async (tx) => {
      await createUsersRepository(tx).setPassword(userId, passwordHash, now, {
        provesMailbox: keptSessionId === undefined,
      });
      const sessions = createSessionsRepository(tx);
      const endedSessions =
        keptSessionId === undefined
          ? await sessions.deleteAllOfUser(userId)
          : await sessions.deleteOthersOfUser(userId, keptSessionId);
      await createTrustedBrowsersRepository(tx).forgetAllOfUser(userId);
      await createEmailChangeRepository(tx).cancel(userId, now);
      await createApiKeysRepository(tx).setActive(userId, false, now);
      return endedSessions;
    });
    for (const sessionId of [...ended, apiKeySessionId(userId)]) endSession(sessionId);
  };
}

export type SetNewPassword = ReturnType<typeof createNewPassword>;
