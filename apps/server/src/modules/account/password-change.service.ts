import { accountMessages, messages } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { ValidationError } from '../../errors.js';
import type { PasswordChanged } from '../auth/password-changed.js';
import { createPasswordLock } from '../auth/password-lock.js';
import { hashPassword, verifyPassword } from '../auth/secrets.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface PasswordChangeServiceDeps {
  users: UsersRepository;
  clock: Clock;
  /** Ends what the old password opened but the calling session. */
  passwordChanged: PasswordChanged;
}

/**
 * A signed-in user's own password change; the caller's session is the one that stays. A wrong old password counts
 * like a failed sign-in, so a stolen session cannot guess the password without limit.
 */
export function createPasswordChangeService({ users, clock, passwordChanged }: PasswordChangeServiceDeps) {
  const passwordLock = createPasswordLock({ users, clock });

  return {
    async change(caller: { user: UserRow; sessionId: string }, input: { oldPassword: string; password: string }) {
      const { user, sessionId } = caller;
      passwordLock.refuseWhileLocked(user);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        await passwordLock.countFailure(user.id);
        // 400 and not 401: a 401 would sign the browser out over a typing mistake.
        throw new ValidationError(accountMessages.oldPasswordIncorrect);
      }
      if (input.password === input.oldPassword) throw new ValidationError(accountMessages.samePassword);
      const passwordHash = await hashPassword(input.password);
      await users.update(user.id, { passwordHash, failedLoginAttempts: 0, lockedUntil: null });
      await passwordChanged(user.id, sessionId);
      return { success: true as const, message: messages.passwordChanged };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
