import type { CaptchaProvider } from '@lodestar/contract';

const CAPTCHA_ORIGINS: Record<CaptchaProvider, string[]> = {
  altcha: [],
  none: [],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

/**
 * A policy fit for the SPA: its own scripts, MUI's injected styles, images from anywhere over https (map tiles and
 * profile pictures as data URLs), the ALTCHA worker from a blob, the captcha provider's frames, no framing of us.
 */
export function contentSecurityPolicy(captcha: CaptchaProvider, publicUrl: string) {
  const captchaOrigins = CAPTCHA_ORIGINS[captcha];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...captchaOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", 'ws:', 'wss:', ...captchaOrigins],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: captchaOrigins.length ? captchaOrigins : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: publicUrl.startsWith('https://') ? [] : null,
  };
}
