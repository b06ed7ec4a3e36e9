import { notificationEmailEndpoints, type Device, type NotificationEmailsResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateCachedDevice } from '../../devices';

export const addNotificationEmail = (id: string, email: string) =>
  callApi(notificationEmailEndpoints.add, { params: { id }, body: { email } });

export const removeNotificationEmail = (id: string, email: string) =>
  callApi(notificationEmailEndpoints.remove, { params: { id, email } });

/** Adds or removes a notification email; the device's cached list becomes the one the server answers. */
export function useNotificationEmailChange<Answer extends NotificationEmailsResponse = NotificationEmailsResponse>(
  device: Device,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<Answer>) => change(),
    onSuccess: ({ notificationEmails, pendingNotificationEmails }) =>
      updateCachedDevice(queryClient, device._id, (cached) => ({
        ...cached,
        notificationEmails,
        pendingNotificationEmails,
      })),
  });
}
