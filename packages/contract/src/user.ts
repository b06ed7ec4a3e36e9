import { z } from 'zod';
import { roleSchema } from './roles.js';
import { currencySchema } from './countries.js';

/** The User entity as the API answers it (spec part 1 §3, part 2 §3). Secrets never appear here. */
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
  /** When the second step is asked: 1 on a new browser or device, 2 every time (part 2 §2.2). */
  twoFactorSetting: z.union([z.literal(1), z.literal(2)]),
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
