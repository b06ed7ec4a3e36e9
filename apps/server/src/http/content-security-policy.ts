import type { CaptchaProvider } from '@lodestar/contract';

const CAPTCHA_ORIGINS: Record<CaptchaProvider, string[]> = {
  altcha: [],
  none: [],
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

/** Stripe.js and its frames, as Stripe documents them; the local provider needs none. */
const STRIPE_SCRIPT_ORIGINS = ['https://js.stripe.com'];
const STRIPE_FRAME_ORIGINS = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT_ORIGINS = ['https://api.stripe.com'];

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

/** The WebSocket origin of the portal's own address (PUBLIC_URL): ws:// for http, wss:// for https. */
export function socketOrigin(publicUrl: string): string {
  const { protocol, host } = new URL(publicUrl);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

export interface PolicyOptions {
  captcha: CaptchaProvider;
  /** The server is reached over https (PUBLIC_URL). */
  secure: boolean;
  /** PUBLIC_URL: live updates connect to its WebSocket origin, and nowhere else. */
  publicUrl: string;
  /** The map tile URL templates the browser loads tiles from. */
  tileUrls: string[];
  /** Which provider's card fields the payment popup shows. */
  payments: 'local' | 'stripe';
}

/**
 * A policy fit for the SPA: its own scripts, MUI's injected styles, images from itself, data and blob URLs (profile
 * and device pictures) and the configured map tile hosts, the ALTCHA worker from a blob, the captcha provider's
 * frames, WebSockets to this server only, no framing of us.
 */
export function contentSecurityPolicy({ captcha, secure, publicUrl, tileUrls, payments }: PolicyOptions) {
  const captchaOrigins = CAPTCHA_ORIGINS[captcha];
  const stripe = payments === 'stripe';
  const frameOrigins = [...captchaOrigins, ...(stripe ? STRIPE_FRAME_ORIGINS : [])];
  const tileSources = [...new Set(tileUrls.map(tileSource).filter((source) => source !== undefined))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...captchaOrigins, ...(stripe ? STRIPE_SCRIPT_ORIGINS : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...tileSources, ...captchaOrigins],
    // 'self' admits this origin's WebSockets in current browsers; the named origin covers the others. No other host.
    connectSrc: ["'self'", socketOrigin(publicUrl), ...captchaOrigins, ...(stripe ? STRIPE_CONNECT_ORIGINS : [])],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: frameOrigins.length ? frameOrigins : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: secure ? [] : null,
  };
}
