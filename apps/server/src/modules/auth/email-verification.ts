import { accountMessages, serverMessages } from '@lodestar/contract';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors.js';
import { hashToken, verifyPassword } from '../../lib/secrets.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { UsedAuthToken } from './auth-tokens.repository.js';
import type { FailedSignIn } from './sign-in-guards.js';

/** Who opens a verification link: the account of the session the browser holds, or the password chosen at sign-up. */
export interface LinkOpener {
  sessionUserId?: string;
  signupPassword?: string;
}

type EmailVerificationDeps = Pick<
  AuthServiceDeps,
  'users' | 'tokens' | 'emailChanges' | 'verifyEmailAddress' | 'invitations' | 'passwordLock' | 'clock'
>;

/**
 * Proves a mailbox: a new account's address, or the new address of an email change (decision 0010), for whoever
 * holds the account (`assertOpenerHoldsAccount`). Only then do the shares waiting for the address reach it.
 */
export function createEmailVerification(deps: EmailVerificationDeps, failedSignIn: FailedSignIn) {
  const { users, tokens, emailChanges, verifyEmailAddress, invitations, passwordLock, clock } = deps;

  /**
   * The second half of an email change: the address the link was mailed to becomes the account's, if it is still the
   * pending one and no other account took it meanwhile.
   */
  async function completeEmailChange(userId: string, email: string | null) {
    const moved = email === null ? undefined : await emailChanges.complete(userId, email, clock.now());
    if (moved === 'taken') throw new ConflictError(serverMessages.emailTaken);
    if (!moved) throw new ValidationError(serverMessages.tokenInvalid);
  }

  /**
   * A verification link proves the mailbox, but not who signed up: the browser that opens it must hold a session of
   * the account (the one sign-up opened), or give the password chosen at sign-up. An email change completes only in a
   * browser signed in to the account that asked for it. A wrong password counts like a failed sign-in.
   */
  async function assertOpenerHoldsAccount(used: UsedAuthToken, opener: LinkOpener, ip: string) {
    if (opener.sessionUserId === used.userId) return;
    if (used.purpose === 'change_email') throw new ForbiddenError(serverMessages.emailChangeNeedsSession);
    const user = await users.findById(used.userId);
    if (!user || opener.signupPassword === undefined) throw new ForbiddenError(serverMessages.verifyNeedsPassword);
    passwordLock.refuseWhileLocked(user);
    if (!(await verifyPassword(user.passwordHash, opener.signupPassword))) {
      throw await failedSignIn(ip, user.id, serverMessages.invalidCredentials);
    }
  }

  return async function verifyEmail(token: string, opener: LinkOpener, client: ClientInfo) {
    const purposes = ['verify_email', 'change_email'] as const;
    const tokenHash = hashToken(token);
    const found = await tokens.find(tokenHash, purposes, clock.now());
    if (!found) throw new ValidationError(serverMessages.tokenInvalid);
    await assertOpenerHoldsAccount(found, opener, client.ip);
    const used = await tokens.consume(tokenHash, purposes, clock.now());
    if (!used) throw new ValidationError(serverMessages.tokenInvalid);
    const changingEmail = used.purpose === 'change_email';
    if (changingEmail) await completeEmailChange(used.userId, used.email);
    else await verifyEmailAddress(used.userId);
    await invitations.attachWaiting(used.userId);
    return { message: changingEmail ? accountMessages.emailChanged : serverMessages.emailVerified };
  };
}
