import type { Device, NotificationEmailsResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedDevice } from '../api/cached-devices';

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
