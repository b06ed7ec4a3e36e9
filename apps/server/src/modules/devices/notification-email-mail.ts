import type { MailMessage } from '../../adapters/mail/index.js';
import { linkMail, type MailContext } from '../../adapters/mail/link-mail.js';

/**
 * Asks a new notification address whether it wants a device's alerts. Nothing the device's owner typed goes in it
 * (not even the device's name): only the serial number, so the mail cannot carry someone's message to a stranger.
 */
export function notificationEmailConfirmationMail(ctx: MailContext, to: string, deviceUUID: string, token: string): MailMessage {
  return linkMail(
    to,
    `${ctx.productName}: confirm device alerts`,
    [
      `This address was added to receive the alerts (SOS, geo-fence, motion, water, temperature) of the device with the serial number ${deviceUUID} in ${ctx.productName}.`,
      'No alert is mailed to it until you confirm.',
    ],
    { label: 'Confirm the alerts', url: `${ctx.publicUrl}/login?confirmAlerts=${encodeURIComponent(token)}` },
    'If you did not expect this, ignore this email: nothing more will be sent to you.',
  );
}
