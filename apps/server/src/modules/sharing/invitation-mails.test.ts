import { describe, expect, it } from 'vitest';
import { accountInvitationMail, deviceInvitationMail, invitationLanguage } from './invitation-mails.js';

const ctx = { productName: 'Lodestar', publicUrl: 'https://portal.test' };
const device = { to: 'ada@example.com', sharerName: 'Ben', deviceName: 'Bike', shareId: 's1', message: 'Hi!' };

describe('the invitation mails', () => {
  it('keep the English mail as it was', () => {
    const mail = deviceInvitationMail(ctx, { ...device, inviteeName: null, language: 'en' });
    expect(mail.subject).toBe('Ben shared Bike with you');
    expect(mail.text).toContain('Hello,\nBen shared the device Bike with you on Lodestar.\nTheir message: "Hi!"');
  });

  it('invite in the invitee’s language', () => {
    const mail = deviceInvitationMail(ctx, { ...device, inviteeName: 'Ada', language: 'es' });
    expect(mail.subject).toBe('Ben compartió Bike contigo');
    expect(mail.text).toContain(
      'Hola, Ada:\nBen compartió contigo el dispositivo Bike en Lodestar.\nSu mensaje: «Hi!»',
    );
    expect(mail.text).toContain('Ver la invitación: https://portal.test/invitations/device/s1');
  });

  it('write an account invitation right to left in Arabic', () => {
    const invite = { to: 'ada@example.com', inviteeName: null, ownerName: 'Ben', ownerEmail: 'ben@example.com' };
    const mail = accountInvitationMail(ctx, { ...invite, language: 'ar', accountShareId: 'a1' });
    expect(mail.subject).toBe('شارك Ben حسابه في Lodestar معك');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('follow the invitee’s account, else the sender’s language', () => {
    const sender = { language: 'de' as const, browserLanguage: null };
    expect(invitationLanguage(undefined, sender)).toBe('de');
    expect(invitationLanguage({ language: null, browserLanguage: 'es' }, sender)).toBe('es');
  });
});
