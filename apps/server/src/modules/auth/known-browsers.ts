import type { Clock } from '../../adapters/clock.js';
import type { KnownBrowsersRepository } from './known-browsers.repository.js';
import { LOGIN_FAILURE_LIMIT } from './password-lock.js';
import { hashToken, newOpaqueToken } from '../../lib/secrets.js';
import { knownBrowserCookieName, readCookie, type SignInCookie } from './sign-in-cookies.js';

export const KNOWN_BROWSER_LIFETIME_MS = 90 * 24 * 3600_000;
/** Browsers remembered per account: a script that signs in without keeping cookies makes a new one each time. */
const KNOWN_BROWSERS_KEPT = 20;

/** A browser recognised at sign-in by its cookie. */
export interface KnownBrowser {
  id: string;
}

/**
 * Browsers that signed in to the account before (decision 0020). Wrong passwords from strangers pause the account
 * (password-lock.ts); a known browser is not shut out by that pause, so a stranger cannot keep the owner out by
 * sending a wrong password every few minutes. Its own wrong passwords count against it: after LOGIN_FAILURE_LIMIT of
 * them it is a stranger too. Each sign-in replaces its cookie, so a copied cookie is good for one sign-in at most.
 */
export function createKnownBrowsers({ repository, clock }: { repository: KnownBrowsersRepository; clock: Clock }) {
  return {
    async recognise(userId: string, cookieHeader: string | undefined): Promise<KnownBrowser | undefined> {
      const token = readCookie(cookieHeader, knownBrowserCookieName(userId));
      const found = token === undefined ? undefined : await repository.find(userId, hashToken(token), clock.now());
      return found && found.failedAttempts < LOGIN_FAILURE_LIMIT ? { id: found.id } : undefined;
    },

    async countFailure(browser: KnownBrowser): Promise<void> {
      await repository.recordFailure(browser.id);
    },

    /** After a sign-in: the browser's cookie from now on, in place of the one it came with. */
    async remember(userId: string, known: KnownBrowser | undefined): Promise<SignInCookie> {
      const token = newOpaqueToken();
      const expiresAt = new Date(clock.now().getTime() + KNOWN_BROWSER_LIFETIME_MS);
      await repository.replace({ userId, tokenHash: hashToken(token), expiresAt }, known?.id, KNOWN_BROWSERS_KEPT);
      return { name: knownBrowserCookieName(userId), token, maxAgeSeconds: KNOWN_BROWSER_LIFETIME_MS / 1000 };
    },
  };
}

export type KnownBrowsers = ReturnType<typeof createKnownBrowsers>;
