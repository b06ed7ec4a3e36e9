import {
  eventSentence,
  type NotificationEventKind,
  type NotificationInsert,
  type NotificationKind,
  type NotificationReading,
} from '@lodestar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { NewNotificationRow } from '../../db/schema/index.js';
import { toNotification } from './notification.mapper.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** One thing to tell one person, as the part of the server that saw it happen describes it. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  message: string;
  link: string;
  device: { id: string; deviceUUID: string } | null;
  /** Where an alert was raised, and the address found for it ('' when none was). */
  place: { latitude: number; longitude: number; time: Date; address: string } | null;
  /** What an alert measured against its level. */
  reading: NotificationReading | null;
}

/** A sharing or transfer event about a device; `person` is the other side, `invitationId` the share invited to. */
export interface EventNotice {
  userId: string;
  kind: NotificationEventKind;
  deviceId: string;
  person: string;
  invitationId?: string;
}

export interface NotificationTellingDeps {
  repository: Pick<NotificationsRepository, 'insert' | 'unreadCounts' | 'deviceOf'>;
  clock: Clock;
  /** Sends a new notification to its recipient's live sockets. */
  publish: (userId: string, insert: NotificationInsert) => void;
  log: Pick<FastifyBaseLogger, 'error'>;
}

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

/** Telling people: storing their notifications and sending each to their sockets as it happens. */
export function createNotificationTelling({ repository, clock, publish, log }: NotificationTellingDeps) {
  /** Stores the notices in one insert (all or none: it throws only when none is stored), then sends each live. */
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
        placeAddress: notice.place?.address ?? null,
        reading: notice.reading,
        createdAt,
      })),
    );
    // Stored is told: the live events are sent after, and one that cannot be is logged, never thrown, so a caller
    // that tries again after a failure (the alert notifier) can never store a notification twice.
    try {
      const unread = await repository.unreadCounts([...new Set(rows.map((row) => row.userId))]);
      for (const row of rows)
        publish(row.userId, { notification: toNotification(row), unread: unread.get(row.userId) ?? 0 });
    } catch (error) {
      log.error({ err: error, stored: rows.length }, 'stored notifications could not be sent live');
    }
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
            reading: null,
          },
        ]);
      } catch (error) {
        log.error({ err: error, kind: notice.kind, deviceId: notice.deviceId }, 'a notification could not be stored');
      }
    },
  };
}
