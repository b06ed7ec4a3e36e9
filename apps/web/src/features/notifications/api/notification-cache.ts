import type { Notification, NotificationInsert } from '@lodestar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationPages } from './list-notifications';
import { notificationKeys } from './notification-keys';

/** Changes every cached notification with `change`, and sets the unread count the server answered. */
export function updateCachedNotifications(
  queryClient: QueryClient,
  change: (notification: Notification) => Notification,
  unread: number,
): void {
  queryClient.setQueryData<NotificationPages>(
    notificationKeys.list,
    (cached) =>
      cached && {
        ...cached,
        pages: cached.pages.map((page) => ({ ...page, unread, data: page.data.map(change) })),
      },
  );
}

/** A notification that arrived over the socket goes on top of the first page, with the new unread count. */
export function applyNotificationInsert(queryClient: QueryClient, { notification, unread }: NotificationInsert): void {
  const cached = queryClient.getQueryData<NotificationPages>(notificationKeys.list);
  if (!cached) return void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  queryClient.setQueryData<NotificationPages>(notificationKeys.list, {
    ...cached,
    pages: cached.pages.map((page, index) => ({
      ...page,
      unread,
      data: index === 0 ? [notification, ...page.data.filter((shown) => shown._id !== notification._id)] : page.data,
    })),
  });
}
