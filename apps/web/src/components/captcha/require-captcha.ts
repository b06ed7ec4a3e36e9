import { messages, type CaptchaProvider } from '@lodestar/contract';
import type { z } from 'zod';

/** Adds the local "reCAPTCHA required" check to a form schema unless the installation runs without a captcha. */
export function requireCaptcha<T extends z.ZodType<{ captcha?: string | undefined }>>(
  schema: T,
  provider: CaptchaProvider,
): T {
  if (provider === 'none') return schema;
  return schema.superRefine((values, ctx) => {
    if (!values.captcha) ctx.addIssue({ code: 'custom', path: ['captcha'], message: messages.captchaRequired });
  });
}
