import { z } from 'zod';
import { tokenParamsSchema } from './auth.js';
import { successMessageSchema } from './common.js';
import { deviceParamsSchema, deviceRefSchema } from './devices.js';
import { notificationEmailSchema } from './device-settings.js';
import { endpoint } from './endpoint.js';

/** Notification emails of a device (an email field, required). */
export const notificationEmailRequestSchema = z.strictObject({ email: notificationEmailSchema });
export type NotificationEmailRequest = z.input<typeof notificationEmailRequestSchema>;
export const notificationEmailParamsSchema = z.object({
  id: deviceRefSchema,
  email: z.string().trim().min(1).max(254),
});
export const notificationEmailsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  notificationEmails: z.array(z.string()),
  pendingNotificationEmails: z.array(z.string()),
});
export type NotificationEmailsResponse = z.infer<typeof notificationEmailsResponseSchema>;

/**
 * Whether a confirmation link went to the added address: `mailed` now; `mailedEarlier`, when a link mailed to it for
 * this device still works (removing and adding an address again does not mail it again); `limited`, when the address
 * or the account had as many confirmation mails this hour as allowed (the address waits unconfirmed).
 */
export const confirmationMailSchema = z.enum(['mailed', 'mailedEarlier', 'limited']);
export type ConfirmationMail = z.infer<typeof confirmationMailSchema>;
export const addNotificationEmailResponseSchema = notificationEmailsResponseSchema.extend({
  confirmationMail: confirmationMailSchema,
});
export type AddNotificationEmailResponse = z.infer<typeof addNotificationEmailResponseSchema>;

/** How long the confirmation link mailed to a new notification address works. */
export const NOTIFICATION_EMAIL_CONFIRMATION_MS = 7 * 24 * 3600_000;
export const notificationEmailConfirmMessages = {
  pending: 'Waiting for confirmation',
  confirmed: 'This address will get the alerts of the device.',
  sentNote: 'A confirmation link was mailed to each new address: alerts reach it once the link is opened.',
} as const;

/** The addresses a device's alerts are mailed to, each confirmed from a link mailed to it. */
export const notificationEmailEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/api/devices/notification-emails/:id',
    tags: ['Devices'],
    summary: "Add an address the device's alerts are mailed to, at most 10 (Owner or SuperOwner)",
    params: deviceParamsSchema,
    body: notificationEmailRequestSchema,
    success: { 200: addNotificationEmailResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/devices/notification-emails/confirm/:token',
    tags: ['Devices'],
    summary: 'Confirm a notification address from the link mailed to it: the device alerts reach it from now on',
    params: tokenParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 429],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/devices/notification-emails/:id/:email',
    tags: ['Devices'],
    summary: 'Remove a notification address (URL-encoded in the path; Owner or SuperOwner)',
    params: notificationEmailParamsSchema,
    success: { 200: notificationEmailsResponseSchema },
    errors: [400, 401, 403, 404],
  }),
};
