import type { Database } from '../../db/client.js';
import { createNotificationInboxRows } from './notification-inbox.repository.js';
import { createNotificationStore } from './notification-store.repository.js';

/** The notification centre's rows: each person reads and marks only their own. */
export function createNotificationsRepository(db: Database) {
  return { ...createNotificationStore(db), ...createNotificationInboxRows(db) };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
