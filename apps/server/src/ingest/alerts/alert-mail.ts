import type { Language, NotificationReading } from '@lodestar/contract';
import { composeMail, mailTextsIn, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateTimeOf } from '../../lib/day-of.js';
import type { AlertFact } from './alert-fact.js';
import { alertMailTexts } from './alert-mail-texts.js';
import type { AlertMailRecipient } from './alert-recipients.repository.js';

/** A device as its alerts name it: by the name its owner gave it, by its serial number while it has none. */
const shownName = ({ deviceName, deviceUUID }: { deviceName: string; deviceUUID: string }) =>
  deviceName.trim() || deviceUUID;

const UNITS = { c: 'c', f: 'f', '%': 'percent', h: 'h' } as const;

/** A reading as alerts say it, beside its level, in the reader's language: "31.2 °C (alert at or above 30 °C)". */
function readingIn(language: Language, { measure, value, threshold, condition, unit }: NotificationReading): string {
  const t = mailTextsIn(alertMailTexts, language);
  // To a tenth, as the portal shows readings; never "-0".
  const amount = (number: number) => t('amount', { unit: UNITS[unit], value: Math.round(number * 10) / 10 || 0 });
  const said = { value: amount(value), threshold: amount(threshold) };
  if (measure === 'silence') return t('readingSilence', said);
  return t(condition === 'greaterOrEqual' ? 'readingAbove' : 'readingBelow', said);
}

/**
 * The mail telling one recipient about one alert: what, when (in the recipient's time zone), where, what it measured
 * against its level (`reading`, for the alerts that measure something), and links to the
 * map and the device's history, in the recipient's language. The template keeps the device's name to one line in the
 * subject and escapes it in the HTML.
 */
export function alertMail(
  ctx: MailContext,
  to: AlertMailRecipient,
  device: { deviceName: string; deviceUUID: string },
  location: AlertFact,
  reading: NotificationReading | null,
): MailMessage {
  const { language } = to;
  const t = mailTextsIn(alertMailTexts, language);
  const name = shownName(device);
  const label = t('label', { alert: location.alert });
  const { latitude, longitude } = location;
  const known = latitude !== null && longitude !== null;
  const place = location.address || (known ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : t('noPosition'));
  const map = known
    ? [
        {
          label: t('mapAction'),
          url: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
        },
      ]
    : [];
  const time = dateTimeOf(new Date(location.timeCreated), to.timezone, language);
  return composeMail(ctx, {
    to: to.email,
    language,
    subject: t('subject', { product: ctx.productName, label, device: name }),
    lines: [
      t('sentence', { alert: location.alert, device: name }),
      t('when', { silent: location.alert === 'silent' ? 'yes' : 'no', time }),
      t('where', { place }),
      ...(reading ? [t('reading', { reading: readingIn(language, reading) })] : []),
    ],
    actions: [
      ...map,
      { label: t('historyAction'), url: `${ctx.publicUrl}/device/${encodeURIComponent(location.deviceUUID)}` },
    ],
    footer: t('footer', { device: name, product: ctx.productName, label }),
  });
}
