import { z } from 'zod';
import { deviceSchema } from './devices.js';
import { sharePrivilegeSchema } from './privileges.js';

/** The Share entity (spec part 1 §3) as the API answers it; the master key is never sent back. */
export const shareSchema = z.object({
  _id: z.string(),
  userId: z.string().nullable(),
  deviceUUID: z.string(),
  isOwnerFlag: z.union([z.literal(0), z.literal(1)]),
  accessRightsFlag: sharePrivilegeSchema,
  securityLevel: z.union([z.literal(0), z.literal(1)]),
  sharedUserWithEmail: z.string(),
  sharerName: z.string(),
  isAcceptedFlag: z.union([z.literal(0), z.literal(1)]),
  startDate: z.string(),
  expiryDate: z.string().nullable(),
  message: z.string(),
  user: z.object({ name: z.string(), profilePicture: z.string() }).nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/**
 * GET /api/devices/{id}: the device (as a one-entry list, the spec's "device list") and its shares. Owner and
 * SuperOwner see every share of the device; other users see only their own.
 */
export const getDeviceResponseSchema = z.object({
  success: z.literal(true),
  device: z.array(deviceSchema),
  sharedDevices: z.array(shareSchema),
});
export type GetDeviceResponse = z.infer<typeof getDeviceResponseSchema>;
