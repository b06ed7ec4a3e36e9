import { batteryPercentFromVoltage, type Device } from '@lodestar/contract';

/** The reported percent, else the one the modem voltage gives; null when neither is known (a voltage of 0). */
export function batteryPercentOf(device: Pick<Device, 'battery_percentage' | 'modem_voltage'>): number | null {
  if (device.battery_percentage !== null) return device.battery_percentage;
  return device.modem_voltage > 0 ? batteryPercentFromVoltage(device.modem_voltage) : null;
}
