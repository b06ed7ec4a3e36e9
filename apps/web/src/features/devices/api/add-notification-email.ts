import { notificationEmailEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Adds an address the device's alerts are mailed to, once it confirms from the link mailed to it. */
export const addNotificationEmail = (id: string, email: string) =>
  callApi(notificationEmailEndpoints.add, { params: { id }, body: { email } });
