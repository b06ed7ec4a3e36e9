import { z } from 'zod';
import { emailSchema, isPlainName, NAME_CHARACTERS_MESSAGE, requiredString } from './common.js';
import { countrySchema, currencySchema } from './countries.js';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './password.js';
import { userSchema } from './user.js';

/** The captcha widget's payload; which provider checks it is the server's configuration. */
export const captchaSchema = z.string().max(8192, 'The captcha answer is too long.').optional();

export const NAME_MAX_LENGTH = 100;
export const nameSchema = requiredString()
  .trim()
  .min(1, 'Field is required.')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`)
  .refine(isPlainName, NAME_CHARACTERS_MESSAGE);

export const signupRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  country: countrySchema,
  currency: currencySchema.optional(),
  password: newPasswordSchema,
  captcha: captchaSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  authHeader: z.string(),
  user: userSchema,
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const loginRequestSchema = z.strictObject({
  username: requiredString().trim().min(1, 'Field is required.').max(254),
  password: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
  twoFactorCode: z.string().trim().max(16).nullish(),
  captcha: captchaSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginSuccessSchema = userSchema.extend({
  success: z.literal(true),
  authHeader: z.string(),
  user: userSchema,
});
export const twoFactorRequiredSchema = z.object({
  success: z.literal(true),
  twoFactorCodeRequired: z.literal(true),
  message: z.string(),
});
export const loginResponseSchema = z.union([loginSuccessSchema, twoFactorRequiredSchema]);
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function isTwoFactorRequired(body: LoginResponse): body is z.infer<typeof twoFactorRequiredSchema> {
  return 'twoFactorCodeRequired' in body;
}

/**
 * A link that opens the portal signed in (the phone app's "open in browser"): `?session=CODE`, where CODE is a
 * one-time code of POST /api/v2/account/session-link, good for two minutes, that POST /api/login/session-link
 * exchanges for a session of its own.
 */
export const SESSION_LINK_LIFETIME_MS = 2 * 60_000;
export const sessionLinkResponseSchema = z.object({ success: z.literal(true), code: z.string(), expiresAt: z.string() });
export type SessionLinkResponse = z.infer<typeof sessionLinkResponseSchema>;
export const sessionLinkRequestSchema = z.strictObject({ code: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/) });
export type SessionLinkRequest = z.infer<typeof sessionLinkRequestSchema>;
export const sessionLinkMessages = {
  invalid: 'This sign-in link is invalid or has expired. Please sign in.',
  confirmSwitch: 'This link signs you in with another session, perhaps of another account. Use it, or stay signed in as you are?',
} as const;

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema, captcha: captchaSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resendVerificationRequestSchema = z.strictObject({ email: emailSchema, captcha: captchaSchema });
export type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>;

export const PASSWORD_MISMATCH = "New password dosn't match with confirmation";

export const resetPasswordRequestSchema = z
  .strictObject({ password: newPasswordSchema, confirmation: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine((body) => body.password === body.confirmation, { message: PASSWORD_MISMATCH, path: ['confirmation'] });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * POST /api/login/reset/{token} from another browser than the one that signed up: the password chosen at sign-up,
 * which proves that whoever opened the link is whoever signed up.
 */
export const verifyEmailRequestSchema = z.strictObject({ signupPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const tokenParamsSchema = z.object({ token: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/) });
