import {
  eventSentence,
  notificationMessages,
  paginationOf,
  type Notification,
  type NotificationEventKind,
  type NotificationInsert,
  type NotificationKind,
  type NotificationsResponse,
} from '@lodestar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { NewNotificationRow } from '../../db/schema/index.js';
import { NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { toNotification } from './notification.mapper.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** One thing to tell one person, as the part of the server that saw it happen describes it. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  message: string;
  link: string;
  device: { id: string; deviceUUID: string } | null;
  /** Where an alert was raised. */
  place: { latitude: number; longitude: number; time: Date } | null;
}

/** A sharing or transfer event about a device; `person` is the other side, `invitationId` the share invited to. */
export interface EventNotice {
  userId: string;
  kind: NotificationEventKind;
  deviceId: string;
  person: string;
  invitationId?: string;
}

interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  clock: Clock;
  /** Sends a new notification to its recipient's live sockets. */
  publish: (userId: string, insert: NotificationInsert) => void;
  retentionDays: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Most rows one pruning statement deletes, so a large backlog never holds a long lock. */
export const PRUNE_BATCH = 5000;
const DAY_MS = 86_400_000;

/** The portal page of a device, which a notification about it opens. */
export const devicePageLink = (deviceUUID: string) => `/device/${encodeURIComponent(deviceUUID)}`;

function eventLink(notice: EventNotice, deviceUUID: string): string {
  const device = devicePageLink(deviceUUID);
  switch (notice.kind) {
    case 'deviceShared':
      return `/invitations/device/${notice.invitationId ?? ''}`;
    case 'shareAccepted':
      return `${device}/settings/sharing`;
    case 'deviceReceived':
      return device;
    case 'deviceHandedOver':
      return '/user/payments';
  }
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
  async function tell(notices: Notice[]): Promise<void> {
    const createdAt = clock.now();
    const rows = await repository.insert(
      notices.map((notice): NewNotificationRow => ({
        userId: notice.userId,
        kind: notice.kind,
        message: notice.message,
        link: notice.link,
        deviceId: notice.device?.id ?? null,
        deviceUUID: notice.device?.deviceUUID ?? null,
        latitude: notice.place?.latitude ?? null,
        longitude: notice.place?.longitude ?? null,
        placeTime: notice.place?.time ?? null,
        createdAt,
      })),
    );
    const unread = await repository.unreadCounts([...new Set(rows.map((row) => row.userId))]);
    for (const row of rows)
      publish(row.userId, { notification: toNotification(row), unread: unread.get(row.userId) ?? 0 });
  }

  return {
    tell,

    /**
     * Tells of a sharing or transfer event, which has happened whatever becomes of this: a notice that cannot be
     * stored is logged, never thrown at the caller.
     */
    async tellEvent(notice: EventNotice): Promise<void> {
      try {
        const device = await repository.deviceOf(notice.deviceId);
        if (!device) return;
        const message = eventSentence(notice.kind, device.name, notice.person);
        await tell([
          {
            userId: notice.userId,
            kind: notice.kind,
            message,
            link: eventLink(notice, device.deviceUUID),
            // An invitee who has not accepted yet is not told the device's identifier.
            device: notice.kind === 'deviceShared' ? null : device,
            place: null,
          },
        ]);
      } catch (error) {
        log.error({ err: error, kind: notice.kind, deviceId: notice.deviceId }, 'a notification could not be stored');
      }
    },

    async list(
      caller: Caller,
      { page, perPage }: { page: number; perPage: number },
    ): Promise<Payload<NotificationsResponse>> {
      const { rows, total, unread } = await repository.page(caller.id, (page - 1) * perPage, perPage);
      return { data: rows.map(toNotification), pagination: paginationOf(page, perPage, total), unread };
    },

    async markRead(caller: Caller, id: string): Promise<{ notification: Notification; unread: number }> {
      const row = await repository.markRead(caller.id, id, clock.now());
      if (!row) throw new NotFoundError(notificationMessages.notFound);
      return { notification: toNotification(row), unread: await repository.unreadCount(caller.id) };
    },

    async markAllRead(caller: Caller): Promise<{ updated: number; unread: 0 }> {
      return { updated: await repository.markAllRead(caller.id, clock.now()), unread: 0 };
    },

    /** Deletes the notifications older than the retention time, a batch at a time; answers how many went. */
    async prune(): Promise<number> {
      const before = new Date(clock.now().getTime() - retentionDays * DAY_MS);
      let pruned = 0;
      for (;;) {
        const batch = await repository.pruneBatch(before, PRUNE_BATCH);
        pruned += batch;
        if (batch < PRUNE_BATCH) return pruned;
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
