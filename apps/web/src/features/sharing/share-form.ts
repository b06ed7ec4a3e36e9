import {
  defaultShareExpiry,
  insertShareRequestSchema,
  Privilege,
  shareMessages,
  shareServerMessages,
  type Device,
  type InsertShareRequest,
  type Share,
  type UpdateShareRequest,
} from '@lodestar/contract';
import dayjs from 'dayjs';
import { z } from 'zod';

/** The value format of a datetime-local input, in local time. */
const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
export const toLocalInput = (time: string | Date) => dayjs(time).format(LOCAL_INPUT_FORMAT);

const { shape } = insertShareRequestSchema;

/** Whether saving makes the share Owner, which the server lets only the password (and code) do. */
export const grantsOwner = (values: Pick<ShareFormInput, 'accessRightsFlag' | 'wasOwner'>) =>
  values.accessRightsFlag === Privilege.Owner && !values.wasOwner;

/**
 * The share form: the contract's own field rules, so the browser and the server agree. The
 * expiry is a local date and time, needed (and in the future) only for Limited.
 */
export const shareFormSchema = z
  .object({
    sharedUserWithEmail: shape.sharedUserWithEmail,
    sharerName: shape.sharerName,
    message: shape.message,
    securityLevel: z.union([z.literal(0), z.literal(1)]),
    accessRightsFlag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    expiry: z.string(),
    /** The share is Owner already: keeping it so asks nothing. */
    wasOwner: z.boolean(),
    /** Asked only when the share becomes Owner: the current password, and the code while two-step is on. */
    password: z.string(),
    code: z.string(),
  })
  .superRefine((values, context) => {
    if (grantsOwner(values) && !values.password)
      context.addIssue({ code: 'custom', path: ['password'], message: shareMessages.fieldRequired });
    if (values.accessRightsFlag !== Privilege.Limited) return;
    const expiry = dayjs(values.expiry);
    if (!values.expiry || !expiry.isValid())
      context.addIssue({ code: 'custom', path: ['expiry'], message: shareMessages.fieldRequired });
    else if (!expiry.isAfter(dayjs()))
      context.addIssue({ code: 'custom', path: ['expiry'], message: shareServerMessages.expiryRequired });
  });
export type ShareFormInput = z.input<typeof shareFormSchema>;
export type ShareFormValues = z.output<typeof shareFormSchema>;

/** A new share: High security, Unrestricted, a month to run if made Limited. */
export function newShareDefaults(sharerName: string, now = new Date()): ShareFormInput {
  return {
    sharedUserWithEmail: '',
    sharerName,
    message: '',
    securityLevel: 1,
    accessRightsFlag: Privilege.Unrestricted,
    expiry: toLocalInput(defaultShareExpiry(now)),
    wasOwner: false,
    password: '',
    code: '',
  };
}

export function existingShareValues(share: Share, now = new Date()): ShareFormInput {
  return {
    sharedUserWithEmail: share.sharedUserWithEmail,
    sharerName: share.sharerName,
    message: share.message,
    securityLevel: share.securityLevel,
    accessRightsFlag: share.accessRightsFlag,
    expiry: toLocalInput(share.expiryDate ?? defaultShareExpiry(now)),
    wasOwner: share.accessRightsFlag === Privilege.Owner,
    password: '',
    code: '',
  };
}

/** The share's own fields; only the Owner privilege makes an owner share, and granting it carries the proof. */
function shareFields(values: ShareFormValues) {
  return {
    sharerName: values.sharerName,
    message: values.message,
    securityLevel: values.securityLevel,
    accessRightsFlag: values.accessRightsFlag,
    isOwnerFlag: values.accessRightsFlag === Privilege.Owner ? (1 as const) : (0 as const),
    ...(grantsOwner(values) ? { password: values.password, ...(values.code ? { code: values.code } : {}) } : {}),
  };
}

/** Only a Limited share has an expiry. */
const expiryOf = (values: ShareFormValues) =>
  values.accessRightsFlag === Privilege.Limited ? dayjs(values.expiry).toISOString() : null;

/** An edit: the changed fields; a share that is no longer Limited loses its expiry. */
export const updateRequest = (values: ShareFormValues): UpdateShareRequest => ({
  ...shareFields(values),
  expiryDate: expiryOf(values),
});

/** A new share of `device`, carrying the device passcode as its master key. */
export function insertRequest(device: Device, values: ShareFormValues): InsertShareRequest {
  const expiryDate = expiryOf(values);
  return {
    deviceUUID: device.deviceUUID,
    sharedUserWithEmail: values.sharedUserWithEmail,
    ...shareFields(values),
    ...(expiryDate ? { expiryDate } : {}),
    ...(device.passcode ? { masterKey: device.passcode } : {}),
  };
}
