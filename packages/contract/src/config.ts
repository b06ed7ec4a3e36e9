import { z } from 'zod';

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
  /** Map tiles (ARCHITECTURE.md §1): URL templates with {z}/{x}/{y} ({s} allowed) and their attribution HTML. */
  maps: z.object({
    street: z.object({ url: z.string(), attribution: z.string() }),
    satellite: z.object({ url: z.string(), attribution: z.string() }),
  }),
  links: z.object({
    support: z.string(),
    contact: z.string(),
    privacy: z.string(),
    terms: z.string(),
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
