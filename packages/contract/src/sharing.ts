import { z } from 'zod';
import { isPlainName, NAME_CHARACTERS_MESSAGE, successMessageSchema } from './common.js';
import { deviceRefSchema, deviceSchema, deviceUuidParamsSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import { PASSWORD_MAX_LENGTH } from './password.js';
import { sharePrivilegeSchema } from './privileges.js';
import { twoFactorCodeSchema } from './two-factor.js';

/** The Share entity as the API answers it; the master key is never sent back. */
export const shareSchema = z.object({
  _id: z.string(),
  /** The invitee's account, null until they accept (a pending invitation names only the address); so is `user`. */
  userId: z.string().nullable(),
  deviceUUID: z.string(),
  isOwnerFlag: z.union([z.literal(0), z.literal(1)]),
  accessRightsFlag: sharePrivilegeSchema,
  securityLevel: z.union([z.literal(0), z.literal(1)]),
  sharedUserWithEmail: z.string(),
  sharerName: z.string(),
  isAcceptedFlag: z.union([z.literal(0), z.literal(1)]),
  startDate: z.string(),
  expiryDate: z.string().nullable(),
  message: z.string(),
  user: z.object({ name: z.string(), profilePicture: z.string() }).nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/**
 * GET /api/devices/{id}: the device (as a one-entry list) and its shares. Owner and
 * SuperOwner see every share of the device; other users see only their own.
 */
export const getDeviceResponseSchema = z.object({
  success: z.literal(true),
  device: z.array(deviceSchema),
  sharedDevices: z.array(shareSchema),
});
export type GetDeviceResponse = z.infer<typeof getDeviceResponseSchema>;

/** Texts of the share form and table. */
export const shareMessages = {
  fieldRequired: 'This field is required',
  invalidEmail: 'Value must be valid email address',
  sharedSuccessfully: 'Shared successfully',
  fetchFallback: 'Something went wrong while fetching shared with',
  confirmShareRemoval: 'Are you sure you want to delete share?',
  shareRemovalTitle: 'Share removal',
  pendingAcceptance: 'Pending Acceptance',
  accepted: 'Accepted',
} as const;

/** The server's own sharing texts. */
export const shareServerMessages = {
  notYourShare: 'Share not found',
  alreadyShared: 'The device is already shared with this email address.',
  notWithYourself: 'You cannot share a device with yourself or with its owner.',
  expiryRequired: 'A Limited share needs an expiry date in the future.',
  wrongMasterKey: 'The master key does not match the device passcode.',
  ownShare: 'You cannot change your own share.',
  alreadyAccepted: 'This invitation has already been accepted.',
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'This invitation has expired. Ask the sender to share the device again.',
  grantTooHigh: 'You cannot grant more access than you hold yourself.',
  ownerNeedsPassword: 'Enter your password to grant the Owner privilege.',
  resendMismatch: 'The share details do not match this share.',
} as const;

export const SHARE_NAME_MAX = 100;
export const SHARE_MESSAGE_MAX = 500;
/** The refusals of a share's limits, as the forms and the server write them. */
export const shareLimitMessages = {
  nameTooLong: `Share as name must be at most ${SHARE_NAME_MAX} characters.`,
  messageTooLong: `The message must be at most ${SHARE_MESSAGE_MAX} characters.`,
} as const;
/**
 * Default share expiry: one month ahead, the same day and time of the next month, or that month's
 * last day when it is shorter (31 January ends on 28 or 29 February, never in March).
 */
export function defaultShareExpiry(now: Date): Date {
  const expiry = new Date(now);
  const day = expiry.getDate();
  expiry.setDate(1);
  expiry.setMonth(expiry.getMonth() + 1);
  const lastDay = new Date(expiry.getFullYear(), expiry.getMonth() + 1, 0).getDate();
  expiry.setDate(Math.min(day, lastDay));
  return expiry;
}

/** Privilege labels of the sharing table; an unknown value shows question marks. */
export const sharePrivilegeLabels = { 0: 'Owner', 1: 'Unrestricted', 2: 'Limited' } as const;
export const UNKNOWN_PRIVILEGE_LABEL = '???';
export const securityLevelLabels = { 0: 'Normal', 1: 'High' } as const;

const shareEmailSchema = z
  .string({ error: shareMessages.fieldRequired })
  .trim()
  .min(1, shareMessages.fieldRequired)
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email(shareMessages.invalidEmail))
  .transform((value) => value.toLowerCase());
const flag01 = z.union([z.literal(0), z.literal(1)]);
const isoDateTime = z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date and time.' });

/** The editable fields of a share, with the share form's rules. */
const shareFields = {
  sharerName: z
    .string({ error: shareMessages.fieldRequired })
    .trim()
    .min(1, shareMessages.fieldRequired)
    .max(SHARE_NAME_MAX, shareLimitMessages.nameTooLong)
    .refine(isPlainName, NAME_CHARACTERS_MESSAGE),
  message: z.string().trim().max(SHARE_MESSAGE_MAX, shareLimitMessages.messageTooLong),
  securityLevel: flag01,
  accessRightsFlag: sharePrivilegeSchema,
  /** Only for Limited (2): when access ends; defaults to one month ahead. Ignored for other privileges. */
  expiryDate: isoDateTime.nullable(),
  /** Derived from the privilege (Owner is the only owner share); accepted for compatibility and ignored. */
  isOwnerFlag: flag01,
};

/**
 * Granting the Owner privilege (which shows the device's passcode) asks for the current password, and the
 * authenticator's code while two-step sign-in is on, like the account's sensitive changes; other changes ignore them.
 */
const ownerGrantProof = {
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  code: twoFactorCodeSchema.optional(),
};

/**
 * POST /api/share-device/insert: share fields plus masterKey (the device passcode) and isOwnerFlag. Fields the
 * server controls (`_id`, `userId`, `isAcceptedFlag`, `startDate`, `user`) are ignored when a client sends them.
 */
export const insertShareRequestSchema = z.object({
  deviceUUID: deviceRefSchema,
  sharedUserWithEmail: shareEmailSchema,
  sharerName: shareFields.sharerName,
  message: shareFields.message.default(''),
  securityLevel: shareFields.securityLevel.default(1),
  accessRightsFlag: shareFields.accessRightsFlag.default(1),
  expiryDate: shareFields.expiryDate.optional(),
  isOwnerFlag: shareFields.isOwnerFlag.optional(),
  masterKey: z.string().max(64).optional(),
  ...ownerGrantProof,
});
export type InsertShareRequest = z.input<typeof insertShareRequestSchema>;

/** PUT /api/share-device/{id}: the changed share fields (the invitee and the device stay). */
export const updateShareRequestSchema = z
  .object({
    sharerName: shareFields.sharerName,
    message: shareFields.message,
    securityLevel: shareFields.securityLevel,
    accessRightsFlag: shareFields.accessRightsFlag,
    expiryDate: shareFields.expiryDate,
    isOwnerFlag: shareFields.isOwnerFlag,
    ...ownerGrantProof,
  })
  .partial();
export type UpdateShareRequest = z.input<typeof updateShareRequestSchema>;

export const shareIdParamsSchema = z.object({ id: z.uuid('Share not found') });

/** POST /api/share-device/resendmessage: the share to send again; the other fields must match it when given. */
export const resendShareRequestSchema = z.object({
  shareId: z.uuid('Share not found'),
  userId: z.string().max(100).nullable().optional(),
  sharedUserWithEmail: z.string().max(254).optional(),
  deviceUUID: z.string().max(100).optional(),
});
export type ResendShareRequest = z.input<typeof resendShareRequestSchema>;

/** GET /api/share-device/find/device/{uuid}: every share of the device, oldest first. */
export const findSharesResponseSchema = z.array(shareSchema);
export const shareResponseSchema = z.object({ success: z.literal(true), message: z.string(), share: shareSchema });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

const sharingTags = ['Sharing'];

/** Sharing one device with a person, from the invitation to its end. */
export const sharingEndpoints = {
  find: endpoint({
    method: 'GET',
    path: '/api/share-device/find/device/:uuid',
    tags: sharingTags,
    summary: 'Every share of a device, oldest first (Owner and SuperOwner)',
    params: deviceUuidParamsSchema,
    success: { 200: findSharesResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  insert: endpoint({
    method: 'POST',
    path: '/api/share-device/insert',
    tags: sharingTags,
    summary:
      'Share a device with a person by email; they are mailed an invitation to accept. Granting Owner takes the password (and the code while two-step is on), and a session: an API key cannot',
    body: insertShareRequestSchema,
    success: { 201: shareResponseSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/share-device/resendmessage',
    tags: sharingTags,
    summary: 'Mail a pending share invitation again (not once it has expired)',
    body: resendShareRequestSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/share-device/:id',
    tags: sharingTags,
    summary:
      "Change another person's share of a device (privilege, expiry, security level, name, message); making it Owner takes the password (and the code while two-step is on), and a session",
    params: shareIdParamsSchema,
    body: updateShareRequestSchema,
    success: { 200: shareResponseSchema },
    errors: [400, 401, 403, 404, 429],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/share-device/:id',
    tags: sharingTags,
    summary: 'End a share (those who manage the device’s sharing), or leave it (its invitee)',
    params: shareIdParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404],
  }),
  removeAll: endpoint({
    method: 'DELETE',
    path: '/api/share-device/all/:uuid',
    tags: sharingTags,
    summary: 'Remove every share of a device (SuperOwner)',
    params: deviceUuidParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404],
  }),
};
