import { accountMessages, type IdentityProof } from '@lodestar/contract';
import type { UserSummaryRow } from '../../db/schema/index.js';
import { ValidationError } from '../../errors.js';
import type { PasswordLock, TwoFactorCheck } from '../auth/index.js';
import { verifyPassword } from '../../lib/secrets.js';

/**
 * The check of the account's sensitive changes (unlinking two-step, renewing recovery codes, changing the email): the
 * current password, and the authenticator's code while two-step is on, so that a leaked session alone cannot keep the
 * account. Every wrong password or code counts like a failed sign-in; the refusals are 400, not 401, so a typing
 * mistake does not sign the browser out.
 */
export function createIdentityCheck({ passwordLock, twoFactorCheck }: { passwordLock: PasswordLock; twoFactorCheck: TwoFactorCheck }) {
  return async function confirmIdentity(user: UserSummaryRow, proof: IdentityProof): Promise<void> {
    passwordLock.refuseWhileLocked(user);
    if (!(await verifyPassword(user.passwordHash, proof.password))) {
      await passwordLock.countFailure(user.id);
      throw new ValidationError(accountMessages.currentPasswordIncorrect);
    }
    if (!user.twoFactorEnabled || !user.twoFactorSecret) return;
    if (!proof.code || !(await twoFactorCheck.acceptAuthenticatorCode(user.id, user.twoFactorSecret, proof.code))) {
      await passwordLock.countFailure(user.id);
      throw new ValidationError(accountMessages.invalidVerificationToken);
    }
  };
}

export type ConfirmIdentity = ReturnType<typeof createIdentityCheck>;
