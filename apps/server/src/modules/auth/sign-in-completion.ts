import type { LoginResponse, LoginSuccess } from '@lodestar/contract';
import type { UserRow } from '../../db/schema/index.js';
import type { Payload } from '../../http/envelope.js';
import type { SignInCookie } from '../../http/sign-in-cookies.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { KnownBrowser } from './known-browsers.js';
import type { StartSession } from './session-start.js';

/**
 * The answer to a sign-in, and the cookies the route sets: the known browser's and the remembered browser's, or the
 * key of the ticket for the second step.
 */
export interface LoginOutcome<T extends LoginResponse = LoginResponse> {
  body: Payload<T>;
  cookies: SignInCookie[];
}

/**
 * A sign-in that got through (password, and the second step where on): the count of wrong guesses starts anew, a
 * session opens, and the browser is known to the account from now on.
 */
export function createSignInCompletion(
  { users, knownBrowsers, viewOf }: Pick<AuthServiceDeps, 'users' | 'knownBrowsers' | 'viewOf'>,
  startSession: StartSession,
) {
  return async (
    user: UserRow,
    client: ClientInfo,
    cookieHeader: string | undefined,
    knownBrowser: KnownBrowser | undefined,
    cookies: SignInCookie[],
  ): Promise<LoginOutcome<LoginSuccess>> => {
    // Strangers' wrong passwords are not forgiven because the owner's known browser got past their pause.
    const hadFailures = !knownBrowser && (user.failedLoginAttempts > 0 || user.lockedUntil !== null);
    const signedIn = hadFailures
      ? ((await users.update(user.id, { failedLoginAttempts: 0, lockedUntil: null })) ?? user)
      : user;
    const { authHeader, session } = await startSession(signedIn, client);
    const knownBrowserCookie = await knownBrowsers.remember(user.id, cookieHeader);
    const view = await viewOf(signedIn);
    return { body: { ...view, authHeader, session, user: view }, cookies: [...cookies, knownBrowserCookie] };
  };
}

export type CompleteSignIn = ReturnType<typeof createSignInCompletion>;
