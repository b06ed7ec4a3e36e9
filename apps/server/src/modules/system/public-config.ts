import type { PublicConfig } from '@lodestar/contract';
import type { CaptchaVerifier } from '../../adapters/captcha/index.js';
import type { Config } from '../../config.js';

/** What GET /api/config tells the browser about this installation; never a secret. */
export function createPublicConfig(config: Config, captcha: CaptchaVerifier, devMailbox: boolean): PublicConfig {
  const privacyAndTerms = `${config.publicUrl}/privacyAndTerms`;
  return {
    productName: config.PRODUCT_NAME,
    captcha: {
      provider: captcha.provider,
      siteKey: captcha.siteKey,
      challengeUrl: captcha.createChallenge ? '/api/captcha/challenge' : null,
    },
    devMailbox,
    paymentsSimulated: config.paymentsSimulated,
    historyRetentionDays: config.historyRetentionDays,
    maps: {
      street: { url: config.MAP_STREET_TILE_URL, attribution: config.MAP_STREET_ATTRIBUTION },
      satellite: { url: config.MAP_SATELLITE_TILE_URL, attribution: config.MAP_SATELLITE_ATTRIBUTION },
    },
    links: {
      support: config.SUPPORT_URL,
      contact: config.CONTACT_URL,
      privacy: config.PRIVACY_URL ?? privacyAndTerms,
      terms: config.TERMS_URL ?? privacyAndTerms,
      warranty: config.WARRANTY_URL,
      appStore: config.APP_STORE_URL,
      playStore: config.PLAY_STORE_URL,
    },
  };
}
