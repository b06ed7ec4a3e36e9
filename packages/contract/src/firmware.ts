import { z } from 'zod';

const firmwareReleaseSchema = z.object({ version: z.string(), releasedAt: z.string(), notes: z.string() });
export type FirmwareRelease = z.infer<typeof firmwareReleaseSchema>;

/** GET /api/firmwares/update/{deviceUUID}: the installed and latest firmware, and an update waiting for the device. */
export const firmwareStatusResponseSchema = z.object({
  success: z.literal(true),
  current: z.string().nullable(),
  latest: firmwareReleaseSchema.nullable(),
  updateAvailable: z.boolean(),
  pending: z.object({ version: z.string(), requestedAt: z.string() }).nullable(),
});
export type FirmwareStatus = z.infer<typeof firmwareStatusResponseSchema>;

export const firmwareUpdateRequestSchema = z.strictObject({
  firmware: z.string().trim().min(1, 'Field is required.').max(40),
});
