import { serverMessages, type LoginSuccess } from '@lodestar/contract';
import { ValidationError } from '../../errors.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { CompleteSignIn, LoginOutcome } from './sign-in-completion.js';
import type { FailedSignIn } from './sign-in-guards.js';

type TwoStepSignInDeps = Pick<
  AuthServiceDeps,
  'users' | 'addressLock' | 'passwordLock' | 'knownBrowsers' | 'twoFactorCheck' | 'twoStepTickets'
>;

/**
 * The second step with the ticket of the password step (decision 0025), which stands in for the password and the
 * captcha. A wrong code counts as a wrong password does (account or known browser, and the address). Each attempt
 * takes the ticket while it runs, so a parallel attempt is refused before it can spend a code; one that does not
 * sign in gives it back, and the ticket lasts until it runs out or signs in.
 */
export function createTwoStepSignIn(
  deps: TwoStepSignInDeps,
  failedSignIn: FailedSignIn,
  completeSignIn: CompleteSignIn,
) {
  const { users, addressLock, passwordLock, knownBrowsers, twoFactorCheck, twoStepTickets } = deps;
  return async function loginTwoStep(
    input: { username: string; twoFactorTicket: string; twoFactorCode: string },
    client: ClientInfo,
    cookieHeader?: string,
  ): Promise<LoginOutcome<LoginSuccess>> {
    await addressLock.refuseWhileLocked(client.ip);
    const ticketInvalid = () => new ValidationError(serverMessages.twoStepTicketInvalid);
    const user = await users.findByEmail(input.username.trim());
    if (!user?.twoFactorEnabled || !user.twoFactorSecret) throw ticketInvalid();
    const ticket = await twoStepTickets.take({ userId: user.id, ticket: input.twoFactorTicket, cookieHeader });
    if (!ticket) throw ticketInvalid();
    let signedIn = false;
    try {
      const knownBrowser = await knownBrowsers.admit(user.id, cookieHeader);
      if (!knownBrowser) passwordLock.refuseWhileLocked(user);
      const attempt = { code: input.twoFactorCode, cookieHeader, userAgent: client.userAgent };
      const outcome = await twoFactorCheck.atSignIn(user, user.twoFactorSecret, attempt);
      if (outcome.kind !== 'passed')
        throw await failedSignIn(client.ip, user.id, serverMessages.invalidTwoFactorCode, knownBrowser);
      const cookies = [
        twoStepTickets.spentCookie(user.id),
        ...(outcome.rememberBrowser ? [outcome.rememberBrowser] : []),
      ];
      const success = await completeSignIn(user, client, cookieHeader, knownBrowser, cookies);
      signedIn = true;
      return success;
    } finally {
      if (!signedIn) await ticket.giveBack();
    }
  };
}
