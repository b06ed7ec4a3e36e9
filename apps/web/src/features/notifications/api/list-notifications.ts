import {
  notificationEndpoints,
  notificationMessages,
  NOTIFICATIONS_PER_PAGE,
  type Notification,
} from '@lodestar/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export const listNotifications = (before: string | undefined) =>
  callApi(notificationEndpoints.list, { query: { perPage: NOTIFICATIONS_PER_PAGE, ...(before ? { before } : {}) } });

export type NotificationPages = { pages: Awaited<ReturnType<typeof listNotifications>>[]; pageParams: unknown[] };

/**
 * The person's notifications, a page at a time (Show more reads those older than the last shown), and how many are
 * unread. One that arrived over the socket is on top of the first page already: each is shown once.
 */
export function useNotifications() {
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    meta: { errorToast: notificationMessages.unableToLoad },
  });
  const seen = new Set<string>();
  const notifications: Notification[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const notification of page.data) {
      if (seen.has(notification._id)) continue;
      seen.add(notification._id);
      notifications.push(notification);
    }
  }
  return { ...query, notifications, unread: query.data?.pages[0]?.unread ?? 0 };
}
