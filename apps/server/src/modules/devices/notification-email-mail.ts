import { composeMail, type MailContext, type MailMessage } from '../../adapters/mail/index.js';

/**
 * Asks a new notification address whether it wants a device's alerts. Nothing the device's owner typed goes in it
 * (not even the device's name): only the serial number, so the mail cannot carry someone's message to a stranger.
 */
export function notificationEmailConfirmationMail(ctx: MailContext, to: string, deviceUUID: string, token: string): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `${ctx.productName}: confirm device alerts`,
    lines: [
      `This address was added to receive the alerts (SOS, geo-fence, motion, water, temperature) of the device with the serial number ${deviceUUID} in ${ctx.productName}.`,
      'No alert is mailed to it until you confirm.',
    ],
    actions: [
      { label: 'Confirm the alerts', url: `${ctx.publicUrl}/login?confirmAlerts=${encodeURIComponent(token)}` },
    ],
    footer: `You receive this because someone added this address to a device's alerts in ${ctx.productName}. If you did not expect this, ignore this email: nothing more will be sent to you.`,
  });
}
