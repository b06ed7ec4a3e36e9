import { describe, expect, it } from 'vitest';
import { deviceHandedOverMail, deviceReceivedMail, receiverWelcomeMail, type Party } from './transfer-mails.js';
import { transferUndoneMail } from './transfer-undone-mail.js';

const ctx = { productName: 'Lodestar', publicUrl: 'https://portal.test' };

const party = (name: string, language: Party['language']): Party => ({
  id: name,
  email: `${name.toLowerCase()}@example.com`,
  name,
  timezone: null,
  language,
  browserLanguage: null,
});
const sale = (seller: Party, receiver: Party) => ({
  seller,
  receiver,
  deviceId: 'd1',
  deviceName: 'Bike',
  deviceUUID: 'SN-1',
  planName: 'Yearly',
  paidUntil: new Date('2027-06-20T12:00:00Z'),
});

describe('the transfer mails', () => {
  it('keep the English mails as they were', () => {
    const mail = deviceReceivedMail(ctx, sale(party('Ben', 'de'), party('Ada', null)));
    expect(mail.subject).toBe('Bike is now in your Lodestar account');
    expect(mail.text).toContain(
      'Its plan, Yearly, is paid until 20/06/2027. It then renews on your own card: add one on the Payments page before that date.',
    );
  });

  it('write each side in its own language', () => {
    const notice = sale(party('Ben', 'de'), party('Ada', 'es'));
    const received = deviceReceivedMail(ctx, notice);
    expect(received.subject).toBe('Bike ya está en tu cuenta de Lodestar');
    expect(received.text).toContain('Su plan, Anual, está pagado hasta el 20/6/27.');
    const handed = deviceHandedOverMail(ctx, notice);
    expect(handed.subject).toBe('Bike wurde an Ada übertragen');
    expect(handed.text).toContain(
      'Er hat dein Konto verlassen: Seine Freigaben und Gruppenzugehörigkeiten sind beendet.',
    );
  });

  it('welcome a new receiver in the language it is given (the seller’s)', () => {
    const mail = receiverWelcomeMail(
      ctx,
      { to: 'ada@example.com', name: 'Ada', language: 'de' },
      'token',
      party('Ben', 'de'),
    );
    expect(mail.subject).toBe('Dein Lodestar-Konto ist bereit');
    expect(mail.text).toContain('Mein Passwort wählen: https://portal.test/choosePassword?token=token');
  });

  it('tell the seller of an undone sale in their language, right to left in Arabic', () => {
    const notice = { ...sale(party('Ben', 'ar'), party('Ada', 'en')), refunded: true, expiredAfterDays: 14 };
    const mail = transferUndoneMail(ctx, notice);
    expect(mail.subject).toBe('لم يكتمل نقل Bike');
    expect(mail.text).toContain('لم يؤكد المستلم عنوان بريده الإلكتروني خلال 14 يومًا');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const german = transferUndoneMail(ctx, { ...notice, seller: party('Ben', 'de') });
    expect(german.text).toContain('Der Tracker bleibt in deinem Konto, und du kannst ihn erneut übertragen.');
  });
});
