import type { AlertType, LocationRecord } from '@lodestar/contract';

/**
 * An alert as it is told: what, and where and when the device was: the alert's position, or for a silent device its
 * newest position and when that was fixed (no position when it never sent one).
 */
export type AlertFact = Pick<
  LocationRecord,
  'deviceUUID' | 'timeCreated' | 'address' | 'battery_percentage' | 'modem_temperature_c'
> & {
  alert: AlertType;
  latitude: number | null;
  longitude: number | null;
};
