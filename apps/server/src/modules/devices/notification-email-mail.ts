import type { Language } from '@lodestar/contract';
import { composeMail, mailTextsIn, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { notificationEmailMailTexts } from './notification-email-mail-texts.js';

/**
 * Asks a new notification address whether it wants a device's alerts, in the language of the account that added it
 * (the address has none of its own). Nothing the device's owner typed goes in it (not even the device's name): only
 * the serial number, so the mail cannot carry someone's message to a stranger.
 */
export function notificationEmailConfirmationMail(
  ctx: MailContext,
  { to, language }: { to: string; language: Language },
  deviceUUID: string,
  token: string,
): MailMessage {
  const t = mailTextsIn(notificationEmailMailTexts, language);
  const product = ctx.productName;
  return composeMail(ctx, {
    to,
    language,
    subject: t('subject', { product }),
    lines: [t('added', { serial: deviceUUID, product }), t('untilConfirmed')],
    actions: [{ label: t('action'), url: `${ctx.publicUrl}/login?confirmAlerts=${encodeURIComponent(token)}` }],
    footer: t('footer', { product }),
  });
}
