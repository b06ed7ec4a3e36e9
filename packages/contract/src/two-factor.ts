import { z } from 'zod';
import { accountMessages } from './account-messages.js';
import { requiredString, successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { PASSWORD_MAX_LENGTH } from './password.js';

/** When the second step is asked: 1 on a new browser or device (the default), 2 every time. */
export const twoFactorSettings = { newBrowser: 1, everyTime: 2 } as const;
export const twoFactorSettingSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'The sign-in setting is 1 (a new browser or device) or 2 (every time).',
});
export type TwoFactorSetting = z.infer<typeof twoFactorSettingSchema>;

/** POST /api/v2/account/2fa/init: a new TOTP secret, as text (`twoFactorToken`), as an otpauth:// address and as a QR image. */
export const twoFactorInitResponseSchema = z.object({
  success: z.literal(true),
  twoFactorToken: z.string(),
  otpauthUrl: z.string(),
  /** A data:image/png;base64 address of the QR code of `otpauthUrl`. */
  qrCode: z.string(),
});
export type TwoFactorInitResponse = z.infer<typeof twoFactorInitResponseSchema>;

/** The authenticator's 6-digit code, in the path of POST /api/v2/account/2fa/verify/{token}. */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, accountMessages.enterAuthenticationCode)
  .regex(/^\d{6}$/, accountMessages.invalidVerificationToken);
export const twoFactorVerifyParamsSchema = z.object({ token: twoFactorCodeSchema });

/**
 * What the account's sensitive changes ask besides a session, so that a leaked session alone cannot keep the
 * account: the current password, and the authenticator's code while two-step sign-in is on.
 */
export const identityProof = {
  password: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
  code: twoFactorCodeSchema.optional(),
};
export type IdentityProof = { password: string; code?: string };

/** DELETE /api/v2/account/2fa: unlinking the authenticator. */
export const unlinkTwoFactorRequestSchema = z.strictObject({ ...identityProof, code: twoFactorCodeSchema });
export type UnlinkTwoFactorRequest = z.input<typeof unlinkTwoFactorRequestSchema>;

export const RECOVERY_CODE_COUNT = 10;
/** A one-time recovery code, accepted at sign-in in place of the authenticator's code. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** Enrolment done: the recovery codes, shown this once (only their hashes are kept). */
export const twoFactorVerifyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorVerifyResponse = z.infer<typeof twoFactorVerifyResponseSchema>;

/** POST /api/v2/account/2fa/recovery-codes: the password and a current authenticator code replace every recovery code. */
export const recoveryCodesRequestSchema = z.strictObject({ ...identityProof, code: twoFactorCodeSchema });
export type RecoveryCodesRequest = z.input<typeof recoveryCodesRequestSchema>;

/** Two-step sign-in: adding the authenticator, removing it, and the recovery codes. */
export const twoFactorEndpoints = {
  init: endpoint({
    method: 'POST',
    path: '/api/v2/account/2fa/init',
    tags: ['Two-step sign-in'],
    summary: 'Start adding two-step sign-in: a new secret as text, otpauth:// address and QR image',
    success: { 200: twoFactorInitResponseSchema },
    errors: [401, 403, 409],
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/v2/account/2fa/verify/:token',
    tags: ['Two-step sign-in'],
    summary: 'Turn two-step sign-in on with a code of the new secret; answers the recovery codes, shown this once',
    params: twoFactorVerifyParamsSchema,
    success: { 200: twoFactorVerifyResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/api/v2/account/2fa',
    tags: ['Two-step sign-in'],
    summary: 'Unlink the authenticator, with the password and a current code: the secret, recovery codes and remembered browsers go',
    body: unlinkTwoFactorRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 429],
  }),
  renewRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/v2/account/2fa/recovery-codes',
    tags: ['Two-step sign-in'],
    summary: 'Replace every recovery code; needs the password and a current authenticator code',
    body: recoveryCodesRequestSchema,
    success: { 200: twoFactorVerifyResponseSchema },
    errors: [400, 401, 403, 429],
  }),
};

