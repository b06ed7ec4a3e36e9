import { notificationEmailEndpoints } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

/** Removes a notification address; answers the addresses left. */
export const removeNotificationEmail = (id: string, email: string) =>
  callApi(notificationEmailEndpoints.remove, { params: { id, email } });
