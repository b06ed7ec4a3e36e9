import { notificationEmailEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** The link mailed to a new notification address: the device's alerts reach it from now on. */
export const confirmAlerts = (token: string) =>
  callApi(notificationEmailEndpoints.confirm, { params: { token } }, { anonymous: true });
