import { accountMessages, messages } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import { ValidationError } from '../../errors.js';
import type { SetNewPassword } from './new-password.js';
import type { PasswordLock } from '../auth/index.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import type { UsersRepository } from '../users/index.js';
import type { PasswordChangedNotice } from './password-changed-mail.js';

export interface PasswordChangeServiceDeps {
  users: Pick<UsersRepository, 'secretsOf'>;
  passwordLock: PasswordLock;
  /** Stores the password and ends what the old one opened but the calling session. */
  setNewPassword: SetNewPassword;
  /** Lists the account's recent shares and mails them to its address. */
  tellPasswordChanged: PasswordChangedNotice;
}

/**
 * A signed-in user's own password change; the caller's session is the one that stays. A wrong old password counts
 * like a failed sign-in, so a stolen session cannot guess the password without limit. The account's address is told,
 * with the device shares made in the last days.
 */
export function createPasswordChangeService({ users, passwordLock, setNewPassword, tellPasswordChanged }: PasswordChangeServiceDeps) {
  return {
    async change(caller: { user: Caller; sessionId: string }, input: { old: string; new: string }) {
      const { user, sessionId } = caller;
      passwordLock.refuseWhileLocked(user);
      const secrets = await users.secretsOf(user.id);
      if (!secrets || !(await verifyPassword(secrets.passwordHash, input.old))) {
        await passwordLock.countFailure(user.id);
        // 400 and not 401: a 401 would sign the browser out over a typing mistake.
        throw new ValidationError(accountMessages.oldPasswordIncorrect);
      }
      if (input.new === input.old) throw new ValidationError(accountMessages.samePassword);
      await setNewPassword({
        userId: user.id,
        passwordHash: await hashPassword(input.new),
        keptSessionId: sessionId,
      });
      return { message: messages.passwordChanged, recentShares: await tellPasswordChanged(user) };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
