import { batteryPercentFromVoltage, deviceColors, type DeviceType, type LatLng } from '@lodestar/contract';
import { simulatedRouteOf } from '../cli/simulator/fleet.js';
import { moveBy } from '../cli/simulator/geo.js';
import type { NewDeviceRow } from '../db/schema/index.js';
import { devicePicture } from './pictures.js';
import type { RoutineName } from './week-routines.js';

/** Who owns a demo device: the demo account, or the second account that shares one of its devices with it. */
export type DemoOwner = 'demo' | 'fleet';

export interface DemoDevice {
  owner: DemoOwner;
  type: DeviceType;
  uuid: string;
  imei?: string;
  name: string;
  passcode: string;
  /** Telemetry and settings: columns of the devices table. */
  extra: Partial<NewDeviceRow>;
  /** Shared by its owner with the demo account (Unrestricted, accepted). */
  sharedWithDemo?: { message: string; since: Date };
  /** How it spent the week before the seed, which its history shows; none for a device with no history. */
  week?: RoutineName;
}

type ColourLabel = (typeof deviceColors)[number]['label'];
const colour = (label: ColourLabel) => deviceColors.find((entry) => entry.label === label)!.value;

/** A modem's voltage and the battery percent the pipeline derives from it, always consistent. */
const battery = (millivolts: number) => ({
  modemVoltage: millivolts,
  batteryPercentage: batteryPercentFromVoltage(millivolts),
});

/** The picture and accent colour of a device: the type's illustration drawn in that colour. */
const looks = (type: DeviceType, label: ColourLabel) => ({
  color: colour(label),
  devicePicture: devicePicture(type, colour(label)),
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FAMILY_CAR = { deviceUUID: 'DEMO-GPS-0001', deviceType: 'shield_gps', name: 'Family car' } as const;

/**
 * The family car's geo-fence: a square of 4 hectares around the first stop of the loop the simulator drives it on,
 * so the green polygon lies on its track and every lap leaves it once (a geofence-exit alert in its history).
 */
function familyCarFence(): LatLng[] {
  const stop = simulatedRouteOf(FAMILY_CAR).waypoints[0]!;
  const corner = (bearing: number) => moveBy(stop, bearing, 100 * Math.SQRT2);
  return [45, 135, 225, 315].map(corner).map(({ lat, lng }) => ({ lat: +lat.toFixed(6), lng: +lng.toFixed(6) }));
}

/** The time so many milliseconds before the demo's `now`. */
type Ago = (ms: number) => Date;

/** The demo account's GPS trackers: one driving its fenced loop, one asleep in PSM, one never switched on. */
function demoGpsTrackers(ago: Ago): DemoDevice[] {
  return [
  {
    owner: 'demo',
    type: FAMILY_CAR.deviceType,
    uuid: FAMILY_CAR.deviceUUID,
    week: 'commute',
    imei: '356938035643809',
    name: FAMILY_CAR.name,
    passcode: '204816',
    extra: {
      ...looks('shield_gps', 'Steel Blue'),
      lastSeenTime: ago(4 * MINUTE),
      ...battery(4107),
      modemTemperature: 31.5,
      modemState: 'Connected (LTE-M)',
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      edrxValue: 81.92,
      edrxPtw: 2.56,
      psmTau: 0,
      psmActiveTime: 0,
      cellRequestsCount: 37,
      firmwareVersion: '2.4.1',
      locationReportMode: 'continuously',
      scheduleReportInterval: 300,
      emailAlerts: true,
      notificationEmails: ['demo@lodestar.local'],
      // The demo account's own address, proven when the account was made.
      confirmedNotificationEmails: ['demo@lodestar.local'],
      mapBoundaryPoints: familyCarFence(),
      geoFence: { enable: true, liveTrackingUnable: true, trackingTime: 600 },
    },
  },
  {
    owner: 'demo',
    type: 'shield_gps',
    uuid: 'DEMO-GPS-0002',
    week: 'ride',
    imei: '356938035643817',
    name: 'Bike',
    passcode: '730451',
    extra: {
      ...looks('shield_gps', 'Crimson'),
      lastSeenTime: ago(2 * DAY + 3 * HOUR),
      ...battery(3363),
      modemTemperature: 14,
      modemState: 'Sleeping (PSM)',
      edrxValue: 163.84,
      edrxPtw: 5.12,
      psmTau: 86_400,
      psmActiveTime: 10,
      cellRequestsCount: 142,
      firmwareVersion: '2.3.0',
      operatingMode: 'batteryLife',
      scheduleReportInterval: 3600,
      accelerometer: {
        enable: true,
        ultraPowerMode: false,
        sendLocation: true,
        reAlertDuration: 600,
        sensitivity: 6,
        duration: 5,
      },
    },
  },
  {
    owner: 'demo',
    type: 'shield_gps',
    uuid: 'DEMO-GPS-0003',
    imei: '356938035643825',
    name: 'Camper trailer',
    passcode: '918273',
    // Just added and never switched on: no report yet, no telemetry, no picture of its own.
    extra: { color: colour('Light Salmon'), lastSeenTime: null },
  },
  ];
}

/** The demo account's cards: one idle in eDRX, one with temperature and water alarms and eDRX and PSM unavailable. */
function demoCards(ago: Ago): DemoDevice[] {
  return [
  {
    owner: 'demo',
    type: 'shield_card',
    uuid: 'DEMO-CARD-0001',
    week: 'stroll',
    imei: '356938035643833',
    name: 'Wallet card',
    passcode: '561204',
    extra: {
      ...looks('shield_card', 'Dark Cyan'),
      lastSeenTime: ago(18 * MINUTE),
      ...battery(3921),
      modemTemperature: 27.2,
      modemState: 'Idle (eDRX)',
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      edrxValue: 40.96,
      edrxPtw: 1.28,
      psmTau: 3600,
      psmActiveTime: 6,
      cellRequestsCount: 12,
      firmwareVersion: '1.8.2',
      scheduleReport: ['gps', 'cell'],
      scheduleReportInterval: 1800,
    },
  },
  {
    owner: 'demo',
    type: 'shield_card',
    uuid: 'DEMO-CARD-0002',
    week: 'stroll',
    imei: '356938035643841',
    name: 'Backpack',
    passcode: '337590',
    extra: {
      ...looks('shield_card', 'Light Sea Green'),
      lastSeenTime: ago(5 * HOUR + 20 * MINUTE),
      ...battery(3456),
      modemTemperature: 38.6,
      modemState: 'Connected (NB-IoT)',
      edrxValue: -1,
      psmTau: -1,
      cellRequestsCount: 64,
      firmwareVersion: '1.7.0',
      scheduleReport: ['gps', 'cell', 'temp'],
      scheduleReportInterval: 900,
      temperature: {
        enable: true,
        sendLocation: true,
        reAlertDuration: 600,
        condition: 'greaterOrEqual',
        level: 40,
        unit: 'c',
      },
      waterAlarm: { enable: true, sendLocation: true, reAlertDuration: 900 },
    },
  },
  ];
}

/** The demo account's smart locks, which have no modem: a battery percent only. */
function demoLocks(ago: Ago): DemoDevice[] {
  return [
  {
    owner: 'demo',
    type: 'smart_lock',
    uuid: 'DEMO-LOCK-0001',
    week: 'carried',
    name: 'Suitcase lock',
    passcode: '482913',
    extra: {
      ...looks('smart_lock', 'Indian Red'),
      lastSeenTime: ago(DAY + 2 * HOUR),
      batteryPercentage: 75,
      firmwareVersion: '3.1.0',
      tsaAccessible: true,
      tone: 7,
      ledFlash: true,
    },
  },
  {
    owner: 'demo',
    type: 'smart_lock',
    uuid: 'DEMO-LOCK-0002',
    week: 'carried',
    name: 'Gym locker',
    passcode: '650127',
    extra: {
      ...looks('smart_lock', 'Dark Cyan'),
      lastSeenTime: ago(35 * MINUTE),
      batteryPercentage: 50,
      firmwareVersion: '3.2.0',
    },
  },
  ];
}

/** The second account's devices: a van shared with the demo account, and a tag the demo account must not see. */
function fleetDevices(ago: Ago): DemoDevice[] {
  return [
  {
    owner: 'fleet',
    type: 'shield_gps',
    uuid: 'DEMO-FLEET-GPS-0001',
    week: 'delivery',
    imei: '356938035643858',
    name: 'Delivery van',
    passcode: '775310',
    sharedWithDemo: { message: 'Use the van for the weekend pick-ups.', since: ago(12 * DAY) },
    extra: {
      ...looks('shield_gps', 'Light Salmon'),
      lastSeenTime: ago(2 * MINUTE),
      ...battery(4014),
      modemTemperature: 29.8,
      modemState: 'Connected (LTE-M)',
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      edrxValue: 0,
      psmTau: 0,
      cellRequestsCount: 88,
      firmwareVersion: '2.4.1',
      locationReportMode: 'continuously',
      scheduleReportInterval: 120,
    },
  },
  {
    owner: 'fleet',
    type: 'shield_card',
    uuid: 'DEMO-FLEET-CARD-0001',
    imei: '356938035643866',
    name: 'Pallet tag',
    passcode: '190384',
    // Not shared: the demo account must not see it.
    extra: {
      ...looks('shield_card', 'Steel Blue'),
      lastSeenTime: ago(40 * MINUTE),
      ...battery(3782),
      modemTemperature: 19.4,
      modemState: 'Idle (eDRX)',
      subscriptionStatus: 'Active',
      esimStatus: 'Active',
      edrxValue: 81.92,
      psmTau: 3600,
      firmwareVersion: '1.8.2',
    },
  },
  ];
}

/**
 * The demo data, with times relative to `now`. Each device shows something a newcomer should see: a blocked and
 * an allowed removal (subscription Active or Inactive), the battery alert (under 15 %) and warning (under 25 %),
 * a device that never reported, firmware with an update available (the older release of the catalogue in
 * drizzle/0001_devices.sql), eDRX and PSM on, off, unavailable and unknown, and a device shared by another account.
 * Smart locks have no cellular modem (`hasModem`): they report a battery percent but no voltage, modem or IMEI.
 */
export function demoDevices(now: Date): DemoDevice[] {
  const ago: Ago = (ms) => new Date(now.getTime() - ms);
  return [...demoGpsTrackers(ago), ...demoCards(ago), ...demoLocks(ago), ...fleetDevices(ago)];
}
