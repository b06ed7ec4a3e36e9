import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Clock } from '../clock.js';
import type { CaptchaVerifier, SpentChallenges } from './captcha.js';

const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/**
 * ALTCHA proof of work, checked on this server with no third party. A solved challenge is recorded until it
 * expires so that one solution cannot be replayed.
 */
export function createAltchaVerifier(options: {
  spent: SpentChallenges;
  clock: Clock;
  hmacKey: string;
  maxNumber: number;
}): CaptchaVerifier {
  const { spent, clock, hmacKey, maxNumber } = options;
  const store = {
    get: () => false,
    set: () => undefined,
    setIfAbsent: (key: string) => spent.markSpent(key, new Date(clock.now().getTime() + CHALLENGE_LIFETIME_MS)),
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
