import { celsiusToFahrenheit, type TemperatureUnit } from '@lodestar/contract';

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The alert level in another unit (F = C × 9/5 + 32), to a tenth of a degree. */
export function convertLevel(level: number, from: TemperatureUnit, to: TemperatureUnit): number {
  if (from === to) return level;
  return to === 'f' ? celsiusToFahrenheit(level) : tenths(((level - 32) * 5) / 9);
}

export const unitSymbols: Record<TemperatureUnit, string> = { c: '°C', f: '°F' };
