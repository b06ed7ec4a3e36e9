import { alertSentence, alertTypeLabels, readingText, type NotificationReading } from '@lodestar/contract';
import { composeMail, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateTimeOf } from '../../lib/day-of.js';
import type { AlertFact } from './alert-fact.js';
import type { AlertMailRecipient } from './alert-recipients.repository.js';

/** A device as its alerts name it: by the name its owner gave it, by its serial number while it has none. */
const shownName = ({ deviceName, deviceUUID }: { deviceName: string; deviceUUID: string }) =>
  deviceName.trim() || deviceUUID;

/**
 * The mail telling one recipient about one alert: what, when (in the recipient's time zone), where, what it measured
 * against its level (`reading`, for the alerts that measure something), and links to the
 * map and the device's history. The template keeps the device's name to one line in the subject and escapes it in
 * the HTML.
 */
export function alertMail(
  ctx: MailContext,
  to: AlertMailRecipient,
  device: { deviceName: string; deviceUUID: string },
  location: AlertFact,
  reading: NotificationReading | null,
): MailMessage {
  const name = shownName(device);
  const label = alertTypeLabels[location.alert];
  const { latitude, longitude } = location;
  const known = latitude !== null && longitude !== null;
  const place = location.address || (known ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : 'no position yet');
  const map = known
    ? [
        {
          label: 'Open the map',
          url: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
        },
      ]
    : [];
  return composeMail(ctx, {
    to: to.email,
    subject: `${ctx.productName}: ${label} alert from ${name}`,
    lines: [
      alertSentence(location.alert, name),
      `${location.alert === 'silent' ? 'Last report' : 'When'}: ${dateTimeOf(new Date(location.timeCreated), to.timezone)}`,
      `Where: ${place}`,
      ...(reading ? [`Reading: ${readingText(reading)}`] : []),
    ],
    actions: [
      ...map,
      { label: 'See the history', url: `${ctx.publicUrl}/device/${encodeURIComponent(location.deviceUUID)}` },
    ],
    footer: `You receive this because email alerts are on for ${name} in ${ctx.productName}. Further ${label} alerts of this device in the next 5 minutes are not mailed.`,
  });
}
