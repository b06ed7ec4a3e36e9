import { z } from 'zod';
import { captchaSchema, nameSchema } from './auth.js';
import { emailSchema } from './common.js';
import { countrySchema, currencySchema } from './countries.js';
import { endpoint } from './endpoint.js';
import { newPasswordSchema } from './password.js';
import { timeZoneSchema } from './time-zones.js';
import { userSchema } from './users.js';

// A table of its own: its country and time zone lists stay out of the sign-in page's code, which uses the other
// authentication calls.

export const signupRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  country: countrySchema,
  currency: currencySchema.optional(),
  password: newPasswordSchema,
  captcha: captchaSchema,
  /** The browser's time zone, when it is one of the offered ones: the new account's until its owner picks another. */
  timezone: timeZoneSchema.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  authHeader: z.string(),
  user: userSchema,
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Signing up. */
export const signUpEndpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/api/signup',
    tags: ['Authentication'],
    summary: 'Create an account; a verification mail is sent and the account can sign in once verified',
    body: signupRequestSchema,
    success: { 201: signupResponseSchema },
    errors: [400, 409, 429],
  }),
};
