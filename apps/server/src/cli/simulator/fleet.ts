import { and, asc, eq } from 'drizzle-orm';
import { hasModem, type DeviceType, type LatLng } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { devices, type DeviceRow } from '../../db/schema/index.js';
import { NotFoundError } from '../../errors.js';
import { DEVICE_AUTH_SCHEME, issueDeviceSecret } from '../../ingest/device-secret.js';
import { createTelemetryRepository } from '../../ingest/pipeline/telemetry.repository.js';
import { createDevicesRepository } from '../../modules/devices/index.js';
import { provisionDevice } from '../../provisioning/index.js';
import { createUsersRepository } from '../../modules/users/index.js';
import { millivoltsAt } from './battery.js';
import { moveBy } from './geo.js';
import { hashText, seededRandom } from './random.js';
import type { Movement, Route } from './routes.js';
import { routeOf, type VirtualDeviceSpec } from './virtual-device.js';

/** Sydney's CBD, where the portal's map opens: every simulated device has its home within HOME_RANGE_M of it. */
export const SIMULATION_BASE: LatLng = { lat: -33.8688, lng: 151.2093 };
const HOME_RANGE_M = 8000;
/** The types of the added devices SIM-0001, SIM-0002, … in turn. */
const EXTRA_TYPES: readonly DeviceType[] = ['shield_gps', 'shield_gps', 'shield_card', 'smart_lock'];

export type Protocol = 'native' | 'osmand';

/** How a simulated device reaches the server: over OsmAnd under its identifier, or the native call with its secret. */
type Channel = { protocol: 'osmand'; osmandId: string } | { protocol: 'native'; authorization: string };

export type FleetDevice = VirtualDeviceSpec & Channel;

export interface FleetOptions {
  /** Whose devices. */
  ownerEmail: string;
  /** How many: fewer than the owner has takes the first by name; more adds simulated devices SIM-0001, SIM-0002, … */
  count?: number;
  /** Leave out devices that never reported (the demo's "never seen" tracker keeps showing that state). */
  onlyReporting?: boolean;
  /** Whether the OsmAnd port is open (the default); without it every device uses the native call. */
  osmand?: boolean;
  /** Every device reports this way, whatever its kind (the soak drives all of them over OsmAnd). */
  protocol?: Protocol;
}

const simSerial = (n: number) => `SIM-${String(n).padStart(4, '0')}`;
const simImei = (n: number) => String(990_000_000_000_000 + n);
const simNumber = (serial: string) => {
  const digits = /^SIM-(\d+)$/.exec(serial)?.[1];
  return digits === undefined ? undefined : Number(digits);
};

/**
 * Cards and locks use the native call, as do most trackers. A tracker named like a phone or a bike reports over OsmAnd
 * as a phone app would, and so does every fourth added tracker (SIM-0002, SIM-0010, …).
 */
type SimulatedDevice = Pick<DeviceRow, 'deviceUUID' | 'deviceType' | 'name'>;

function protocolOf(row: SimulatedDevice): Protocol {
  if (row.deviceType !== 'shield_gps') return 'native';
  if (/phone|bike/i.test(`${row.name} ${row.deviceUUID}`)) return 'osmand';
  const n = simNumber(row.deviceUUID);
  return n !== undefined && n % 8 === 2 ? 'osmand' : 'native';
}

function movementOf(type: DeviceType, protocol: Protocol): Movement {
  if (type === 'smart_lock') return 'parked';
  if (type === 'shield_card') return 'walk';
  return protocol === 'osmand' ? 'bike' : 'car';
}

/** The same home for the same serial number, spread evenly over the disc around the base. */
function homeOf(serial: string): LatLng {
  const random = seededRandom(hashText(`${serial}/home`));
  return moveBy(SIMULATION_BASE, random() * 360, HOME_RANGE_M * Math.sqrt(random()));
}

/** The loop the simulator moves this device on (the demo draws the family car's geo-fence on it). */
export function simulatedRouteOf(device: SimulatedDevice): Route {
  return routeOf({ deviceUUID: device.deviceUUID, home: homeOf(device.deviceUUID), movement: movementOf(device.deviceType, protocolOf(device)) });
}

/** How the simulator moves and powers this device: its home and movement, and the battery it carries on from. */
export function virtualDeviceSpecOf(row: DeviceRow): VirtualDeviceSpec {
  return {
    deviceUUID: row.deviceUUID,
    type: row.deviceType,
    movement: movementOf(row.deviceType, protocolOf(row)),
    home: homeOf(row.deviceUUID),
    millivolts: row.modemVoltage ?? (row.batteryPercentage === null ? null : millivoltsAt(row.batteryPercentage)),
    firmwareVersion: row.firmwareVersion,
  };
}

const toFleetDevice = (row: DeviceRow, channel: Channel): FleetDevice => ({ ...virtualDeviceSpecOf(row), ...channel });

/**
 * The devices to simulate: the owner's, topped up with provisioned SIM-… devices when `count` asks for more. Each
 * native one gets a fresh secret, so whatever secret it had before stops working; each OsmAnd one loses its secret,
 * since a device with one reports only through the native call.
 */
export async function prepareFleet(
  db: Database,
  { ownerEmail, count, onlyReporting = false, osmand = true, protocol }: FleetOptions,
): Promise<FleetDevice[]> {
  const users = createUsersRepository(db);
  const deviceRepository = createDevicesRepository(db);
  const owner = await users.findByEmail(ownerEmail);
  if (!owner) throw new NotFoundError(`No account has the email ${ownerEmail}.`);

  const owned = await db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, owner.id), eq(devices.deleted, false)))
    .orderBy(asc(devices.name), asc(devices.deviceUUID));
  const candidates = onlyReporting ? owned.filter((row) => row.lastSeenTime !== null) : owned;
  const rows = candidates.slice(0, count ?? candidates.length);
  for (let n = 1; rows.length < (count ?? 0); n++) {
    const uuid = simSerial(n);
    if (await deviceRepository.findByUUID(uuid)) continue;
    const type = EXTRA_TYPES[(n - 1) % EXTRA_TYPES.length]!;
    const imei = hasModem(type) ? simImei(n) : undefined;
    rows.push(await provisionDevice({ users, devices: deviceRepository }, { owner: owner.email, type, uuid, imei }));
  }

  const telemetry = createTelemetryRepository(db);
  const fleet: FleetDevice[] = [];
  for (const row of rows) {
    if ((protocol ?? (osmand ? protocolOf(row) : 'native')) === 'osmand') {
      await telemetry.setSecretHash(row.id, null);
      fleet.push(toFleetDevice(row, { protocol: 'osmand', osmandId: row.osmandId }));
    } else {
      const { secret, hash } = issueDeviceSecret();
      await telemetry.setSecretHash(row.id, hash);
      fleet.push(toFleetDevice(row, { protocol: 'native', authorization: `${DEVICE_AUTH_SCHEME} ${secret}` }));
    }
  }
  return fleet;
}
