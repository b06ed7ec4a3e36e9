import type { Device } from '@lodestar/contract';
import { formatDate } from '../../lib/date-time';

type SharedWithMe = NonNullable<Device['sharedWithMe']>;

/** "Shared by Dana until 30/11/2026": who shared the device with the signed-in user, and when that ends. */
export function sharedWithMeText({ sharerName, expiryDate, throughAccount }: SharedWithMe): string {
  const by = `Shared by ${sharerName}${throughAccount ? ' (account sharing)' : ''}`;
  return expiryDate ? `${by} until ${formatDate(expiryDate)}` : by;
}
