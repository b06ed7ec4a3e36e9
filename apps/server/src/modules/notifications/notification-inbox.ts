import { notificationMessages, type Notification, type NotificationsResponse } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { toNotification } from './notification.mapper.js';
import type { NotificationsRepository } from './notifications.repository.js';

interface NotificationInboxDeps {
  repository: Pick<NotificationsRepository, 'page' | 'markRead' | 'unreadCount' | 'markAllRead'>;
  clock: Clock;
}

/** A person's own notifications: paging through them and marking them read; another's answers 404. */
export function createNotificationInbox({ repository, clock }: NotificationInboxDeps) {
  return {
    async list(
      caller: Caller,
      { before, perPage }: { before?: string; perPage: number },
    ): Promise<Payload<NotificationsResponse>> {
      const { rows, next, unread } = await repository.page(caller.id, before, perPage);
      return { data: rows.map(toNotification), next, unread };
    },

    async markRead(caller: Caller, id: string): Promise<{ notification: Notification; unread: number }> {
      const row = await repository.markRead(caller.id, id, clock.now());
      if (!row) throw new NotFoundError(notificationMessages.notFound);
      return { notification: toNotification(row), unread: await repository.unreadCount(caller.id) };
    },

    async markAllRead(caller: Caller): Promise<{ updated: number; unread: 0 }> {
      return { updated: await repository.markAllRead(caller.id, clock.now()), unread: 0 };
    },
  };
}
