/** Battery percent from modem voltage: 4200 mV is 100 %, 3270 mV is 0 %, in 21 steps. */
const FULL_MV = 4200;
const EMPTY_MV = 3270;
const STEPS = 21;

export const batteryVoltageTable: readonly { millivolts: number; percent: number }[] = Array.from({ length: STEPS }, (_, i) => ({
  millivolts: FULL_MV - ((FULL_MV - EMPTY_MV) * i) / (STEPS - 1),
  percent: 100 - (100 * i) / (STEPS - 1),
}));

/** The percent of the table entry nearest to the voltage; voltages beyond either end clamp to it. */
export function batteryPercentFromVoltage(millivolts: number): number {
  let nearest = batteryVoltageTable[0]!;
  for (const entry of batteryVoltageTable) {
    if (Math.abs(entry.millivolts - millivolts) < Math.abs(nearest.millivolts - millivolts)) nearest = entry;
  }
  return nearest.percent;
}

export type BatteryLevel = 'alert' | 'warn' | 'normal';

/** Percentage points above the device's low-battery level where its battery is a warning. */
const WARNING_MARGIN = 10;

/**
 * Alert at or below the device's own low-battery level (its `lowBattery.level`, where its low-battery alert is told),
 * warn up to 10 points above it, otherwise normal.
 */
export function batteryLevel(percent: number, lowBatteryLevel: number): BatteryLevel {
  if (percent <= lowBatteryLevel) return 'alert';
  if (percent <= lowBatteryLevel + WARNING_MARGIN) return 'warn';
  return 'normal';
}
