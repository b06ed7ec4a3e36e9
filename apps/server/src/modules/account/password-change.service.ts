import { accountMessages, messages } from '@lodestar/contract';
import type { UserSummaryRow } from '../../db/schema/index.js';
import { ValidationError } from '../../errors.js';
import type { SetNewPassword } from './new-password.js';
import type { PasswordLock } from '../auth/index.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';

export interface PasswordChangeServiceDeps {
  passwordLock: PasswordLock;
  /** Stores the password and ends what the old one opened but the calling session. */
  setNewPassword: SetNewPassword;
}

/**
 * A signed-in user's own password change; the caller's session is the one that stays. A wrong old password counts
 * like a failed sign-in, so a stolen session cannot guess the password without limit.
 */
export function createPasswordChangeService({ passwordLock, setNewPassword }: PasswordChangeServiceDeps) {
  return {
    async change(
      caller: { user: UserSummaryRow; sessionId: string },
      input: { oldPassword: string; password: string },
    ) {
      const { user, sessionId } = caller;
      passwordLock.refuseWhileLocked(user);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        await passwordLock.countFailure(user.id);
        // 400 and not 401: a 401 would sign the browser out over a typing mistake.
        throw new ValidationError(accountMessages.oldPasswordIncorrect);
      }
      if (input.password === input.oldPassword) throw new ValidationError(accountMessages.samePassword);
      await setNewPassword({
        userId: user.id,
        passwordHash: await hashPassword(input.password),
        keptSessionId: sessionId,
      });
      return { success: true as const, message: messages.passwordChanged };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
