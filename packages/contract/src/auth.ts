import { z } from 'zod';
import { emailSchema, isPlainName, NAME_CHARACTERS_MESSAGE, requiredString, successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './password.js';
import { userSchema } from './users.js';

/** The captcha widget's payload; which provider checks it is the server's configuration. */
export const captchaSchema = z.string().max(8192, 'The captcha answer is too long.').optional();

export const NAME_MAX_LENGTH = 100;
/** The refusals of the limits of names, as the forms and the server write them. */
export const nameLimitMessages = {
  tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
} as const;
export const nameSchema = requiredString()
  .trim()
  .min(1, 'Field is required.')
  .max(NAME_MAX_LENGTH, nameLimitMessages.tooLong)
  .refine(isPlainName, NAME_CHARACTERS_MESSAGE);

const usernameSchema = requiredString().trim().min(1, 'Field is required.').max(254);

export const loginRequestSchema = z.strictObject({
  username: usernameSchema,
  password: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
  twoFactorCode: z.string().trim().max(16).nullish(),
  captcha: captchaSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /api/login/two-step: the second step of a sign-in whose password (and captcha) the password step accepted,
 * with the ticket that step answered instead of them, sent from the browser that got it (the cookie set with it).
 */
export const twoStepRequestSchema = z.strictObject({
  username: usernameSchema,
  twoFactorTicket: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/),
  /** The authenticator's six digits, or a recovery code (xxxxx-xxxxx) in their place. */
  twoFactorCode: requiredString().trim().min(1, 'Field is required.').max(16),
});
export type TwoStepRequest = z.input<typeof twoStepRequestSchema>;

/**
 * The session a sign-in opened, as the reference describes it. `key` names the session (it is its id); it is never
 * the bearer secret, which only `authHeader` carries.
 */
export const sessionInfoSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  key: z.string(),
  time: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  __v: z.number().int(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const loginSuccessSchema = userSchema.extend({
  success: z.literal(true),
  authHeader: z.string(),
  session: sessionInfoSchema,
  user: userSchema,
});
/** The password was right and the second step is due; `twoFactorTicket` stands in for password and captcha there. */
export const twoFactorRequiredSchema = z.object({
  success: z.literal(true),
  twoFactorCodeRequired: z.literal(true),
  message: z.string(),
  twoFactorTicket: z.string(),
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
/**
 * A mailed link's answer: its message, and for a verified sign-up address a session of the account (the proof ended
 * every earlier one), so that the browser that proved it is signed in.
 */
export const mailedLinkResponseSchema = successMessageSchema.extend({
  authHeader: z.string().optional(),
  user: userSchema.optional(),
});
export type MailedLinkResponse = z.infer<typeof mailedLinkResponseSchema>;

export const verifyEmailRequestSchema = z.strictObject({ signupPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const tokenParamsSchema = z.object({ token: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/) });

const tags = ['Authentication'];

/** The calls of signing in and out, and of the links mailed for sign-up and sign-in (sign-up itself: sign-up.ts). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    tags,
    summary:
      'Sign in with email and password, and the two-step or a recovery code when asked (a remembered browser skips it); answers the user and authHeader',
    body: loginRequestSchema,
    success: { 200: loginResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  loginTwoStep: endpoint({
    method: 'POST',
    path: '/api/login/two-step',
    tags,
    summary:
      'The second step of signing in: the two-step or a recovery code with the twoFactorTicket the password step answered, instead of password and captcha, ' +
      'from the browser that got the ticket (the cookie set with it); good for five minutes and one sign-in. ' +
      '400 when the ticket is unknown, used, expired, of another account or sent without its cookie; 401 for a wrong code, counted like a wrong password',
    body: twoStepRequestSchema,
    success: { 200: loginSuccessSchema },
    errors: [400, 401, 429],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    tags,
    summary: 'End this session on the server',
    success: { 200: successMessageSchema },
    errors: [401, 403],
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/login/forgot',
    tags,
    summary: 'Mail a password reset link; answers the same whether or not the address has an account, before looking it up',
    body: forgotPasswordRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 429],
  }),
  openMailedLink: endpoint({
    method: 'POST',
    path: '/api/login/reset/:token',
    tags,
    summary:
      'With {password, confirmation}: set a new password from a reset link (every session ends, a pending email change is cancelled, the API key is switched off). ' +
      'With no body, or {signupPassword}: verify the email (403 unless the Authorization header carries a session of the account, such as the one sign-up answered, or signupPassword is the password chosen at sign-up; every session then ends, and the answer carries a new one: authHeader and user), ' +
      'or move the account to the address the link was mailed to (403 unless sent with a session of that account; 409 when taken meanwhile)',
    params: tokenParamsSchema,
    body: z.union([resetPasswordRequestSchema, verifyEmailRequestSchema]).nullish(),
    success: { 200: mailedLinkResponseSchema },
    errors: [400, 401, 403, 409, 429],
  }),
  unlockAccount: endpoint({
    method: 'POST',
    path: '/api/login/unlock/:token',
    tags,
    summary: 'End the pause that wrong passwords put on sign-in, from the link mailed to the owner when it began (400 when unknown, used or expired)',
    params: tokenParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 429],
  }),
  createSessionLink: endpoint({
    method: 'POST',
    path: '/api/v2/account/session-link',
    tags,
    summary: 'A one-time code, good for two minutes, that opens the portal signed in: /?session=CODE (a session only, never an API key)',
    success: { 200: sessionLinkResponseSchema },
    errors: [401, 403],
  }),
  exchangeSessionLink: endpoint({
    method: 'POST',
    path: '/api/login/session-link',
    tags,
    summary: "Exchange a session link's one-time code for a new session (401 when it is unknown, used or expired)",
    body: sessionLinkRequestSchema,
    success: { 200: loginSuccessSchema },
    errors: [400, 401, 429],
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/v2/account/resend-verification-email',
    tags,
    summary: 'Mail a new verification link to an unverified account; answers alike for any address, before looking it up',
    body: resendVerificationRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 429],
  }),
};
