import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const captchaProviders = ['altcha', 'recaptcha', 'turnstile', 'none'] as const;
export const captchaProviderSchema = z.enum(captchaProviders);
export type CaptchaProvider = z.infer<typeof captchaProviderSchema>;

/** What the browser needs to know about this installation, from GET /api/config. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  captcha: z.object({
    provider: captchaProviderSchema,
    siteKey: z.string().nullable(),
    challengeUrl: z.string().nullable(),
  }),
  devMailbox: z.boolean(),
  /** Payments go to the local provider, where no money moves, and every page says so (PAYMENTS_SIMULATED). */
  paymentsSimulated: z.boolean(),
  /** Days location history is kept for the accounts that chose no retention of their own; null: until deleted. */
  historyRetentionDays: z.number().int().positive().nullable(),
  /** Map tiles: URL templates with {z}/{x}/{y} ({s} allowed) and their attribution HTML. */
  maps: z.object({
    street: z.object({ url: z.string(), attribution: z.string() }),
    satellite: z.object({ url: z.string(), attribution: z.string() }),
  }),
  links: z.object({
    support: z.string(),
    contact: z.string(),
    privacy: z.string(),
    terms: z.string(),
    warranty: z.string(),
    appStore: z.string(),
    playStore: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
});

/** What every browser and monitor may ask of the installation, signed in or not. */
export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['System'],
    summary: 'Liveness and database reachability',
    success: { 200: healthResponseSchema, 503: healthResponseSchema },
    errors: [],
  }),
  config: endpoint({
    method: 'GET',
    path: '/api/config',
    tags: ['System'],
    summary: 'What the browser needs to know about this installation',
    success: { 200: publicConfigSchema },
    errors: [],
  }),
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/api/captcha/challenge',
    tags: ['System'],
    summary: 'A fresh ALTCHA proof-of-work challenge (only when CAPTCHA_PROVIDER is altcha)',
    success: { 200: z.record(z.string(), z.unknown()) },
    errors: [404, 429],
  }),
};
