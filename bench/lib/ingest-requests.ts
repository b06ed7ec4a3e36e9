import type { NewPositionRow } from '../../apps/server/src/db/schema/index.js';
import type { FleetDevice } from './ingest-fleet.js';
import type { LoadRequest } from './ingest-load.js';

const SYDNEY = { lat: -33.8688, lon: 151.2093 };
const jitter = () => (Math.random() - 0.5) / 10;

/** Report i comes from device i % devices, one second after that device's previous one from `baseSeconds` (epoch). */
export interface Report {
  device: FleetDevice;
  /** Epoch seconds. */
  timestamp: number;
  latitude: number;
  longitude: number;
}

export function reports(devices: FleetDevice[], count: number, baseSeconds: number): Report[] {
  return Array.from({ length: count }, (_, i) => ({
    device: devices[i % devices.length]!,
    timestamp: baseSeconds + Math.floor(i / devices.length),
    latitude: SYDNEY.lat + jitter(),
    longitude: SYDNEY.lon + jitter(),
  }));
}

/** Each report as a Traccar Client sends it: a GET with the query parameters (speed in knots, battery in %). */
export function osmandRequests(all: Report[]): LoadRequest[] {
  return all.map(({ device, timestamp, latitude, longitude }) => ({
    method: 'GET',
    path: `/?id=${device.osmandKey}&timestamp=${timestamp}&lat=${latitude.toFixed(6)}&lon=${longitude.toFixed(6)}&speed=10.8&bearing=90&batt=80`,
  }));
}

/** Consecutive reports of a device as native batches of `batchSize` positions, each call as that device. */
export function nativeRequests(
  devices: FleetDevice[],
  batches: number,
  batchSize: number,
  baseSeconds: number,
): LoadRequest[] {
  return Array.from({ length: batches }, (_, i) => {
    const device = devices[i % devices.length]!;
    const first = baseSeconds + Math.floor(i / devices.length) * batchSize;
    const positions = Array.from({ length: batchSize }, (_, k) => ({
      timestamp: first + k,
      latitude: +(SYDNEY.lat + jitter()).toFixed(6),
      longitude: +(SYDNEY.lon + jitter()).toFixed(6),
      speed: 20,
      course: 90,
      modem_voltage: 3900,
    }));
    return {
      method: 'POST',
      path: '/api/ingest/native',
      headers: { 'content-type': 'application/json', authorization: device.authorization! },
      body: JSON.stringify({ positions }),
    };
  });
}

/** The rows the server writes for these reports, for the raw INSERT and COPY rates of the same rows. */
export function positionRows(all: Report[]): NewPositionRow[] {
  const receivedAt = new Date();
  return all.map(({ device, timestamp, latitude, longitude }) => ({
    deviceId: device.id,
    userId: device.userId,
    fixTime: new Date(timestamp * 1000),
    receivedAt,
    latitude,
    longitude,
    address: 'Sydney, New South Wales, Australia',
    type: 'gps',
    alertType: null,
    accuracy: null,
    speed: 20,
    course: 90,
    altitude: null,
    batteryPercentage: 80,
    modemVoltage: null,
    modemTemperature: null,
    isLocked: null,
    unlockType: null,
    attributes: {},
  }));
}
