import type { Device } from '@lodestar/contract';
import { formatDate, formatDateTime } from '../../lib/date-time';

type SharedWithMe = NonNullable<Device['sharedWithMe']>;

/** "Shared by Dana until 30/11/2026": who shared the device with the signed-in user, and when that ends. */
export function sharedWithMeText({ sharerName, expiryDate, throughAccount }: SharedWithMe, withTime = false): string {
  const by = `Shared by ${sharerName}${throughAccount ? ' (account sharing)' : ''}`;
  if (!expiryDate) return by;
  return `${by} until ${withTime ? formatDateTime(expiryDate) : formatDate(expiryDate)}`;
}
