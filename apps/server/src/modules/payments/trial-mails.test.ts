import { describe, expect, it } from 'vitest';
import { trialEndingMail, trialStartedMail, type TrialNotice } from './trial-mails.js';

const ctx = { productName: 'Lodestar', publicUrl: 'https://portal.test' };

const trial = (language: TrialNotice['language']): TrialNotice => ({
  to: 'ada@example.com',
  name: 'Ada',
  language,
  timeZone: null,
  planName: 'Monthly',
  deviceName: 'Bike',
  deviceUUID: 'SN-1',
  trialEnd: Date.UTC(2027, 5, 20, 12) / 1000,
  amount: 1649,
  credit: 0,
  currency: 'eur',
  card: { brand: 'visa', last4: '4242' },
  discounts: [],
  freeCancelUntil: null,
});

describe('the trial mails', () => {
  it('keep the English mail as it was', () => {
    const mail = trialStartedMail(ctx, trial('en'));
    expect(mail.subject).toBe('Your free trial has started: Monthly for Bike');
    expect(mail.text).toContain(
      'When it ends, €16.49 (tax included) will be charged to your Visa card ending in 4242, and the plan renews until you cancel it.',
    );
  });

  it('name the plan and write the first payment in the payer’s language', () => {
    const mail = trialStartedMail(ctx, trial('es'));
    expect(mail.subject).toBe('Tu prueba gratuita ha empezado: Mensual para Bike');
    expect(mail.text).toContain(
      'Cuando termine, se cobrarán 16,49\u00a0€ (impuestos incluidos) a tu tarjeta Visa terminada en 4242 y el plan se renovará hasta que lo canceles.',
    );
  });

  it('write an Arabic trial mail right to left', () => {
    const mail = trialEndingMail(ctx, trial('ar'));
    expect(mail.subject).toMatch(/^تنتهي فترتك التجريبية المجانية في /);
    expect(mail.text).toContain('شهري للجهاز Bike');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
