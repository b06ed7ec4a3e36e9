import { describe, expect, it } from 'vitest';
import { cardExpiringMail, receiptMail, type PaymentNotice } from './payment-mails.js';

const ctx = { productName: 'Lodestar', publicUrl: 'https://portal.test' };

const receipt = (language: PaymentNotice['language']): PaymentNotice => ({
  to: 'ada@example.com',
  name: 'Ada',
  language,
  amount: 1649,
  cardAmount: 1649,
  creditAmount: 0,
  currency: 'usd',
  description: 'Renewal: Monthly for Bike',
  invoiceNumber: 'INV-0001',
  nextAttempt: null,
  timeZone: null,
  retryEnd: null,
  invoiceId: 'in_1',
  discounts: [
    {
      amount: 800,
      terms: { percentOff: 20, amountOff: null, currency: null, duration: 'repeating', durationInMonths: 3 },
    },
  ],
});

describe('the payment mails', () => {
  it('keep the English receipt as it was', () => {
    const mail = receiptMail(ctx, receipt('en'));
    expect(mail.subject).toBe('Your Lodestar receipt: $16.49');
    expect(mail.text).toContain(
      'Thank you: we received $16.49 for Renewal: Monthly for Bike. It was charged to your card.\n' +
        'Your discount took $8.00 off this payment: 20 % off for 3 months.\n' +
        'Invoice INV-0001 is in your payment history, as a PDF too.',
    );
    expect(mail.text).toContain('You receive this because you pay for plans on Lodestar.');
  });

  it('write the receipt, its discount and its money in the payer’s language', () => {
    const mail = receiptMail(ctx, receipt('de'));
    expect(mail.subject).toBe('Dein Lodestar-Zahlungsbeleg: 16,49 $');
    expect(mail.text).toContain('Hallo Ada,');
    expect(mail.text).toContain('Dein Rabatt hat 8,00\u00a0$ von dieser Zahlung abgezogen: 20 % Rabatt für 3 Monate.');
    expect(mail.text).toContain('Du erhältst diese E-Mail, weil du Tarife bei Lodestar bezahlst.');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('write an Arabic card expiry right to left', () => {
    const card = { to: 'ada@example.com', name: 'Ada', language: 'ar' as const, brand: 'visa', last4: '4242' };
    const mail = cardExpiringMail(ctx, { ...card, expMonth: 4, expYear: 2029 });
    expect(mail.subject).toBe('تنتهي صلاحية بطاقتك المنتهية بـ 4242 في نهاية 04/2029');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
