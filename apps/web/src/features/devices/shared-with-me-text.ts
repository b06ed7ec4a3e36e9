import type { Device } from '@lodestar/contract';
import { formatDate } from '../../lib/date-time';
import { ownDirection } from '../../lib/i18n/bidi-text';
import type { Translate } from '../../lib/i18n/translate';

type SharedWithMe = NonNullable<Device['sharedWithMe']>;

/** "Shared by Dana until 30/11/2026": who shared the device with the signed-in user, and when that ends. */
export function sharedWithMeText(t: Translate, { sharerName, expiryDate, throughAccount }: SharedWithMe): string {
  const by = t('devices.sharedWithMe.by', {
    name: ownDirection(sharerName),
    throughAccount: throughAccount ? 'yes' : 'no',
  });
  return expiryDate ? t('devices.sharedWithMe.byUntil', { by, date: formatDate(expiryDate) }) : by;
}
