import { createHash } from 'node:crypto';

/** A cookie of the sign-in call for the route to set; the service decides, the route speaks HTTP. */
export interface SignInCookie {
  name: string;
  token: string;
  maxAgeSeconds: number;
}

/**
 * A browser that passed the second step and may skip it (`tb`), one that signed in to the account before (`kb`), or
 * one whose sign-in awaits its second step (`ts`).
 */
type SignInCookieKind = 'tb' | 'kb' | 'ts';

/**
 * One cookie of a kind per user, so a browser shared by two people holds each of them apart. The name carries a hash
 * of the user id rather than the id itself, which would otherwise show in every request to the sign-in path.
 */
function signInCookieName(kind: SignInCookieKind, userId: string): string {
  return `lodestar_${kind}_${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
}

export const trustedBrowserCookieName = (userId: string) => signInCookieName('tb', userId);
export const knownBrowserCookieName = (userId: string) => signInCookieName('kb', userId);
export const twoStepCookieName = (userId: string) => signInCookieName('ts', userId);

/** The value of the cookie `name` in a Cookie request header, if present and of a plausible length. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      return value && value.length <= 200 ? value : undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie value of decision 0010: readable by no script, sent only to the sign-in call of this site. */
export function serializeSignInCookie(cookie: SignInCookie, secure: boolean): string {
  const attributes = [`Max-Age=${cookie.maxAgeSeconds}`, 'Path=/api/login', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${cookie.name}=${cookie.token}`, ...attributes].join('; ');
}
