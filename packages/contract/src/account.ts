import { z } from 'zod';
import { emailSchema, paginationSchema, requiredString, successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { countrySchema, currencySchema } from './countries.js';
import { nameSchema, PASSWORD_MISMATCH, tokenParamsSchema } from './auth.js';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './password.js';
import { profilePictureSchema, refuseBrokenPicture } from './picture.js';
import { isTimeZoneOption } from './time-zones.js';
import { messages } from './messages.js';
import { currentUserResponseSchema, twoFactorSettingSchema, userSchema } from './user.js';

/** Texts of the account area: the product's fixed wording, exactly as written, then our own. */
export const accountMessages = {
  updatedSuccessfully: messages.updatedSuccessfully,
  generatedSuccessfully: 'Generated successfully',
  unlinkedSuccessfully: 'Unlinked successfully',
  removedSuccessfully: messages.removedSuccessfully,
  savedSuccessfully: messages.savedSuccessfully,
  passwordChanged: messages.passwordChanged,
  newEmailVerificationSent: 'Verification link has been sent to new email, please verify.',
  unableToSetPassword: (message: string) => `Unable to set new password: ${message}`,
  enterAuthenticationCode: 'Please enter authentication code',
  invalidVerificationToken: 'Invalid verification token',
  selectCountry: 'Please select country',
  confirmRemoveApiKey: 'Please confirm you want to remove the API key.',
  confirmUnlinkTwoFactor: 'Please confirm you want to unlink authentication device',
  tryAgain: messages.tryAgainFallback,
  passwordConfirmationRule: 'Password and confirmation must match',
  // Our own wording.
  oldPasswordIncorrect: 'The old password is incorrect.',
  currentPasswordIncorrect: 'The password is incorrect.',
  confirmWithPassword: 'Enter your password to confirm.',
  emailChangeCancelled: 'The email address change is cancelled. Your address stays as it was.',
  emailChangeUndone:
    'Your email address is back to what it was. Every session has ended: reset your password before you sign in again.',
  samePassword: 'The new password must differ from the old one.',
  sameEmail: 'This is already your email address.',
  emailChanged: 'Your email address is changed. Please sign in with the new address.',
  twoFactorAlreadyOn: 'Two-step sign-in is already on. Unlink it first to enrol another authenticator.',
  twoFactorNotStarted: 'Start adding two-step sign-in first.',
  twoFactorNotOn: 'Two-step sign-in is not on.',
  currencyFollowsCountry: (currency: string) => `The currency follows the country: ${currency.toUpperCase()}.`,
  apiKeyEnterpriseOnly: 'API keys are for enterprise accounts.',
  apiKeyNotGenerated: 'No API key has been generated.',
  sessionOnly: 'This call needs a signed-in session; an API key cannot make it.',
  countryNotDetected: 'Your country could not be detected from your address.',
  cannotDeleteSelf: 'You cannot delete your own account here.',
  userNotFound: 'User not found',
} as const;

/** Splits a full name at its first space. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

export const timeZoneSchema = requiredString()
  .refine(isTimeZoneOption, 'Time zone is not one of the offered time zones.');

/**
 * PUT /api/v2/users/me: the changed profile fields. `name` is the full name; a client may send `firstName` and
 * `lastName` instead. `currency` may be sent but always follows the country: the server, which knows the
 * current country, refuses one that disagrees.
 */
export const updateUserRequestSchema = z
  .strictObject({
    name: nameSchema.optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    country: countrySchema.optional(),
    currency: currencySchema.optional(),
    timezone: timeZoneSchema.optional(),
    profilePicture: profilePictureSchema.optional(),
    twoFactorSetting: twoFactorSettingSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update.')
  .refine((body) => body.name === undefined || (body.firstName === undefined && body.lastName === undefined), {
    message: 'Send either name or firstName and lastName.',
    path: ['name'],
  })
  .refine((body) => body.firstName === undefined || body.firstName.length > 0, {
    message: 'Field is required.',
    path: ['firstName'],
  })
  .superRefine(...refuseBrokenPicture('profilePicture'));
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const updatedUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updatedUser: userSchema,
});
export type UpdatedUserResponse = z.infer<typeof updatedUserResponseSchema>;

/** PUT /api/v2/account/password: the old password, the new one under the password rules, and its confirmation. */
export const changePasswordRequestSchema = z
  .strictObject({
    oldPassword: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
    password: newPasswordSchema,
    confirmation: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.password === body.confirmation, { message: PASSWORD_MISMATCH, path: ['confirmation'] });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

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
const identityProof = {
  password: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
  code: twoFactorCodeSchema.optional(),
};
export type IdentityProof = { password: string; code?: string };

/** PUT /api/v2/account/email: the new address is verified by mail before it replaces the old one. */
export const changeEmailRequestSchema = z.strictObject({ email: emailSchema, ...identityProof });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

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

/** GET /api/v2/users (admin): page 0 or 1 is the first page (defaults: page 0, perPage 10). */
export const usersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  filter: z.string().trim().max(100).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** A user as the admin search lists them: everything but the profile picture (up to 400 kB each). */
export const userSummarySchema = userSchema.omit({ profilePicture: true });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const usersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(userSummarySchema),
  pagination: paginationSchema,
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** A user id; one that is not a user's (or not a UUID at all) answers 404. */
export const userIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The signed-in user's own account: profile, email and password. */
export const accountEndpoints = {
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/v2/users/me',
    tags: ['Account'],
    summary: 'Update the profile: name (or firstName and lastName), country (the currency follows), time zone, picture, two-step setting',
    body: updateUserRequestSchema,
    success: { 200: updatedUserResponseSchema },
    errors: [400, 401, 403],
  }),
  changeEmail: endpoint({
    method: 'PUT',
    path: '/api/v2/account/email',
    tags: ['Account'],
    summary:
      'Change the email, with the password (and the code while two-step is on): the new address is mailed a link that completes the change, the old one a notice with a link that cancels or reverses it for 48 hours',
    body: changeEmailRequestSchema,
    success: { 200: updatedUserResponseSchema },
    errors: [400, 401, 403, 409, 429],
  }),
  cancelEmailChange: endpoint({
    method: 'POST',
    path: '/api/v2/account/email/cancel/:token',
    tags: ['Account'],
    summary:
      "The old address's link: cancel a pending email change, or move the account back to the old address (every session ends; 409 when another account has it by now)",
    params: tokenParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 409, 429],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/v2/account/password',
    tags: ['Account'],
    summary:
      'Change the password; every other session ends, remembered browsers are forgotten, a pending email change is cancelled and the API key is switched off (its sockets close; the owner may switch it on again). Wrong old passwords count like failed sign-ins and pause sign-in',
    body: changePasswordRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 429],
  }),
};

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

/** The signed-in user, and the administrators' list of users. */
export const usersEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    tags: ['Users'],
    summary: 'The signed-in user',
    success: { 200: currentUserResponseSchema },
    errors: [401],
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/v2/users',
    tags: ['Users'],
    summary: 'Search the users by email or name, by email, paged; page 0 and 1 are the first (admin, superAdmin)',
    query: usersQuerySchema,
    success: { 200: usersResponseSchema },
    errors: [400, 401, 403],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    tags: ['Users'],
    summary: "Delete another user's account: their sessions end and their devices become unclaimed (superAdmin)",
    params: userIdParamsSchema,
    success: { 200: successMessageSchema },
    errors: [401, 403, 404, 409],
  }),
};
