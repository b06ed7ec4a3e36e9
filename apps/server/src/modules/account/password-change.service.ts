import { accountMessages, messages } from '@lodestar/contract';
import { ValidationError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../auth/secrets.js';
import type { SessionsRepository } from '../auth/sessions.repository.js';
import type { TrustedBrowsersRepository } from '../auth/trusted-browsers.repository.js';
import type { UserRow } from '../../db/schema/index.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface PasswordChangeServiceDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  trustedBrowsers: TrustedBrowsersRepository;
  /** Told when a session ends, so what holds it open (live sockets) can let go. */
  onSessionEnded?: (sessionId: string) => void;
}

/** A signed-in user's own password change; the caller's session is the one that stays. */
export function createPasswordChangeService({ users, sessions, trustedBrowsers, onSessionEnded }: PasswordChangeServiceDeps) {
  return {
    async change(caller: { user: UserRow; sessionId: string }, input: { oldPassword: string; password: string }) {
      const { user, sessionId } = caller;
      // 400 and not 401: a 401 would sign the browser out over a typing mistake.
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new ValidationError(accountMessages.oldPasswordIncorrect);
      if (input.password === input.oldPassword) throw new ValidationError(accountMessages.samePassword);
      await users.update(user.id, { passwordHash: await hashPassword(input.password) });
      const ended = await sessions.deleteOthersOfUser(user.id, sessionId);
      for (const endedId of ended) onSessionEnded?.(endedId);
      await trustedBrowsers.forgetAllOfUser(user.id);
      return { success: true as const, message: messages.passwordChanged };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
