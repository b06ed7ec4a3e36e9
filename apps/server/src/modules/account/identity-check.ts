import { accountMessages, type IdentityProof } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import { ValidationError } from '../../errors.js';
import type { PasswordLock } from '../auth/index.js';
import type { TwoFactorCheck } from '../two-factor/index.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { UsersRepository } from '../users/index.js';

interface IdentityCheckDeps {
  users: Pick<UsersRepository, 'secretsOf'>;
  passwordLock: PasswordLock;
  twoFactorCheck: TwoFactorCheck;
}

/**
 * The check of the account's sensitive changes (unlinking two-step, renewing recovery codes, changing the email): the
 * current password, and the authenticator's code while two-step is on, so that a leaked session alone cannot keep the
 * account. Every wrong password or code counts like a failed sign-in; the refusals are 400, not 401, so a typing
 * mistake does not sign the browser out.
 */
export function createIdentityCheck({ users, passwordLock, twoFactorCheck }: IdentityCheckDeps) {
  return async function confirmIdentity(user: Caller, proof: IdentityProof): Promise<void> {
    passwordLock.refuseWhileLocked(user);
    const secrets = await users.secretsOf(user.id);
    if (!secrets || !(await verifyPassword(secrets.passwordHash, proof.password))) {
      await passwordLock.countFailure(user.id);
      throw new ValidationError(accountMessages.currentPasswordIncorrect);
    }
    if (!user.twoFactorEnabled || !secrets.twoFactorSecret) return;
    if (!proof.code || !(await twoFactorCheck.acceptAuthenticatorCode(user.id, secrets.twoFactorSecret, proof.code))) {
      await passwordLock.countFailure(user.id);
      throw new ValidationError(accountMessages.invalidVerificationToken);
    }
  };
}

export type ConfirmIdentity = ReturnType<typeof createIdentityCheck>;
