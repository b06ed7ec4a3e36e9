import {
  can,
  liveTrackingDurations,
  mayOnDevice,
  messages,
  osmandMessages,
  passcodeMessages,
  Privilege,
  removalBlockedBySubscription,
  serverMessages,
  stolenMessages,
  type ClaimDeviceRequest,
  type Device,
  type DeviceType,
  type LocateRequest,
  type ModemInfo,
  type Share,
  type TemperatureResponse,
  type UpdateDeviceRequest,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { newOsmandId } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { toDevice, toModemInfo, toTemperatureReading } from './device.mapper.js';
import { createDeviceChanger, type DeviceOutcome } from './device-change.js';
import { type DeviceGate, type GatedDevice } from './device-gate.js';
import type { QueuedCommand } from '../device-commands/index.js';
import type { AccessibleDevice, DeviceChanges, DevicesRepository } from './devices.repository.js';
import { mergeSettings } from './merge-settings.js';
import { samePasscode } from './passcode.js';

export interface FindDevicesInput {
  userId: string;
  type?: DeviceType | 'all';
  name?: string;
  filter?: string;
  page: number;
  perPage: number;
}

/** Fields of PUT /api/devices/{id} that change how the device behaves, so the device is told. */
const deviceActedFields = [
  'scheduleReport',
  'scheduleReportInterval',
  'tone',
  'ledFlash',
  'tsaAccessible',
  'emergencyMode',
  'temperature',
  'waterAlarm',
  'accelerometer',
] as const satisfies readonly (keyof UpdateDeviceRequest)[];

/** Wrong passcodes after which claiming a device is refused for an hour, whoever tries. */
const CLAIM_FAILURE_LIMIT = 5;
const CLAIM_LOCK_MS = 60 * 60 * 1000;

/** What the device calls need of sharing, which the sharing module provides (createDeviceShares). */
export interface DeviceShares {
  /** The device's shares as answered; only `onlyUserId`'s own when given. */
  listForDevice(device: { id: string; deviceUUID: string }, onlyUserId: string | undefined): Promise<Share[]>;
  /** The alert switches of `userId`'s own share of the device. */
  setAlerts(deviceId: string, userId: string, alerts: { pushNotification?: boolean; emailAlerts?: boolean }): Promise<void>;
}

interface DevicesServiceDeps {
  repository: DevicesRepository;
  shares: DeviceShares;
  deviceFor: DeviceGate;
  clock: Clock;
}

export function createDevicesService({ repository, shares, deviceFor, clock }: DevicesServiceDeps) {
  const view = (caller: Caller, accessible: AccessibleDevice) => toDevice(accessible, caller.roles);
  const changeDevice = createDeviceChanger(repository, clock);
  const change = (caller: Caller, found: GatedDevice, changes: DeviceChanges, commands: QueuedCommand[], message: string) =>
    changeDevice(caller, found, () => ({ changes, commands }), message);
  /** A stolen device reports continuously until it is recovered: locating and stop tracking must not end that. */
  const changeUnlessStolen = (caller: Caller, found: GatedDevice, changes: DeviceChanges, commands: QueuedCommand[], message: string) =>
    changeDevice(
      caller,
      found,
      (row) => {
        if (row.reportedStolenAt !== null) throw new ConflictError(stolenMessages.trackingWhileStolen);
        return { changes, commands };
      },
      message,
    );

  return {
    /** The devices a user can see (own and shared); only admins may list another account's. Page 0 is page 1. */
    async find(caller: Caller, input: FindDevicesInput): Promise<{ devices: Device[]; total: number }> {
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
      return { devices: rows.map((row) => toDevice(row, caller.roles, { revealPasscode })), total };
    },

    /** The device and its shares: all of them for those who manage sharing, else only the caller's own. */
    async get(caller: Caller, ref: string): Promise<{ device: Device; sharedDevices: Share[] }> {
      const accessible = await deviceFor(caller, ref, 'view');
      const manages = mayOnDevice('manageSharing', accessible.privilege, caller.roles);
      return {
        device: view(caller, accessible),
        sharedDevices: await shares.listForDevice(accessible.device, manages ? undefined : caller.id),
      };
    },

    async update(caller: Caller, ref: string, body: UpdateDeviceRequest): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      // The plan flags belong to the account the device is in, like its plans.
      const planFlags = body.isTrialAvailed || body.isTermsAccepted || body.isFirstLogin !== undefined;
      if (planFlags && found.privilege !== Privilege.SuperOwner) throw new ForbiddenError(messages.permissionDenied);
      return changeDevice(
        caller,
        found,
        (row) => {
          const changes = mergeSettings(row, body);
          const acted = Object.fromEntries(deviceActedFields.filter((field) => field in changes).map((field) => [field, changes[field]]));
          return { changes, commands: Object.keys(acted).length > 0 ? [{ type: 'settings', payload: acted }] : [] };
        },
        messages.updatedSuccessfully,
      );
    },

    /** Answers the device's new passcode (releaseDevices). */
    async remove(caller: Caller, ref: string): Promise<string> {
      const found = await deviceFor(caller, ref, 'remove');
      const { deviceType, subscriptionStatus } = found.device;
      if (removalBlockedBySubscription({ deviceType, subscription: { status: subscriptionStatus } })) {
        throw new ConflictError(messages.activeSubscriptionBlocksRemoval);
      }
      // Only the caller's own device is released: one a racing removal already took off is not the caller's any more.
      const passcode = await repository.release(found.device.id, caller.id, clock.now());
      if (passcode === undefined) throw new NotFoundError(serverMessages.deviceNotFound);
      return passcode;
    },

    async setAlarm(caller: Caller, ref: string, on: boolean): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'alarm');
      const message = on ? serverMessages.alarmOn : serverMessages.alarmOff;
      return change(caller, found, { alarm: on }, [{ type: 'alarm', payload: { on } }], message);
    },

    async setOperatingMode(caller: Caller, ref: string, operatingMode: Device['operatingMode']): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'operatingMode');
      return change(caller, found, { operatingMode }, [{ type: 'operatingMode', payload: { operatingMode } }], messages.updatedSuccessfully);
    },

    async setAirplaneMode(caller: Caller, ref: string, durationSeconds: number): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'airplaneMode');
      const until = new Date(clock.now().getTime() + durationSeconds * 1000);
      const commands: QueuedCommand[] = [{ type: 'airplaneMode', payload: { duration: durationSeconds } }];
      return change(caller, found, { airplaneModeUntil: until }, commands, serverMessages.airplaneModeRequested);
    },

    /**
     * Asks the device for its position once, or to keep reporting it for a live-tracking duration
     * (location report mode `continuously`); housekeeping sets the mode back to once when the duration is over.
     */
    async locate(caller: Caller, ref: string, { locationReportMode, duration = liveTrackingDurations[0] }: LocateRequest): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'locate');
      if (locationReportMode === 'once') {
        const commands: QueuedCommand[] = [{ type: 'locate', payload: { locationReportMode } }];
        return changeUnlessStolen(caller, found, { locationReportMode, liveTrackingUntil: null }, commands, messages.requestedSuccessfully);
      }
      const liveTrackingUntil = new Date(clock.now().getTime() + duration * 1000);
      const commands: QueuedCommand[] = [{ type: 'locate', payload: { locationReportMode, duration } }];
      return changeUnlessStolen(caller, found, { locationReportMode, liveTrackingUntil }, commands, messages.requestedSuccessfully);
    },

    /** Ends continuous tracking: the device goes back to reporting once. */
    async stopTracking(caller: Caller, ref: string): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'locate');
      const commands: QueuedCommand[] = [{ type: 'stopTracking', payload: {} }];
      return changeUnlessStolen(caller, found, { locationReportMode: 'once', liveTrackingUntil: null }, commands, messages.liveTrackingDisabled);
    },

    /** A new master key for the lock (the Security tab); the device is told it with a rekey command. */
    async changePasscode(caller: Caller, ref: string, passcode: string): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      return change(caller, found, { passcode }, [{ type: 'rekey', payload: { passcode } }], passcodeMessages.changed);
    },

    /** Accepts OsmAnd reports under the device's IMEI or serial number too, or stops accepting them. */
    async setOsmandSerialNumber(caller: Caller, ref: string, accepted: boolean): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      const message = accepted ? osmandMessages.serialNumberAccepted : osmandMessages.serialNumberRefused;
      return change(caller, found, { osmandSerialAccepted: accepted }, [], message);
    },

    /** A new OsmAnd identifier: the old one stops working (a leaked identifier, a device handed on). */
    async renewOsmandId(caller: Caller, ref: string): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      return change(caller, found, { osmandId: newOsmandId }, [], osmandMessages.renewed);
    },

    /**
     * Reporting a device stolen makes it report its position continuously, with no end, until it is marked recovered,
     * which sets it back to reporting once. Both are decided on the locked row: reporting a stolen device again keeps
     * the time it was first reported, and marking a device that is not stolen as recovered changes nothing.
     */
    async setStolen(caller: Caller, ref: string, stolen: boolean): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      const commands: QueuedCommand[] = [{ type: 'reportStolen', payload: { stolen } }];
      if (!stolen) {
        return changeDevice(
          caller,
          found,
          (row) =>
            row.reportedStolenAt === null
              ? { changes: {}, commands: [] }
              : {
                  changes: { reportedStolenAt: null, reportedStolenByName: null, reportedStolenByEmail: null, locationReportMode: 'once' },
                  commands,
                },
          stolenMessages.recovered,
        );
      }
      return changeDevice(
        caller,
        found,
        (row) => ({
          // Reported again, the device keeps who reported it first and when.
          changes:
            row.reportedStolenAt === null
              ? {
                  reportedStolenAt: clock.now(),
                  reportedStolenByName: caller.name,
                  reportedStolenByEmail: caller.email,
                  locationReportMode: 'continuously',
                  liveTrackingUntil: null,
                }
              : { locationReportMode: 'continuously', liveTrackingUntil: null },
          commands,
        }),
        stolenMessages.reported,
      );
    },

    /** The caller's own alert switches: the device's for its SuperOwner, their share's for anyone else. */
    async setAlertSettings(caller: Caller, ref: string, body: { pushNotification?: boolean; emailAlerts?: boolean }): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'alertSettings');
      if (found.privilege === Privilege.SuperOwner) return change(caller, found, body, [], messages.updatedSuccessfully);
      await shares.setAlerts(found.device.id, caller.id, body);
      return { message: messages.updatedSuccessfully, device: view(caller, await deviceFor(caller, found.device.id, 'view')) };
    },

    async temperature(caller: Caller, ref: string): Promise<TemperatureResponse['temperature']> {
      return toTemperatureReading(await deviceFor(caller, ref, 'getTemperature'));
    },

    async modemInfo(caller: Caller, ref: string): Promise<ModemInfo> {
      return toModemInfo(await deviceFor(caller, ref, 'view'));
    },

    /**
     * The phone app adds a provisioned device by its serial number and passcode. A wrong passcode, an unknown
     * serial and a device that already has an owner get the same answer, so none can be told apart.
     */
    async claim(caller: Caller, body: ClaimDeviceRequest): Promise<Device> {
      const now = clock.now();
      const row = await repository.findByUUID(body.deviceUUID);
      const refused = () => new ValidationError(serverMessages.claimRefused);
      if (!row || row.userId !== null || (row.claimLockedUntil && row.claimLockedUntil > now)) throw refused();
      if (!samePasscode(body.passcode, row.passcode)) {
        await repository.recordClaimFailure(row.id, CLAIM_FAILURE_LIMIT, new Date(now.getTime() + CLAIM_LOCK_MS));
        throw refused();
      }
      const claimed = await repository.claim(row.id, caller.id, body.name, now);
      if (!claimed) throw refused();
      return view(caller, { device: claimed, privilege: Privilege.SuperOwner, shareCount: 0, shareAlerts: null, receivedShare: null });
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
