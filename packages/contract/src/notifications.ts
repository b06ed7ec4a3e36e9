import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { alertTypes, type AlertType } from './history.js';

/**
 * The notification centre: what the server tells a person in the portal's notifications menu. Alerts go to the
 * device's owner and live sharees whose notifications are on for it (the alert settings' push switch); events go
 * to the person they concern.
 */
export const notificationEventKinds = ['deviceShared', 'shareAccepted', 'deviceReceived', 'deviceHandedOver'] as const;
/** What the payer of a plan is told in the portal: a renewal that did not go through, or waits for their bank. */
export const billingNotificationKinds = ['paymentDue'] as const;
export const notificationKinds = [...alertTypes, ...notificationEventKinds, ...billingNotificationKinds] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
export type NotificationEventKind = (typeof notificationEventKinds)[number];

/** Notifications older than this many days are pruned unless the installation says otherwise. */
export const NOTIFICATION_RETENTION_DAYS_DEFAULT = 90;
/** The menu reads this many at a time; "Show more" reads the next page. */
export const NOTIFICATIONS_PER_PAGE = 20;
/**
 * Unread notifications are counted up to this many: the bell shows 99+ beyond it, and counting someone's many
 * thousands again with every page and every new notification cost more than all the rest of either.
 */
export const UNREAD_COUNTED_UP_TO = 100;
/** The unread count as the bell says it: 99+ once it is counted no further. */
export const unreadLabel = (unread: number) =>
  unread >= UNREAD_COUNTED_UP_TO ? `${UNREAD_COUNTED_UP_TO - 1}+` : String(unread);

const alertSentences: Record<AlertType, (device: string) => string> = {
  sos: (device) => `${device} sent an SOS.`,
  motion: (device) => `${device} detected motion.`,
  water: (device) => `${device} detected water.`,
  temperature: (device) => `${device} reached its temperature threshold.`,
  geofenceExit: (device) => `${device} left its geofence.`,
  geofenceEntry: (device) => `${device} entered its geofence.`,
  lowBattery: (device) => `${device} is low on battery.`,
  silent: (device) => `${device} has not reported for a while.`,
};

/** What an alert says, in mails and notifications alike. */
export const alertSentence = (alert: AlertType, deviceName: string) => alertSentences[alert](deviceName);

const eventSentences: Record<NotificationEventKind, (device: string, person: string) => string> = {
  deviceShared: (device, person) => `${person} shared ${device} with you.`,
  shareAccepted: (device, person) => `${person} accepted your share of ${device}.`,
  deviceReceived: (device, person) => `${person} transferred ${device} to you.`,
  deviceHandedOver: (device, person) => `${device} was transferred to ${person}.`,
};

/** What an event says: `person` is the other side (the sharer, the invitee, the seller or the receiver). */
export const eventSentence = (kind: NotificationEventKind, deviceName: string, person: string) =>
  eventSentences[kind](deviceName, person);

export const notificationMessages = {
  unableToLoad: 'Unable to load notifications.',
  notFound: 'Notification not found',
  showMore: 'Show more',
  markAsRead: 'Mark as read',
  unread: 'Unread',
} as const;

/** Where an alert happened: the position it was raised at. */
export const notificationPlaceSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** When the device fixed the position, ISO 8601. */
  time: z.string(),
  /** The position's address as the device's history has it; empty when none was found. */
  address: z.string(),
});
export type NotificationPlace = z.infer<typeof notificationPlaceSchema>;

/**
 * What an alert measured against its level, as the device's settings said when it was told: a temperature (in the
 * unit the settings use), a battery's charge, or the hours a device had been silent.
 */
export const notificationReadingSchema = z.object({
  measure: z.enum(['temperature', 'battery', 'silence']),
  value: z.number(),
  threshold: z.number(),
  condition: z.enum(['lessOrEqual', 'greaterOrEqual']),
  unit: z.enum(['c', 'f', '%', 'h']),
});
export type NotificationReading = z.infer<typeof notificationReadingSchema>;

const readingUnits: Record<NotificationReading['unit'], string> = { c: ' °C', f: ' °F', '%': '%', h: ' h' };
const conditionWords: Record<NotificationReading['condition'], string> = {
  greaterOrEqual: 'at or above',
  lessOrEqual: 'at or below',
};

/** A reading as alerts say it, beside its level: "31.2 °C (alert at or above 30 °C)". */
export function readingText({ measure, value, threshold, condition, unit }: NotificationReading): string {
  const amount = (number: number) => `${Math.round(number * 10) / 10}${readingUnits[unit]}`;
  if (measure === 'silence') return `No report for ${amount(value)} (alert after ${amount(threshold)})`;
  return `${amount(value)} (alert ${conditionWords[condition]} ${amount(threshold)})`;
}

export const notificationSchema = z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  message: z.string(),
  /** The portal page it opens: the device, an invitation, the payments page. */
  link: z.string(),
  /** The device's serial number, when it is about a device. */
  deviceUUID: z.string().nullable(),
  place: notificationPlaceSchema.nullable(),
  /** What an alert measured against its level; null for other alerts and for events. */
  reading: notificationReadingSchema.nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.strictObject({
  perPage: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PER_PAGE),
  /**
   * The page older than this notification of the caller's (the `next` of the page before); the newest page without
   * it. Paging by the last one shown, not by a page number, keeps each page as quick however deep, and notifications
   * arriving meanwhile shift nothing. Another's notification, or one pruned since, answers an empty page.
   */
  before: z.uuid(notificationMessages.notFound).optional(),
});

/** A page of the caller's notifications, newest first, with how many of all of them are unread. */
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  /** The `before` of the next page: the last on this one, when older ones follow; null on the last page. */
  next: z.string().nullable(),
  /** How many of all of them are unread, counted up to UNREAD_COUNTED_UP_TO. */
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationParamsSchema = z.object({ id: z.uuid(notificationMessages.notFound) });

export const notificationReadResponseSchema = z.object({
  success: z.literal(true),
  notification: notificationSchema,
  unread: z.number().int(),
});

export const notificationsReadAllResponseSchema = z.object({
  success: z.literal(true),
  /** How many were marked read. */
  updated: z.number().int(),
  unread: z.literal(0),
});

/** The socket event a new notification arrives with, in the recipient's user room. */
export const notificationInsertSchema = z.object({ notification: notificationSchema, unread: z.number().int() });
export type NotificationInsert = z.infer<typeof notificationInsertSchema>;

const tags = ['Notifications'];

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    tags,
    summary:
      "The caller's notifications, newest first, paged by the last one shown, with the unread count (every signed-in user)",
    query: notificationsQuerySchema,
    success: { 200: notificationsResponseSchema },
    errors: [400, 401],
  }),
  markRead: endpoint({
    method: 'PUT',
    path: '/api/notifications/:id/read',
    tags,
    summary: "Marks one of the caller's notifications read; another's answers 404",
    params: notificationParamsSchema,
    success: { 200: notificationReadResponseSchema },
    errors: [400, 401, 404],
  }),
  markAllRead: endpoint({
    method: 'PUT',
    path: '/api/notifications/read',
    tags,
    summary: 'Marks every notification of the caller read (Mark all as read)',
    success: { 200: notificationsReadAllResponseSchema },
    errors: [401],
  }),
};
