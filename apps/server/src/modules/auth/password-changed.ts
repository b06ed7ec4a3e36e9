import type { Clock } from '../../adapters/clock.js';
import type { EmailChangeRepository } from '../account/email-change.repository.js';
import type { ApiKeysRepository } from '../api-keys/api-keys.repository.js';
import { apiKeySessionId } from '../api-keys/client-key.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { TrustedBrowsersRepository } from './trusted-browsers.repository.js';

export interface PasswordChangedDeps {
  sessions: SessionsRepository;
  trustedBrowsers: TrustedBrowsersRepository;
  emailChanges: Pick<EmailChangeRepository, 'cancel'>;
  apiKeys: Pick<ApiKeysRepository, 'setActive'>;
  clock: Clock;
  /** Closes the live sockets of a session (or of the API key) on every server process. */
  endSession?: (sessionId: string) => void;
}

/**
 * What a new password takes away, whether set from a reset link or changed on the account page (decision 0010):
 * every session but the one that changed it, remembered browsers, a pending email change and its link, and the API
 * key's use. The key is switched off, not removed, so its owner sees it and switches it on again or regenerates it.
 */
export function createPasswordChanged({
  sessions,
  trustedBrowsers,
  emailChanges,
  apiKeys,
  clock,
  endSession,
}: PasswordChangedDeps) {
  return async (userId: string, keptSessionId?: string): Promise<void> => {
    const ended =
      keptSessionId === undefined
        ? await sessions.deleteAllOfUser(userId)
        : await sessions.deleteOthersOfUser(userId, keptSessionId);
    await trustedBrowsers.forgetAllOfUser(userId);
    await emailChanges.cancel(userId, clock.now());
    await apiKeys.setActive(userId, false, clock.now());
    for (const sessionId of [...ended, apiKeySessionId(userId)]) endSession?.(sessionId);
  };
}

export type PasswordChanged = ReturnType<typeof createPasswordChanged>;
