import { alertTypes, type Notification, type NotificationReading } from '@lodestar/contract';
import type { MessageId } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/translate';

/** Whether opening a notification shows its details: an alert, which happened somewhere and may have read something. */
export const hasDetails = (notification: Notification): boolean =>
  (alertTypes as readonly string[]).includes(notification.kind) &&
  (notification.place !== null || notification.reading !== null);

const amountMessages: Record<NotificationReading['unit'], MessageId> = {
  c: 'notifications.reading.c',
  f: 'notifications.reading.f',
  '%': 'notifications.reading.percent',
  h: 'notifications.reading.h',
};

/** A reading as alerts say it (the contract's `readingText`), beside its level: "31.2 °C (alert at or above 30 °C)". */
export function readingText(t: Translate, { measure, value, threshold, condition, unit }: NotificationReading): string {
  // To a tenth, as the contract rounds it (half up; never "-0").
  const amount = (number: number) => t(amountMessages[unit], { value: Math.round(number * 10) / 10 + 0 });
  const sentence =
    measure === 'silence' ? 'notifications.reading.silence' : (`notifications.reading.${condition}` as const);
  return t(sentence, { value: amount(value), threshold: amount(threshold) });
}
