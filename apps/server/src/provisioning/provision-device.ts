import { DEVICE_NAME_MAX, deviceTypeLabels, deviceTypeSchema, emailSchema, SERIAL_NUMBER_PATTERN, SERIAL_NUMBER_RULE } from '@lodestar/contract';
import { z } from 'zod';
import type { DeviceRow, NewDeviceRow } from '../db/schema/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { newPasscode, type DevicesRepository } from '../modules/devices/index.js';
import type { UsersRepository } from '../modules/users/index.js';

export const provisionDeviceSchema = z
  .strictObject({
    owner: emailSchema.optional(),
    /** Unclaimed stock of this dealership, which its spreadsheet upload adds to its account (decision 0031). */
    dealer: emailSchema.optional(),
    type: deviceTypeSchema,
    uuid: z.string().trim().regex(SERIAL_NUMBER_PATTERN, SERIAL_NUMBER_RULE),
    imei: z
      .string()
      .trim()
      .regex(/^\d{15}$/, 'The IMEI must be 15 digits.')
      .optional(),
    name: z.string().trim().min(1).max(DEVICE_NAME_MAX).optional(),
    passcode: z
      .string()
      .regex(/^\d{6,12}$/, 'The passcode must be 6 to 12 digits.')
      .optional(),
  })
  .refine((input) => !(input.owner && input.dealer), {
    message: 'A device has an owner or a dealer to be added by, not both.',
    path: ['dealer'],
  });
export type ProvisionDeviceInput = z.input<typeof provisionDeviceSchema>;

/**
 * Creates a device (admin CLI, demo data): given to an account when `owner` is set, else provisioned and waiting
 * to be claimed in the phone app with its serial number and passcode, or added by the `dealer`'s spreadsheet.
 * `extra` sets telemetry for demo data.
 */
export async function provisionDevice(
  repositories: { users: UsersRepository; devices: DevicesRepository },
  input: ProvisionDeviceInput,
  extra: Partial<NewDeviceRow> = {},
): Promise<DeviceRow> {
  const parsed = provisionDeviceSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ValidationError(errors[0] ?? 'Invalid device', errors);
  }
  const { owner, dealer, type, uuid, imei, name, passcode } = parsed.data;
  const ownerRow = owner ? await repositories.users.findByEmail(owner) : undefined;
  if (owner && !ownerRow) throw new NotFoundError(`No account has the email ${owner}.`);
  const dealerRow = dealer ? await repositories.users.findByEmail(dealer) : undefined;
  if (dealer && !dealerRow) throw new NotFoundError(`No account has the email ${dealer}.`);
  const device = await repositories.devices.insert({
    ...extra,
    deviceUUID: uuid,
    deviceType: type,
    imei: imei ?? null,
    name: name ?? `${deviceTypeLabels[type]} ${uuid}`,
    passcode: passcode ?? newPasscode(),
    userId: ownerRow?.id ?? null,
    allocatedTo: dealerRow?.id ?? null,
  });
  if (!device) throw new ConflictError(`A device with the serial number ${uuid} or this IMEI already exists.`);
  return device;
}
