import { createHash } from 'node:crypto';

export const TRUSTED_BROWSER_LIFETIME_MS = 30 * 24 * 3600_000;

/** A remembered-browser cookie for the route to set; the service decides, the route speaks HTTP. */
export interface TrustedBrowserCookie {
  name: string;
  token: string;
  maxAgeSeconds: number;
}

/**
 * One cookie per user, so a browser shared by two people remembers each of them apart. The name carries a hash of
 * the user id rather than the id itself, which would otherwise show in every request to the sign-in path.
 */
export function trustedBrowserCookieName(userId: string): string {
  return `lodestar_tb_${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
}

/** The value of the cookie `name` in a Cookie request header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/** The Set-Cookie value of decision 0010: readable by no script, sent only to the sign-in call of this site. */
export function serializeTrustedBrowserCookie(cookie: TrustedBrowserCookie, secure: boolean): string {
  const attributes = [`Max-Age=${cookie.maxAgeSeconds}`, 'Path=/api/login', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${cookie.name}=${cookie.token}`, ...attributes].join('; ');
}
