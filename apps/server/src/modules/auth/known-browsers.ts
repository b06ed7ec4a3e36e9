import type { Clock } from '../../adapters/clock.js';
import type { KnownBrowsersRepository } from './known-browsers.repository.js';
import { LOGIN_FAILURE_LIMIT } from './password-lock.js';
import { hashToken, newOpaqueToken } from '../../lib/secrets.js';
import { knownBrowserCookieName, readCookie, type SignInCookie } from '../../http/sign-in-cookies.js';

export const KNOWN_BROWSER_LIFETIME_MS = 90 * 24 * 3600_000;
/** Browsers remembered per account: a script that signs in without keeping cookies makes a new one each time. */
const KNOWN_BROWSERS_KEPT = 20;

/** A browser recognised at sign-in by its cookie. */
export interface KnownBrowser {
  id: string;
}

export interface KnownBrowsersDeps {
  repository: Pick<KnownBrowsersRepository, 'takeAttempt' | 'giveBackAttempt' | 'replace'>;
  clock: Clock;
}

/**
 * Browsers that signed in to the account before (decision 0020). Wrong passwords from strangers pause the account
 * (password-lock.ts); a known browser is not shut out by that pause, so a stranger cannot keep the owner out by
 * sending a wrong password every few minutes. Its own attempts count against it instead (LOGIN_FAILURE_LIMIT, then it
 * is a stranger too), and each sign-in gives it a new cookie, so a copied one stops counting once the browser signs in
 * again.
 */
export function createKnownBrowsers({ repository, clock }: KnownBrowsersDeps) {
  const presentedHash = (userId: string, cookieHeader: string | undefined) => {
    const token = readCookie(cookieHeader, knownBrowserCookieName(userId));
    return token === undefined ? undefined : hashToken(token);
  };

  return {
    /** The browser, if it is one the account knows, with this attempt counted against it until it succeeds. */
    async admit(userId: string, cookieHeader: string | undefined): Promise<KnownBrowser | undefined> {
      const tokenHash = presentedHash(userId, cookieHeader);
      const id = tokenHash && (await repository.takeAttempt(userId, tokenHash, LOGIN_FAILURE_LIMIT, clock.now()));
      return id ? { id } : undefined;
    },

    /** The password was right, and the second step is yet to come: the attempt was no failure. */
    async passwordRight(browser: KnownBrowser): Promise<void> {
      await repository.giveBackAttempt(browser.id);
    },

    /** After a sign-in: the browser's cookie from now on, in place of the one it came with. */
    async remember(userId: string, cookieHeader: string | undefined): Promise<SignInCookie> {
      const token = newOpaqueToken();
      const expiresAt = new Date(clock.now().getTime() + KNOWN_BROWSER_LIFETIME_MS);
      await repository.replace({ userId, tokenHash: hashToken(token), expiresAt }, presentedHash(userId, cookieHeader), KNOWN_BROWSERS_KEPT);
      return { name: knownBrowserCookieName(userId), token, maxAgeSeconds: KNOWN_BROWSER_LIFETIME_MS / 1000 };
    },
  };
}

export type KnownBrowsers = ReturnType<typeof createKnownBrowsers>;
