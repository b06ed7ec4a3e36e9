import type { CaptchaVerifier } from './captcha.js';

const VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/**
 * reCAPTCHA and Turnstile share one protocol: POST secret, response and remoteip as a form to the provider's
 * siteverify address and read `success`. `verifyUrl` points it at another address (a local fake in tests).
 */
export function createSiteverifyVerifier(options: {
  provider: keyof typeof VERIFY_URLS;
  siteKey: string;
  secret: string;
  verifyUrl?: string;
}): CaptchaVerifier {
  const url = options.verifyUrl ?? VERIFY_URLS[options.provider];
  return {
    provider: options.provider,
    siteKey: options.siteKey,
    async verify(payload, remoteIp) {
      if (!payload) return false;
      const form = new URLSearchParams({ secret: options.secret, response: payload, remoteip: remoteIp });
      try {
        const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
