import type { DeviceType } from './devices.js';

// Apart from the device schemas, which every module importing a value from devices.ts brings along: the web app's
// store reads the default filter at start, on the sign-in page too.

export const deviceTypeLabels: Record<DeviceType, string> = {
  smart_lock: 'Portable Smart Lock',
  shield_gps: 'GPS',
  shield_card: 'Card',
};

/** The side menu's device-type filters; `all` shows every type. */
export const deviceTypeFilters = [
  { value: 'smart_lock', label: deviceTypeLabels.smart_lock },
  { value: 'shield_gps', label: deviceTypeLabels.shield_gps },
  { value: 'shield_card', label: deviceTypeLabels.shield_card },
  { value: 'all', label: 'All Devices' },
] as const;
export type DeviceTypeFilter = (typeof deviceTypeFilters)[number]['value'];
export const DEFAULT_DEVICE_TYPE_FILTER: DeviceTypeFilter = 'shield_gps';
