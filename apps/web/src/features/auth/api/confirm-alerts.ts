import type { SuccessMessage } from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';

/** The link mailed to a new notification address: the device's alerts reach it from now on. */
export const confirmAlerts = (token: string) =>
  apiRequest<SuccessMessage>(`/devices/notification-emails/confirm/${encodeURIComponent(token)}`, { method: 'POST', anonymous: true });
