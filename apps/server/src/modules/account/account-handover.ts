import type { Database } from '../../db/client.js';
import { createEmailChangeRepository } from './email-change.repository.js';
import { createApiKeysRepository, apiKeySessionId } from '../api-keys/index.js';
import {
  createAuthTokensRepository,
  createKnownBrowsersRepository,
  createSessionsRepository,
} from '../auth/index.js';
import { createTrustedBrowsersRepository, createTwoFactorRepository } from '../two-factor/index.js';

export interface Handover {
  userId: string;
  now: Date;
  /** The session that made the change on the account page, which stays; a mailed link keeps none. */
  keptSessionId?: string;
  /**
   * The mailbox was proven for the first time: whatever was set up before, two-step sign-in included, was set up by
   * someone who had not shown they own the address, and goes too.
   */
  firstProofOfMailbox?: boolean;
}

/**
 * Takes away what the account's earlier holders opened, inside the caller's transaction (decision 0010): every
 * session but the kept one, a sign-in awaiting its second step, remembered and known browsers, a pending email change and its link, and the API key's use (switched
 * off, not removed). Answers the ended sessions, whose live sockets the caller closes once committed.
 */
export async function handOver(tx: Database, { userId, now, keptSessionId, firstProofOfMailbox = false }: Handover): Promise<string[]> {
  const sessions = createSessionsRepository(tx);
  const ended = keptSessionId === undefined ? await sessions.deleteAllOfUser(userId) : await sessions.deleteOthersOfUser(userId, keptSessionId);
  await createAuthTokensRepository(tx).forget(userId, 'two_step');
  await createTrustedBrowsersRepository(tx).forgetAllOfUser(userId);
  await createKnownBrowsersRepository(tx).forgetAllOfUser(userId);
  await createEmailChangeRepository(tx).cancel(userId, now);
  await createApiKeysRepository(tx).setActive(userId, false, now);
  if (firstProofOfMailbox) await createTwoFactorRepository(tx).disable(userId, now);
  return ended;
}

/** Once the hand-over is committed: the live sockets of the ended sessions and of the API key close. */
export function closeHandedOver(endSession: (sessionId: string) => void, userId: string, ended: string[]): void {
  for (const sessionId of [...ended, apiKeySessionId(userId)]) endSession(sessionId);
}
