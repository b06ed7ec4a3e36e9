import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default) with its default cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody knows, verified against when the account does not exist so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** A random opaque token for sessions and mailed links; only its hash is ever stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 random bits, so a fast hash is enough; the lookup by hash is an index probe, not a comparison. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long a link that proves a mailbox works: a new account's verification link, and an email change's. */
export const MAILBOX_LINK_LIFETIME_MS = 48 * 3600_000;

/** A mailed link's new token, and what is stored of it: its hash and when it runs out. */
export function newLinkToken(now: Date, lifetimeMs: number) {
  const token = newOpaqueToken();
  return { token, stored: { hash: hashToken(token), expiresAt: new Date(now.getTime() + lifetimeMs) } };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a given secret is the expected one. Compared as digests, so in constant time whatever the lengths, and the
 * length is not leaked; an empty expected secret matches nothing.
 */
export function sameSecret(given: string, expected: string): boolean {
  return expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}
