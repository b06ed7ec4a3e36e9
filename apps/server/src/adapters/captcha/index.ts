import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import { createAltchaVerifier } from './altcha-verifier.js';
import type { CaptchaVerifier, SpentChallenges } from './captcha.js';
import { createSiteverifyVerifier } from './siteverify-verifier.js';

export type { CaptchaVerifier, SpentChallenges } from './captcha.js';

type CaptchaConfig = Pick<
  Config,
  'CAPTCHA_PROVIDER' | 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SECRET' | 'CAPTCHA_VERIFY_URL' | 'ALTCHA_HMAC_KEY' | 'ALTCHA_MAX_NUMBER'
>;

export function createCaptchaVerifier(config: CaptchaConfig, spent: SpentChallenges, clock: Clock): CaptchaVerifier {
  switch (config.CAPTCHA_PROVIDER) {
    case 'none':
      return { provider: 'none', siteKey: null, verify: async () => true };
    case 'recaptcha':
    case 'turnstile':
      return createSiteverifyVerifier({
        provider: config.CAPTCHA_PROVIDER,
        siteKey: config.CAPTCHA_SITE_KEY ?? '',
        secret: config.CAPTCHA_SECRET ?? '',
        verifyUrl: config.CAPTCHA_VERIFY_URL,
      });
    case 'altcha':
      return createAltchaVerifier({
        spent,
        clock,
        // A key made at start invalidates open challenges on restart, which only costs a user one retry.
        hmacKey: config.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
        maxNumber: config.ALTCHA_MAX_NUMBER,
      });
  }
}
