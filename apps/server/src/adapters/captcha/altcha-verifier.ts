import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import { lt } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../../db/client.js';
import { spentCaptchas } from '../../db/schema/index.js';
import type { CaptchaVerifier } from './captcha.js';

const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/**
 * ALTCHA proof of work, checked on this server with no third party. A solved challenge is recorded until it
 * expires so that one solution cannot be replayed.
 */
export function createAltchaVerifier(options: {
  db: Database;
  clock: Clock;
  hmacKey: string;
  maxNumber: number;
}): CaptchaVerifier {
  const { db, clock, hmacKey, maxNumber } = options;
  const store = {
    get: () => false,
    set: () => undefined,
    async setIfAbsent(key: string) {
      await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, clock.now()));
      const inserted = await db
        .insert(spentCaptchas)
        .values({ id: key, expiresAt: new Date(clock.now().getTime() + CHALLENGE_LIFETIME_MS) })
        .onConflictDoNothing()
        .returning({ id: spentCaptchas.id });
      return inserted.length === 1;
    },
  };

  return {
    provider: 'altcha',
    siteKey: null,
    createChallenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxNumber / 2), maxNumber),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_LIFETIME_MS),
      }),
    async verify(payload) {
      if (!payload) return false;
      const result = await verify(payload, deriveKey, hmacKey, undefined, store);
      return result.error === null;
    },
  };
}
