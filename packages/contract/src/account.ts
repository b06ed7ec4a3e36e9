import { z } from 'zod';
import { languageSchema } from './languages.js';
import { emailSchema, requiredString, successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { countrySchema, currencySchema } from './countries.js';
import { nameSchema, PASSWORD_MISMATCH, tokenParamsSchema } from './auth.js';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './password.js';
import { profilePictureSchema, refuseBrokenPicture } from './picture.js';
import { timeZoneSchema } from './time-zones.js';
import { historyRetentionDaysSchema } from './history-retention.js';
import { identityProof, twoFactorSettingSchema } from './two-factor.js';
import { sharePrivilegeSchema } from './privileges.js';
import { userSchema } from './users.js';

/** Splits a full name at its first space. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/**
 * PUT /api/v2/users/me: the changed profile fields. `name` is the full name; a client may send `firstName` and
 * `lastName` instead. `currency` may be sent but always follows the country: the server, which knows the
 * current country, refuses one that disagrees. `historyRetentionDays` null goes back to the installation's default.
 */
export const updateUserRequestSchema = z
  .strictObject({
    name: nameSchema.optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    country: countrySchema.optional(),
    currency: currencySchema.optional(),
    timezone: timeZoneSchema.optional(),
    /** null goes back to following the browser's language. */
    language: languageSchema.nullable().optional(),
    profilePicture: profilePictureSchema.optional(),
    twoFactorSetting: twoFactorSettingSchema.optional(),
    historyRetentionDays: historyRetentionDaysSchema.optional(),
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
    old: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
    new: newPasswordSchema,
    confirmation: requiredString().min(1, 'Field is required.').max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.new === body.confirmation, { message: PASSWORD_MISMATCH, path: ['confirmation'] });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** How far back a password change lists the device shares the account made. */
export const RECENT_SHARES_DAYS = 7;
/** The account page's list of them, where the password-changed mail's link lands. */
export const RECENT_SHARES_ANCHOR = 'recent-shares';
/** A device share the account made lately, as a password change lists it (to revoke one a thief made). */
export const recentShareSchema = z.object({
  _id: z.string(),
  deviceName: z.string(),
  sharedUserWithEmail: z.string(),
  accessRightsFlag: sharePrivilegeSchema,
  startDate: z.string(),
});
export type RecentShare = z.infer<typeof recentShareSchema>;
export const changePasswordResponseSchema = successMessageSchema.extend({ recentShares: z.array(recentShareSchema) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
/** GET /api/v2/account/recent-shares: the same list, for the page the password-changed mail's link opens. */
export const recentSharesResponseSchema = z.object({ success: z.literal(true), recentShares: z.array(recentShareSchema) });
export type RecentSharesResponse = z.infer<typeof recentSharesResponseSchema>;

/** PUT /api/v2/account/email: the new address is verified by mail before it replaces the old one. */
export const changeEmailRequestSchema = z.strictObject({ email: emailSchema, ...identityProof });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** The signed-in user's own account: profile, email and password. */
export const accountEndpoints = {
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/v2/users/me',
    tags: ['Account'],
    summary: 'Update the profile: name (or firstName and lastName), country (the currency follows), time zone, picture, two-step setting, how long location history is kept',
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
      'Change the password; every other session ends, remembered browsers are forgotten, a pending email change is cancelled and the API key is switched off (its sockets close; the owner may switch it on again). Wrong old passwords count like failed sign-ins and pause sign-in. Answers (and mails) the device shares the account made in the last 7 days, to revoke any it did not mean',
    body: changePasswordRequestSchema,
    success: { 200: changePasswordResponseSchema },
    errors: [400, 401, 403, 429],
  }),
  recentShares: endpoint({
    method: 'GET',
    path: '/api/v2/account/recent-shares',
    tags: ['Account'],
    summary:
      'The device shares the account made in the last 7 days, newest first, as a password change lists them: where the password-changed mail leads, to revoke any share it did not mean',
    success: { 200: recentSharesResponseSchema },
    errors: [401],
  }),
};

