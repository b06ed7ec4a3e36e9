import { defaultDeviceSettings, readingText } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import type { AlertFact } from './alert-fact.js';
import { alertReading, type AlertLevels } from './alert-reading.js';

const levels: AlertLevels = {
  temperature: { ...defaultDeviceSettings.temperature, level: 86, unit: 'f', condition: 'greaterOrEqual' },
  lowBattery: { ...defaultDeviceSettings.lowBattery, level: 15 },
  silentAlert: { enable: true, hours: 24 },
};
const fact = (alert: AlertFact['alert'], more: Partial<AlertFact> = {}): AlertFact => ({
  alert,
  deviceUUID: 'SN-1',
  latitude: 1,
  longitude: 2,
  timeCreated: '2026-12-01T00:00:00Z',
  address: '',
  battery_percentage: 12,
  modem_temperature_c: 31,
  ...more,
});
const now = new Date('2026-12-02T02:00:00Z');

describe('alertReading', () => {
  it('sets a temperature in the unit of the settings beside their level', () => {
    const reading = alertReading(fact('temperature'), levels, now)!;
    expect(reading).toMatchObject({ measure: 'temperature', threshold: 86, unit: 'f', condition: 'greaterOrEqual' });
    expect(readingText(reading)).toBe('87.8 °F (alert at or above 86 °F)');
  });

  it('sets a low battery beside its level, and a silent device by its hours without a report', () => {
    expect(readingText(alertReading(fact('lowBattery'), levels, now)!)).toBe('12% (alert at or below 15%)');
    expect(readingText(alertReading(fact('silent'), levels, now)!)).toBe('No report for 26 h (alert after 24 h)');
  });

  it('has nothing to say of the alerts that measure nothing, or of a report without the measure', () => {
    for (const alert of ['sos', 'motion', 'water', 'geofenceExit', 'geofenceEntry'] as const)
      expect(alertReading(fact(alert), levels, now)).toBeNull();
    expect(alertReading(fact('temperature', { modem_temperature_c: null }), levels, now)).toBeNull();
    expect(alertReading(fact('lowBattery', { battery_percentage: null }), levels, now)).toBeNull();
  });
});
