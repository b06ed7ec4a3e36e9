import { alertSentence, alertTypeLabels } from '@lodestar/contract';
import type { MailMessage } from '../../adapters/mail/index.js';
import { escapeHtml } from '../../lib/html.js';
import type { AlertFact } from './alert-fact.js';

export interface AlertMailContext {
  productName: string;
  publicUrl: string;
}

/**
 * The mail telling one recipient about one alert: what, when, where, and a link to the device's history. The subject
 * names the device by its serial number only: the name is the owner's free text, and a subject is shown unescaped.
 */
export function alertMail(
  ctx: AlertMailContext,
  to: string,
  { deviceName, deviceUUID }: { deviceName: string; deviceUUID: string },
  location: AlertFact,
): MailMessage {
  const label = alertTypeLabels[location.alert];
  const { latitude, longitude } = location;
  const known = latitude !== null && longitude !== null;
  const place = location.address || (known ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : 'no position yet');
  const mapUrl = known
    ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
    : null;
  const historyUrl = `${ctx.publicUrl}/device/${encodeURIComponent(location.deviceUUID)}`;
  const lines = [
    alertSentence(location.alert, deviceName),
    `${location.alert === 'silent' ? 'Last report' : 'When'}: ${new Date(location.timeCreated).toUTCString()}`,
    `Where: ${place}`,
  ];
  const note = `You receive this because email alerts are on for ${deviceName} in ${ctx.productName}. Further ${label} alerts of this device in the next 5 minutes are not mailed.`;
  const text = [...lines, '', ...(mapUrl ? [`Map: ${mapUrl}`] : []), `History: ${historyUrl}`, '', note].join('\n');
  const links = [
    ...(mapUrl ? [`<a href="${escapeHtml(mapUrl)}">Open the map</a>`] : []),
    `<a href="${escapeHtml(historyUrl)}">See the history</a>`,
  ];
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${links.join(' · ')}</p>`,
    `<p>${escapeHtml(note)}</p>`,
  ].join('\n');
  return { to, subject: `${ctx.productName}: ${label} alert from device ${deviceUUID}`, text, html };
}
