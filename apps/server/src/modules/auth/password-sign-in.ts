import { serverMessages } from '@lodestar/contract';
import { ForbiddenError } from '../../errors.js';
import type { UserRow } from '../../db/schema/index.js';
import type { SignInCookie } from '../../http/sign-in-cookies.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/secrets.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { CompleteSignIn, LoginOutcome } from './sign-in-completion.js';
import type { FailedSignIn, RequireCaptcha } from './sign-in-guards.js';

type PasswordSignInDeps = Pick<
  AuthServiceDeps,
  | 'users'
  | 'signUpDecoys'
  | 'clock'
  | 'addressLock'
  | 'passwordLock'
  | 'knownBrowsers'
  | 'twoFactorCheck'
  | 'twoStepTickets'
>;

/**
 * Signing in with the password (and the authenticator's code in the same call, or a remembered browser); with
 * two-step on and no code, the answer asks for one and hands out the ticket of the second step.
 */
export function createPasswordSignIn(
  deps: PasswordSignInDeps,
  guards: { requireCaptcha: RequireCaptcha; failedSignIn: FailedSignIn },
  completeSignIn: CompleteSignIn,
) {
  const { users, signUpDecoys, clock, addressLock, passwordLock, knownBrowsers, twoFactorCheck, twoStepTickets } = deps;
  const { requireCaptcha, failedSignIn } = guards;
  /**
   * Every sign-in that opens no session takes two password checks (decision 0081): the account's password (or none,
   * for an unknown address) and a sign-up decoy's (or none), so that how long it takes tells nothing about whether the
   * address has an account, an unproven one or a decoy.
   */
  const checkTwice = async (password: string) => {
    await verifyPassword(await decoyPasswordHash(), password);
    await verifyPassword(await decoyPasswordHash(), password);
  };
  /** Whether the password is the one a sign-up with the verified account's address chose; one check, whoever asks. */
  const opensSignUpDecoy = async (user: UserRow, password: string) => {
    const decoy = user.emailVerifiedAt ? await signUpDecoys.findLiveOf(user.id, clock.now()) : undefined;
    const right = await verifyPassword(decoy?.passwordHash ?? (await decoyPasswordHash()), password);
    return right && decoy !== undefined;
  };
  return async function login(
    input: { username: string; password: string; twoFactorCode?: string | null; captcha?: string },
    client: ClientInfo,
    cookieHeader?: string,
  ): Promise<LoginOutcome> {
    await addressLock.refuseWhileLocked(client.ip);
    await requireCaptcha(input.captcha, client.ip);
    const user = await users.findByEmail(input.username.trim());
    if (!user) {
      await checkTwice(input.password);
      throw await failedSignIn(client.ip, undefined, serverMessages.invalidCredentials);
    }
    const knownBrowser = await knownBrowsers.admit(user.id, cookieHeader);
    if (!knownBrowser) passwordLock.refuseWhileLocked(user);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      if (await opensSignUpDecoy(user, input.password)) throw new ForbiddenError(serverMessages.verifyFirst);
      throw await failedSignIn(client.ip, user.id, serverMessages.invalidCredentials, knownBrowser);
    }
    if (!user.emailVerifiedAt) {
      await verifyPassword(await decoyPasswordHash(), input.password);
      throw new ForbiddenError(serverMessages.verifyFirst);
    }
    const cookies: SignInCookie[] = [];
    if (user.twoFactorEnabled && user.twoFactorSecret) {
      const attempt = { code: input.twoFactorCode, cookieHeader, userAgent: client.userAgent };
      const outcome = await twoFactorCheck.atSignIn(user, user.twoFactorSecret, attempt);
      if (outcome.kind === 'codeRequired') {
        if (knownBrowser) await knownBrowsers.passwordRight(knownBrowser);
        const { ticket, cookie } = await twoStepTickets.issue(user.id);
        return {
          body: { twoFactorCodeRequired: true, message: serverMessages.twoFactorRequired, twoFactorTicket: ticket },
          cookies: [cookie],
        };
      }
      if (outcome.kind === 'refused')
        throw await failedSignIn(client.ip, user.id, serverMessages.invalidTwoFactorCode, knownBrowser);
      if (outcome.rememberBrowser) cookies.push(outcome.rememberBrowser);
    }
    return completeSignIn(user, client, cookieHeader, knownBrowser, cookies);
  };
}
