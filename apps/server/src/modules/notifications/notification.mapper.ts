import type { Notification } from '@lodestar/contract';
import type { NotificationRow } from '../../db/schema/index.js';

export function toNotification(row: NotificationRow): Notification {
  const place =
    row.latitude !== null && row.longitude !== null && row.placeTime
      ? {
          latitude: row.latitude,
          longitude: row.longitude,
          time: row.placeTime.toISOString(),
          address: row.placeAddress ?? '',
        }
      : null;
  return {
    _id: row.id,
    kind: row.kind,
    message: row.message,
    link: row.link,
    deviceUUID: row.deviceUUID,
    place,
    reading: row.reading,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
