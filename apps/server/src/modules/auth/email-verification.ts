import { accountMessages, serverMessages, type MailedLinkResponse } from '@lodestar/contract';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors.js';
import { hashToken, verifyPassword } from '../../lib/secrets.js';
import type { Payload } from '../../http/envelope.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { UsedAuthToken } from './auth-tokens.repository.js';
import type { StartSession } from './session-start.js';
import type { FailedSignIn } from './sign-in-guards.js';

/** Who opens a verification link: the account of the session the browser holds, or the password chosen at sign-up. */
export interface LinkOpener {
  sessionUserId?: string;
  signupPassword?: string;
}

type EmailVerificationDeps = Pick<
  AuthServiceDeps,
  | 'users'
  | 'tokens'
  | 'emailChanges'
  | 'verifyEmailAddress'
  | 'invitations'
  | 'addressProven'
  | 'passwordLock'
  | 'clock'
  | 'viewOf'
>;

/**
 * Proves a mailbox: a new account's address, or the new address of an email change (decision 0010), for whoever
 * holds the account (`assertOpenerHoldsAccount`). Only then do the shares waiting for the address reach it.
 */
export function createEmailVerification(
  deps: EmailVerificationDeps,
  failedSignIn: FailedSignIn,
  startSession: StartSession,
) {
  const { users, tokens, emailChanges, verifyEmailAddress, invitations, addressProven, passwordLock, clock, viewOf } =
    deps;

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
      throw await failedSignIn(ip, user.id, serverMessages.signupPasswordWrong);
    }
  }

  /**
   * The proof ended every session of the account: the browser that gave it is signed in with a new one (never past a
   * second step the account has turned on since).
   */
  async function signIn(userId: string, client: ClientInfo) {
    const user = await users.findById(userId);
    if (!user) throw new ValidationError(serverMessages.tokenInvalid);
    if (user.twoFactorEnabled) return {};
    const { authHeader } = await startSession(user, client);
    return { authHeader, user: await viewOf(user) };
  }

  return async function verifyEmail(
    token: string,
    opener: LinkOpener,
    client: ClientInfo,
  ): Promise<Payload<MailedLinkResponse>> {
    const purposes = ['verify_email', 'change_email'] as const;
    const tokenHash = hashToken(token);
    const found = await tokens.find(tokenHash, purposes, clock.now());
    if (!found) throw new ValidationError(serverMessages.tokenInvalid);
    await assertOpenerHoldsAccount(found, opener, client.ip);
    const used = await tokens.consume(tokenHash, purposes, clock.now());
    if (!used) throw new ValidationError(serverMessages.tokenInvalid);
    if (used.purpose === 'change_email') {
      await completeEmailChange(used.userId, used.email);
      await invitations.attachWaiting(used.userId);
      return { message: accountMessages.emailChanged };
    }
    await verifyEmailAddress(used.userId);
    await invitations.attachWaiting(used.userId);
    addressProven(used.userId);
    const session = await signIn(used.userId, client);
    return {
      message: session.authHeader ? serverMessages.emailVerifiedSignedIn : serverMessages.emailVerified,
      ...session,
    };
  };
}
