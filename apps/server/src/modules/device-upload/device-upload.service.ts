import {
  can,
  DEFAULT_UPLOAD_DEVICE_TYPE,
  deviceTypeLabels,
  messages,
  UPLOAD_MAX_ROWS,
  uploadDeviceTypes,
  uploadMessageFor,
  uploadMessages,
  uploadRowErrors,
  type DeviceType,
  type UploadResponse,
  type UploadResult,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { ClaimsRepository } from '../../db/claims.js';
import { withLease } from '../../lib/leases.js';
import type { DeviceUploadRepository, Standing } from './device-upload.repository.js';
import { readSheetRows } from './sheet-rows.js';
import { checkRows } from './upload-rows.js';

const standingErrors: Record<Standing, string> = {
  yours: uploadRowErrors.alreadyYours,
  otherType: uploadRowErrors.otherType,
  notAllocated: uploadRowErrors.notAllocated,
};

/** Add Devices is for users with both dealership and enterprise (the Enterprise menu's users), the template too. */
export function refuseUnlessDealer(caller: Caller): void {
  if (!can('enterpriseMenu', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
}

/** The type a spreadsheet adds: Add Devices offers Shield GPS only, the default. */
export function uploadTypeOf(requested: string | undefined): DeviceType {
  const type = requested?.trim() || uploadDeviceTypes[0].value;
  if (!uploadDeviceTypes.some((option) => option.value === type))
    throw new ValidationError(uploadMessages.typeNotAllowed);
  return type as DeviceType;
}

/**
 * Add Devices (decisions 0031 and 0040): a dealer's spreadsheet adds the trackers allocated to their dealership.
 * One upload per dealer at a time. The file is checked whole before anything is added (an .xlsx by content, within
 * the size, unpacked-size, content and row limits), then every good row is activated in one statement; each row
 * answers whether it was and why not. The caller passed `refuseUnlessDealer` before the file was read.
 */
export function createDeviceUploadService({
  repository,
  claims,
  clock,
}: {
  repository: DeviceUploadRepository;
  claims: ClaimsRepository;
  clock: Clock;
}) {
  return {
    /** What the template lists: the caller's stock of trackers not added yet, as many as one upload takes. */
    allocatedSerials(caller: Caller): Promise<string[]> {
      return repository.allocatedSerials(caller.id, DEFAULT_UPLOAD_DEVICE_TYPE, UPLOAD_MAX_ROWS);
    },

    upload(caller: Caller, file: Buffer, type: DeviceType): Promise<Payload<UploadResponse>> {
      // One upload per dealer at a time on every server (decision 0040): a second one meanwhile is refused at once
      // rather than queued, so one dealer cannot make the servers read several hostile files together.
      return withLease(claims, `upload:${caller.id}`, { waitMs: 0, busy: uploadMessages.inProgress }, async () => {
        const rows = checkRows(await readSheetRows(file), (serial) => `${deviceTypeLabels[type]} ${serial}`);
        const good = rows.filter((row) => row.error === null);
        const now = clock.now();
        const added = await repository.activate(
          caller.id,
          type,
          good.map(({ serial, name }) => ({ serial, name })),
          now,
        );
        const standings = await repository.standings(
          caller.id,
          type,
          good.filter((row) => !added.has(row.serial)).map((row) => row.serial),
        );
        const createdAt = now.toISOString();
        const results = rows.map(({ row, name, serial, error }): UploadResult => {
          const activated = error === null && added.has(serial);
          const why = error ?? (activated ? '' : standingErrors[standings.get(serial) ?? 'notAllocated']);
          return {
            row,
            name,
            serialNumber: serial,
            SerialNo: serial,
            status: activated ? 'activated' : 'notActivated',
            error: why,
            createdAt,
          };
        });
        return { message: uploadMessageFor(added.size, rows.length), results, activated: added.size };
      });
    },
  };
}

export type DeviceUploadService = ReturnType<typeof createDeviceUploadService>;
