import { celsiusToFahrenheit, type NotificationReading } from '@lodestar/contract';
import type { DeviceRow } from '../../db/schema/index.js';
import type { AlertFact } from './alert-fact.js';

/** The levels a device's alerts are raised at, as its settings say. */
export type AlertLevels = Pick<DeviceRow, 'temperature' | 'lowBattery' | 'silentAlert'>;

const HOUR_MS = 3_600_000;

/**
 * What an alert measured against its level, for the alerts that measure something: the temperature (in the unit the
 * settings use), the battery's charge, the hours since the last report of a silent device (at `now`). Null for the
 * others, and when the report did not carry the measure.
 */
export function alertReading(fact: AlertFact, levels: AlertLevels, now: Date): NotificationReading | null {
  switch (fact.alert) {
    case 'temperature': {
      const celsius = fact.modem_temperature_c;
      if (celsius === null) return null;
      const { unit, level, condition } = levels.temperature;
      const value = unit === 'f' ? celsiusToFahrenheit(celsius) : celsius;
      return { measure: 'temperature', value, threshold: level, condition, unit };
    }
    case 'lowBattery':
      if (fact.battery_percentage === null) return null;
      return {
        measure: 'battery',
        value: fact.battery_percentage,
        threshold: levels.lowBattery.level,
        condition: 'lessOrEqual',
        unit: '%',
      };
    case 'silent':
      return {
        measure: 'silence',
        value: (now.getTime() - Date.parse(fact.timeCreated)) / HOUR_MS,
        threshold: levels.silentAlert.hours,
        condition: 'greaterOrEqual',
        unit: 'h',
      };
    default:
      return null;
  }
}
