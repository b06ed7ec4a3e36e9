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

/** Alert under 15 %, warn under 25 %, otherwise normal. */
export function batteryLevel(percent: number): BatteryLevel {
  if (percent < 15) return 'alert';
  if (percent < 25) return 'warn';
  return 'normal';
}
