import { notificationEndpoints } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateCachedNotifications } from './notification-cache';
import { notificationKeys } from './notification-keys';

export const markNotificationRead = (id: string) => callApi(notificationEndpoints.markRead, { params: { id } });
export const markAllNotificationsRead = () => callApi(notificationEndpoints.markAllRead, {});

/** Marks one notification read; the list shows it read with the server's unread count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ notification, unread }) =>
      updateCachedNotifications(
        queryClient,
        (shown) => (shown._id === notification._id ? notification : shown),
        unread,
      ),
  });
}

/**
 * Mark all as read: every notification of the person, shown or not. What is shown turns read at once; the list is
 * then read again, since one may have arrived over the socket after the server marked them.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      updateCachedNotifications(queryClient, (shown) => ({ ...shown, read: true }), 0);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
