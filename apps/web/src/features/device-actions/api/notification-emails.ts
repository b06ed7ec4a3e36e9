import type { Device, NotificationEmailsResponse } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateCachedDevice } from '../../devices/api/cached-devices';

const emailsOf = (id: string) => `/devices/notification-emails/${encodeURIComponent(id)}`;

export const addNotificationEmail = (id: string, email: string) =>
  apiRequest<NotificationEmailsResponse>(emailsOf(id), { method: 'POST', body: { email } });

export const removeNotificationEmail = (id: string, email: string) =>
  apiRequest<NotificationEmailsResponse>(`${emailsOf(id)}/${encodeURIComponent(email)}`, { method: 'DELETE' });

/** Adds or removes a notification email; the device's cached list becomes the one the server answers. */
export function useNotificationEmailChange(device: Device) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<NotificationEmailsResponse>) => change(),
    onSuccess: ({ notificationEmails, pendingNotificationEmails }) =>
      updateCachedDevice(queryClient, device._id, (cached) => ({ ...cached, notificationEmails, pendingNotificationEmails })),
  });
}
