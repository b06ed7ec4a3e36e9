import { z } from 'zod';

export const deviceTypes = ['shield_gps', 'shield_card', 'smart_lock'] as const;
export const deviceTypeSchema = z.enum(deviceTypes);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** The side menu's device-type filters (spec part 1 §2.6); `all` shows every type. */
export const deviceTypeFilters = [
  { value: 'smart_lock', label: 'Portable Smart Lock' },
  { value: 'shield_gps', label: 'GPS' },
  { value: 'shield_card', label: 'Card' },
  { value: 'all', label: 'All Devices' },
] as const;
export type DeviceTypeFilter = (typeof deviceTypeFilters)[number]['value'];
export const DEFAULT_DEVICE_TYPE_FILTER: DeviceTypeFilter = 'shield_gps';

/** The fields of a device that the device list shows; the devices issue widens this to every §3 field. */
export const deviceSummarySchema = z.object({
  _id: z.string(),
  deviceUUID: z.string(),
  name: z.string(),
  deviceType: deviceTypeSchema,
  userId: z.string(),
  color: z.string().nullable(),
  lastSeenTime: z.string().nullable(),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;

export const findDevicesQuerySchema = z.strictObject({
  type: z.enum([...deviceTypes, 'all']).optional(),
  name: z.string().trim().max(100).optional(),
  filter: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  perPage: z.coerce.number().int().min(1).max(999).default(6),
});
export type FindDevicesQuery = z.input<typeof findDevicesQuerySchema>;

export const findDevicesResponseSchema = z.array(deviceSummarySchema);
