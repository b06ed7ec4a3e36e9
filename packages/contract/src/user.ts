import { z } from 'zod';
import { roleSchema } from './roles.js';
import { currencySchema } from './countries.js';

/** When the second step is asked: 1 on a new browser or device (the default), 2 every time. */
export const twoFactorSettings = { newBrowser: 1, everyTime: 2 } as const;
export const twoFactorSettingSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'The sign-in setting is 1 (a new browser or device) or 2 (every time).',
});
export type TwoFactorSetting = z.infer<typeof twoFactorSettingSchema>;

/** The User entity as the API answers it. Secrets never appear here. */
export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  timeCreated: z.string(),
  country: z.string().nullable(),
  currency: currencySchema,
  timezone: z.string().nullable(),
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
});
export type User = z.infer<typeof userSchema>;

export const DEFAULT_CELL_SCAN_LIMIT = 150;
export const DEFAULT_ONE_TIME_DEVICE_FEE = 0;

export const currentUserResponseSchema = z.object({
  success: z.literal(true),
  userDetails: userSchema,
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
