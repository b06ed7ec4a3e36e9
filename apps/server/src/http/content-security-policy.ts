import type { CaptchaProvider } from '@lodestar/contract';

const CAPTCHA_ORIGINS: Record<CaptchaProvider, string[]> = {
  altcha: [],
  none: [],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

/**
 * The CSP source that admits a map tile URL template: its scheme and host, a templated label ({s}) and those left of
 * it as a wildcard (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`); none for a path on this server.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?:\/\/)([^/?#]+)/.exec(template);
  if (!match) return undefined;
  const [, scheme = '', host = ''] = match;
  const labels = host.split('.');
  const templated = labels.findLastIndex((label) => label.includes('{'));
  return scheme + (templated < 0 ? host : ['*', ...labels.slice(templated + 1)].join('.'));
}

export interface PolicyOptions {
  captcha: CaptchaProvider;
  /** The server is reached over https (PUBLIC_URL). */
  secure: boolean;
  /** The map tile URL templates the browser loads tiles from. */
  tileUrls: string[];
}

/**
 * A policy fit for the SPA: its own scripts, MUI's injected styles, images from itself, data and blob URLs (profile
 * and device pictures) and the configured map tile hosts, the ALTCHA worker from a blob, the captcha provider's
 * frames, no framing of us.
 */
export function contentSecurityPolicy({ captcha, secure, tileUrls }: PolicyOptions) {
  const captchaOrigins = CAPTCHA_ORIGINS[captcha];
  const tileSources = [...new Set(tileUrls.map(tileSource).filter((source) => source !== undefined))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...captchaOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...tileSources, ...captchaOrigins],
    connectSrc: ["'self'", 'ws:', 'wss:', ...captchaOrigins],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: captchaOrigins.length ? captchaOrigins : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: secure ? [] : null,
  };
}
