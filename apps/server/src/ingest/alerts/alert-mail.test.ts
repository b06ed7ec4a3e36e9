import { describe, expect, it } from 'vitest';
import { alertMail } from './alert-mail.js';

const ctx = { productName: 'Lodestar', publicUrl: 'https://portal.test' };
const device = { deviceName: 'Bike', deviceUUID: 'SN-1' };
const alert = {
  alert: 'temperature' as const,
  deviceUUID: 'SN-1',
  latitude: null,
  longitude: null,
  timeCreated: '2026-11-28T09:59:00Z',
  address: '',
  battery_percentage: 40,
  modem_temperature_c: 21,
};
const reading = {
  measure: 'temperature',
  value: 31.24,
  threshold: 30,
  condition: 'greaterOrEqual',
  unit: 'c',
} as const;
const to = (language: 'en' | 'de' | 'ar') => ({ email: 'x@example.com', timezone: null, language });

describe('the alert mail', () => {
  it('keeps the English mail as it was', () => {
    const mail = alertMail(ctx, to('en'), device, alert, reading);
    expect(mail.subject).toBe('Lodestar: Temperature alert from Bike');
    expect(mail.text).toContain(
      'Bike reached its temperature threshold.\nWhen: 28/11/2026 9:59 AM (GMT+00:00)\nWhere: no position yet\nReading: 31.2 °C (alert at or above 30 °C)',
    );
  });

  it('tells the alert in the recipient’s language', () => {
    const mail = alertMail(ctx, to('de'), device, alert, reading);
    expect(mail.subject).toBe('Lodestar: Alarm „Temperatur“ von Bike');
    expect(mail.text).toContain('Bike hat den Temperatur-Schwellenwert erreicht.');
    expect(mail.text).toContain('Messwert: 31,2 °C (Alarm ab 30 °C)');
    expect(mail.text).toContain('Wo: noch keine Position');
  });

  it('is written right to left in Arabic', () => {
    const mail = alertMail(ctx, to('ar'), device, { ...alert, alert: 'sos' }, null);
    expect(mail.subject).toBe('Lodestar: تنبيه «SOS» من Bike');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
