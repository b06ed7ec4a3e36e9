import { describe, expect, it } from 'vitest';
import { notificationEmailConfirmationMail } from './notification-email-mail.js';

const ctx = { productName: 'Lodestar', publicUrl: 'https://portal.test' };

describe('the notification address confirmation mail', () => {
  it('asks in the language it is given', () => {
    const mail = notificationEmailConfirmationMail(ctx, { to: 'x@example.com', language: 'de' }, 'SN-1', 'tok');
    expect(mail.subject).toBe('Lodestar: Gerätealarme bestätigen');
    expect(mail.text).toContain('Bis du bestätigst, wird kein Alarm an sie gesendet.');
    expect(mail.text).toContain('Alarme bestätigen: https://portal.test/login?confirmAlerts=tok');
  });

  it('is written right to left in Arabic', () => {
    const mail = notificationEmailConfirmationMail(ctx, { to: 'x@example.com', language: 'ar' }, 'SN-1', 'tok');
    expect(mail.subject).toBe('Lodestar: تأكيد تنبيهات الجهاز');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});
