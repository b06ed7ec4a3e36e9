import { alertTypes, type Notification } from '@lodestar/contract';

/** The labels of an alert's details, as its dialog shows them. */
export const notificationDetailLabels = { when: 'When', where: 'Where', reading: 'Reading' } as const;

/** Whether opening a notification shows its details: an alert, which happened somewhere and may have read something. */
export const hasDetails = (notification: Notification): boolean =>
  (alertTypes as readonly string[]).includes(notification.kind) &&
  (notification.place !== null || notification.reading !== null);
