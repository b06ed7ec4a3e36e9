import {
  accountMessages,
  type IdentityProof,
  type SuccessMessage,
  type TwoFactorInitResponse,
  type TwoFactorVerifyResponse,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { newRecoveryCodes } from './recovery-codes.js';
import type { TwoFactorRepository } from './two-factor.repository.js';
import { matchTotpStep, newTwoFactorSecret } from './two-factor.js';
import type { UsersRepository } from '../users/index.js';
import type { Payload } from '../../http/envelope.js';
import type { TwoStepChangedNotice } from './two-step-changed-mail.js';

/** The address as a QR code image; the library loads on the first enrolment, not with the server. */
async function qrImageOf(address: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(address);
}

export interface TwoFactorServiceDeps {
  users: Pick<UsersRepository, 'secretsOf'>;
  twoFactor: Pick<TwoFactorRepository, 'savePendingSecret' | 'enable' | 'disable' | 'replaceRecoveryCodes'>;
  /** The account's password, and its authenticator's code while two-step is on; refuses otherwise. */
  confirmIdentity: (user: Caller, proof: IdentityProof) => Promise<void>;
  clock: Clock;
  productName: string;
  /** Mails the account's address that two-step sign-in went on or off. */
  tellTwoStepChanged: TwoStepChangedNotice;
}

/** Enrolling an authenticator, unlinking it, and renewing the recovery codes (decision 0010). */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { users, twoFactor, confirmIdentity, clock, productName, tellTwoStepChanged } = deps;
  const invalidCode = () => new ValidationError(accountMessages.invalidVerificationToken);

  // The flag and the secret are set and cleared together (a CHECK constraint holds them so).
  function requireOn(user: Caller): void {
    if (!user.twoFactorEnabled) throw new ValidationError(accountMessages.twoFactorNotOn);
  }

  return {
    /** A new pending secret (replacing an earlier pending one) as text, otpauth:// address and QR image. */
    async init(user: Caller): Promise<Payload<TwoFactorInitResponse>> {
      if (user.twoFactorEnabled) throw new ConflictError(accountMessages.twoFactorAlreadyOn);
      const { secret, otpauthUrl } = newTwoFactorSecret(user.email, productName);
      await twoFactor.savePendingSecret(user.id, secret, clock.now());
      return { twoFactorToken: secret, otpauthUrl, qrCode: await qrImageOf(otpauthUrl) };
    },

    /** A code from the pending secret turns two-step on; the recovery codes are answered this once. */
    async verify(user: Caller, code: string): Promise<Payload<TwoFactorVerifyResponse>> {
      const pending = (await users.secretsOf(user.id))?.twoFactorPendingSecret;
      if (!pending) throw new ValidationError(accountMessages.twoFactorNotStarted);
      const now = clock.now();
      const step = matchTotpStep(pending, code, now);
      if (step === null) throw invalidCode();
      const recovery = newRecoveryCodes();
      if (!(await twoFactor.enable(user.id, pending, step, recovery.hashes, now))) throw invalidCode();
      tellTwoStepChanged(user, true);
      return { message: accountMessages.savedSuccessfully, recoveryCodes: recovery.codes };
    },

    /** Unlinking asks the password and a current code, so that a leaked session cannot take the second step away. */
    async unlink(user: Caller, proof: IdentityProof): Promise<Payload<SuccessMessage>> {
      requireOn(user);
      await confirmIdentity(user, proof);
      await twoFactor.disable(user.id, clock.now());
      tellTwoStepChanged(user, false);
      return { message: accountMessages.unlinkedSuccessfully };
    },

    /** The password and a current authenticator code replace every recovery code, used or not. */
    async renewRecoveryCodes(user: Caller, proof: IdentityProof): Promise<Payload<TwoFactorVerifyResponse>> {
      requireOn(user);
      await confirmIdentity(user, proof);
      const recovery = newRecoveryCodes();
      await twoFactor.replaceRecoveryCodes(user.id, recovery.hashes);
      return { message: accountMessages.generatedSuccessfully, recoveryCodes: recovery.codes };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
