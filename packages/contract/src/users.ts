import { z } from 'zod';
import { languageSchema } from './languages.js';
import { roleSchema } from './roles.js';
import { currencySchema } from './countries.js';
import { paginationSchema, successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { twoFactorSettingSchema } from './two-factor.js';
import { transferCandidateSchema } from './transfer-candidate.js';
import { historyRetentionDaysSchema } from './history-retention.js';

/**
 * The User entity as the API answers it, with the reference service's fields and types (clients parse it strictly:
 * no field missing, none null where the reference has a value). Secrets never appear here.
 */
export const userSchema = z.object({
  _id: z.string(),
  /** The name the account signs in with: its email address. */
  username: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  timeCreated: z.string(),
  /** ISO 3166 alpha-2 code; empty until the user has one. */
  country: z.string(),
  currency: currencySchema,
  /** An IANA time zone; empty until the user picks one. */
  timezone: z.string(),
  /** The portal language the user chose; null until they choose one, when the browser's is used. */
  language: languageSchema.nullable(),
  /** Accounts are deleted for good here, so an account that answers is never deleted. */
  deleted: z.boolean(),
  /** Until when sign-in is paused after wrong passwords (ISO time), else null. */
  blockedUntil: z.string().nullable(),
  /** Whether the user is a member of another person's account (an account share they accepted). */
  isSharedAccountAccepted: z.boolean(),
  failedLoginAttempts: z.number().int(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  twoFactorSetting: twoFactorSettingSchema,
  is2FAVerified: z.boolean(),
  profilePicture: z.string(),
  updateToEmail: z.string(),
  keyGenerated: z.boolean(),
  keyActive: z.boolean(),
  cellScanLimit: z.number().int(),
  OneTimeDeviceFee: z.number(),
  hidePaymentTabs: z.boolean(),
  /** Days the account keeps its location history; null: the installation's default. Lodestar's own field. */
  historyRetentionDays: historyRetentionDaysSchema,
});
export type User = z.infer<typeof userSchema>;

export const DEFAULT_CELL_SCAN_LIMIT = 150;
export const DEFAULT_ONE_TIME_DEVICE_FEE = 0;

/** GET /api/users/me: the user's fields at the top level, as the reference answers, and again under `userDetails`. */
export const currentUserResponseSchema = userSchema.extend({
  success: z.literal(true),
  userDetails: userSchema,
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** GET /api/v2/users (admin): page 0 or 1 is the first page (defaults: page 0, perPage 10). */
export const usersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  filter: z.string().trim().max(100).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/**
 * A user as the admin search lists them: everything but the profile picture (up to 400 kB each) and the account
 * membership, which the list does not show.
 */
export const userSummarySchema = userSchema.omit({ profilePicture: true, isSharedAccountAccepted: true });
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A user in the administrators' list: the summary, how many devices the account holds, and its last sign-in. */
export const listedUserSchema = userSummarySchema.extend({
  deviceCount: z.number().int(),
  lastSignInAt: z.string().nullable(),
});
export type ListedUser = z.infer<typeof listedUserSchema>;

/**
 * GET /api/v2/users: administrators get the full listing; a k9 or dealership user gets only what a transfer needs of
 * the accounts they may find (decision 0030).
 */
export const usersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.union([listedUserSchema, transferCandidateSchema])),
  pagination: paginationSchema,
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** Whether a found user comes with the administrators' listing. */
export const isListedUser = (user: UsersResponse['data'][number]): user is ListedUser => 'deviceCount' in user;

/** A user id; one that is not a user's (or not a UUID at all) answers 404. */
export const userIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

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
    summary:
      'Search the users by email or name, by email, paged; page 0 and 1 are the first (admin, superAdmin; k9 and dealership users find the accounts they created, and one account by its exact email)',
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

