import { z } from 'zod';
import { successMessageSchema } from './common.js';
import { deviceRefSchema } from './devices.js';
import { endpoint } from './endpoint.js';

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

/** Orders dotted versions by their numbers (2.10.0 after 2.9.1); negative when `a` is older than `b`. */
export function compareFirmwareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const firmwareParamsSchema = z.object({ deviceUUID: deviceRefSchema });

/** A device's firmware: what it runs, what is out, and an update queued for it. */
export const firmwareEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/firmwares/update/:deviceUUID',
    tags: ['Firmware'],
    summary: "The device's installed and latest firmware, and an update waiting for it",
    params: firmwareParamsSchema,
    success: { 200: firmwareStatusResponseSchema },
    errors: [400, 401, 404],
  }),
  requestUpdate: endpoint({
    method: 'POST',
    path: '/api/firmwares/update/:deviceUUID',
    tags: ['Firmware'],
    summary: 'Queue a firmware update for the device (Owner or SuperOwner)',
    params: firmwareParamsSchema,
    body: firmwareUpdateRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  cancelUpdate: endpoint({
    method: 'DELETE',
    path: '/api/firmwares/update/:deviceUUID',
    tags: ['Firmware'],
    summary: 'Withdraw a queued firmware update the device has not received yet (Owner or SuperOwner; 409 once it has)',
    params: firmwareParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
