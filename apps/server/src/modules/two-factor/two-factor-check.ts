import { twoFactorSettings } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { recoveryCodeHash } from './recovery-codes.js';
import { hashToken, newOpaqueToken } from '../../lib/secrets.js';
import { readCookie, trustedBrowserCookieName, type SignInCookie } from '../../http/sign-in-cookies.js';
import type { TrustedBrowsersRepository } from './trusted-browsers.repository.js';
import type { TwoFactorRepository } from './two-factor.repository.js';
import { matchTotpStep } from './two-factor.js';

const TRUSTED_BROWSER_LIFETIME_MS = 30 * 24 * 3600_000;

export interface TwoFactorCheckDeps {
  twoFactor: TwoFactorRepository;
  trustedBrowsers: TrustedBrowsersRepository;
  clock: Clock;
}

/** What the browser brings to the second step: the typed code, its cookies, and who it says it is. */
export interface TwoFactorAttempt {
  code: string | null | undefined;
  cookieHeader: string | undefined;
  userAgent: string | null;
}

export type TwoFactorOutcome =
  | { kind: 'passed'; rememberBrowser?: SignInCookie }
  | { kind: 'codeRequired' }
  | { kind: 'refused' };

/** The second step of signing in (decision 0010): a remembered browser, an authenticator code, or a recovery code. */
export function createTwoFactorCheck({ twoFactor, trustedBrowsers, clock }: TwoFactorCheckDeps) {
  /** An authenticator code of a step later than the last accepted one; accepting it makes it the last one. */
  async function acceptAuthenticatorCode(userId: string, secret: string, code: string): Promise<boolean> {
    const step = matchTotpStep(secret, code, clock.now());
    return step !== null && twoFactor.acceptStep(userId, step);
  }

  async function isRememberedBrowser(userId: string, cookieHeader: string | undefined): Promise<boolean> {
    const token = readCookie(cookieHeader, trustedBrowserCookieName(userId));
    return token !== undefined && trustedBrowsers.isTrusted(userId, hashToken(token), clock.now());
  }

  async function rememberBrowser(userId: string, userAgent: string | null): Promise<SignInCookie> {
    const token = newOpaqueToken();
    await trustedBrowsers.insert({
      userId,
      tokenHash: hashToken(token),
      userAgent: userAgent?.slice(0, 512) ?? null,
      expiresAt: new Date(clock.now().getTime() + TRUSTED_BROWSER_LIFETIME_MS),
    });
    return { name: trustedBrowserCookieName(userId), token, maxAgeSeconds: TRUSTED_BROWSER_LIFETIME_MS / 1000 };
  }

  return {
    acceptAuthenticatorCode,

    /** For a user with two-step on (`secret` is their authenticator's secret). */
    async atSignIn(user: UserRow, secret: string, attempt: TwoFactorAttempt): Promise<TwoFactorOutcome> {
      const remembers = user.twoFactorSetting === twoFactorSettings.newBrowser;
      if (remembers && (await isRememberedBrowser(user.id, attempt.cookieHeader))) return { kind: 'passed' };
      const code = attempt.code?.trim();
      if (!code) return { kind: 'codeRequired' };
      const recoveryHash = recoveryCodeHash(code);
      const accepted = recoveryHash
        ? await twoFactor.useRecoveryCode(user.id, recoveryHash, clock.now())
        : await acceptAuthenticatorCode(user.id, secret, code);
      if (!accepted) return { kind: 'refused' };
      return remembers ? { kind: 'passed', rememberBrowser: await rememberBrowser(user.id, attempt.userAgent) } : { kind: 'passed' };
    },
  };
}

export type TwoFactorCheck = ReturnType<typeof createTwoFactorCheck>;
