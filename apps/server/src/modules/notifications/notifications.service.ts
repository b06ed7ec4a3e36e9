import type { NotificationsRepository } from './notifications.repository.js';
import { createNotificationInbox } from './notification-inbox.js';
import { createNotificationRetention } from './notification-retention.js';
import { createNotificationTelling, type NotificationTellingDeps } from './notification-telling.js';


interface NotificationsServiceDeps extends NotificationTellingDeps {
  repository: NotificationsRepository;
  retentionDays: number;
}

/**
 * The notification centre: stores what each person is told, sends it to their sockets as it happens, lets them
 * page through it and mark it read, and prunes what is older than the retention time. A person only ever reads
 * or marks their own: another's notification answers 404, as one that does not exist.
 */
export function createNotificationsService({
  repository,
  clock,
  publish,
  retentionDays,
  log,
}: NotificationsServiceDeps) {
  return {
    ...createNotificationTelling({ repository, clock, publish, log }),
    ...createNotificationInbox({ repository, clock }),
    ...createNotificationRetention({ repository, clock, retentionDays }),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
