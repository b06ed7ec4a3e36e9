import {
  can,
  mayOnDevice,
  paginationOf,
  pictureMediaType,
  serverMessages,
  type Device,
  type DeviceType,
  type FindDevicesResponse,
  type ModemInfo,
  type Share,
  type TemperatureResponse,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { toDevice, toModemInfo, toTemperatureReading } from './device.mapper.js';
import type { DeviceGate } from './device-gate.js';
import type { DeviceShares } from './device-shares-port.js';
import type { DevicesRepository } from './devices.repository.js';

export interface FindDevicesInput {
  userId: string;
  type?: DeviceType | 'all';
  name?: string;
  filter?: string;
  page: number;
  perPage: number;
}

/** A device's picture as the picture call answers it. */
export interface DevicePictureFile {
  body: Buffer;
  mediaType: string;
  version: string;
}

interface DeviceReadsDeps {
  repository: Pick<DevicesRepository, 'listAccessible' | 'findPicture'>;
  shares: Pick<DeviceShares, 'listForDevice'>;
  deviceFor: DeviceGate;
  clock: Clock;
}

/** The device calls that only read: the list, one device with its shares, its temperature and its modem. */
export function createDeviceReads({ repository, shares, deviceFor, clock }: DeviceReadsDeps) {
  return {
    /** The devices a user can see (own and shared); only admins may list another account's. Page 0 is page 1. */
    async find(caller: Caller, input: FindDevicesInput): Promise<Payload<FindDevicesResponse>> {
      if (input.userId !== caller.id && !can('administerUsers', caller.roles)) {
        throw new ForbiddenError('You can only list your own devices.');
      }
      const page = Math.max(1, input.page);
      const { rows, total } = await repository.listAccessible({
        userId: input.userId,
        now: clock.now(),
        type: input.type === 'all' ? undefined : input.type,
        search: input.name || input.filter || undefined,
        offset: (page - 1) * input.perPage,
        limit: input.perPage,
      });
      // An admin reading someone else's list sees their devices, never their lock passcodes.
      const revealPasscode = input.userId === caller.id;
      return {
        data: rows.map((row) => toDevice(row, caller.roles, { revealPasscode })),
        pagination: paginationOf(page, input.perPage, total),
      };
    },

    /** The device and its shares: all of them for those who manage sharing, else only the caller's own. */
    async get(caller: Caller, ref: string): Promise<{ device: Device; sharedDevices: Share[] }> {
      const accessible = await deviceFor(caller, ref, 'view');
      const manages = mayOnDevice('manageSharing', accessible.privilege, caller.roles);
      // The one-device read keeps the picture inline, as the reference answers it; the lists carry its address only.
      const picture = await repository.findPicture(accessible.device.id);
      return {
        device: { ...toDevice(accessible, caller.roles), devicePicture: picture?.devicePicture ?? '' },
        sharedDevices: await shares.listForDevice(accessible.device, manages ? undefined : caller.id),
      };
    },

    /** The picture of a device the caller sees, in the version asked for; an older one, or none, is not found. */
    async picture(caller: Caller, id: string, version: string): Promise<DevicePictureFile> {
      const { device } = await deviceFor(caller, id, 'view');
      const picture = await repository.findPicture(device.id);
      if (!picture?.devicePicture || picture.pictureVersion !== version) {
        throw new NotFoundError(serverMessages.notFound);
      }
      const { devicePicture, pictureVersion } = picture;
      return {
        body: Buffer.from(devicePicture, 'base64'),
        mediaType: pictureMediaType(devicePicture),
        version: pictureVersion,
      };
    },

    async temperature(caller: Caller, ref: string): Promise<TemperatureResponse['temperature']> {
      return toTemperatureReading(await deviceFor(caller, ref, 'getTemperature'));
    },

    async modemInfo(caller: Caller, ref: string): Promise<ModemInfo> {
      return toModemInfo(await deviceFor(caller, ref, 'view'));
    },
  };
}
