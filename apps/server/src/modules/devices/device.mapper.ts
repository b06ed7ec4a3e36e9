import {
  celsiusToFahrenheit,
  deviceEndpoints,
  mayOnDevice,
  modemStateCode,
  pathOf,
  Privilege,
  powerSavingAvailability,
  temperatureUnitOf,
  type Device,
  type ModemInfo,
  type Role,
  type TemperatureResponse,
} from '@lodestar/contract';
import type { DeviceFields } from '../../db/schema/index.js';
import type { OwnAlertSwitches } from './device-access.js';
import type { AccessibleDevice } from './device-lookups.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const fahrenheitOf = (celsius: number | null) => (celsius === null ? null : celsiusToFahrenheit(celsius));

/**
 * The Device of the API as one user sees it: the passcode only for those who may share it and the
 * OsmAnd identifier only for those who may change its settings (neither when an admin lists someone else's devices),
 * the alert switches their own; a failed payment of its plans only for its owner, who pays them.
 */
export function toDevice(
  { device: row, privilege, shareCount, shareAlerts, receivedShare }: AccessibleDevice,
  callerRoles: readonly Role[],
  { revealPasscode = true } = {},
): Device {
  return {
    _id: row.id,
    deviceUUID: row.deviceUUID,
    name: row.name,
    deviceType: row.deviceType,
    devicePicture: '',
    devicePictureUrl: pictureUrlOf(row),
    color: row.color,
    imei: row.imei ?? '',
    iccid: row.iccid ?? '',
    userId: row.userId ?? '',
    privilege,
    ...secretsFor(row, privilege, callerRoles, revealPasscode),
    sharedWithMe: receivedShare && { ...receivedShare, expiryDate: iso(receivedShare.expiryDate) },
    lastSeenTime: iso(row.lastSeenTime),
    alarm: row.alarm,
    share_count: shareCount,
    subscription: subscriptionFor(row, privilege, revealPasscode),
    esim: esimOf(row),
    deleted: row.deleted,
    is_wifi_device: row.isWifiDevice,
    ...modemReadingsOf(row),
    operatingMode: row.operatingMode,
    airplaneModeUntil: iso(row.airplaneModeUntil),
    ...powerSavingTimersOf(row),
    locationReportMode: row.locationReportMode,
    mapBoundaryPoints: row.mapBoundaryPoints,
    geofenceCircle: row.geofenceCircle,
    scheduleReport: row.scheduleReport,
    scheduleReportInterval: row.scheduleReportInterval,
    ...notificationsFor(row, shareAlerts, privilege, callerRoles),
    tone: row.tone,
    ledFlash: row.ledFlash,
    tsaAccessible: row.tsaAccessible,
    emergencyMode: row.emergencyMode,
    reportedStolenAt: row.reportedStolenAt?.toISOString() ?? null,
    firmwareVersion: row.firmwareVersion,
    temperature: row.temperature,
    geoFence: row.geoFence,
    waterAlarm: row.waterAlarm,
    accelerometer: row.accelerometer,
    lowBattery: row.lowBattery,
    tripRules: row.tripRules,
    silentAlert: row.silentAlert,
    geofenceAlertOn: row.geofenceAlertOn,
    timeCreated: row.createdAt.toISOString(),
    latitude: row.lastLatitude ?? 0,
    longitude: row.lastLongitude ?? 0,
    lastHistoryTime: iso(row.lastFixAt),
    lastReportType: row.lastReportType,
    isLocked: row.isLocked,
    unlockType: row.unlockType,
    lockChangedAt: iso(row.lockChangedAt),
    ...theftReportOf(row),
    alertLevel: row.alertLevel,
    proximity: row.proximity,
    sharedUserCount: shareCount,
    isTrialAvailed: row.isTrialAvailed,
    isTermsAccepted: row.isTermsAccepted,
    isFirstLogin: row.isFirstLogin,
    listenToLock: row.listenToLock,
    masterKey: '',
    subscriptionRemindOn: iso(row.subscriptionRemindOn),
    subscriptionRemindCount: row.subscriptionRemindCount,
    outOfRangeTimeout: row.outOfRangeTimeout,
    cellRequestsResetOn: iso(row.cellRequestsResetOn),
    continuousReportReset: iso(row.continuousReportReset),
  };
}

/** The address of the device's picture, null when it has none. */
const pictureUrlOf = ({ id, pictureVersion }: Pick<DeviceFields, 'id' | 'pictureVersion'>) =>
  pictureVersion === null ? null : pathOf(deviceEndpoints.picture, { id, version: pictureVersion });

/** The lock's passcode for those who may share the device, its OsmAnd access for those who may change its settings. */
function secretsFor(
  row: DeviceFields,
  privilege: Privilege,
  callerRoles: readonly Role[],
  reveal: boolean,
): Pick<Device, 'passcode' | 'osmand'> {
  return {
    passcode: reveal && mayOnDevice('share', privilege, callerRoles) ? row.passcode : null,
    osmand:
      reveal && mayOnDevice('settings', privilege, callerRoles)
        ? { id: row.osmandId, serialNumberAccepted: row.osmandSerialAccepted, enabled: row.ingestSecretHash === null }
        : null,
  };
}

/** The plan's state; a failed payment only for the owner, who pays it. */
function subscriptionFor(row: DeviceFields, privilege: Privilege, reveal: boolean): Device['subscription'] {
  return {
    status: row.subscriptionStatus,
    paymentIssue: reveal && privilege === Privilege.SuperOwner ? row.paymentIssue : null,
    authenticationInvoiceId: reveal && privilege === Privilege.SuperOwner ? row.authenticationInvoiceId : null,
  };
}

/** The eSIM is part of the device here, so it shares the device's id and times. */
function esimOf(row: DeviceFields): Device['esim'] {
  return {
    _id: row.id,
    iccid: row.iccid ?? '',
    eid: row.eid ?? '',
    status: row.esimStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The modem's latest readings: cell requests, battery, voltage, temperature in both units, state. */
function modemReadingsOf(row: DeviceFields) {
  const celsius = row.modemTemperature;
  const fahrenheit = fahrenheitOf(celsius);
  return {
    cellRequestsCount: row.cellRequestsCount,
    cellScanLimit: row.cellScanLimit,
    battery_percentage: row.batteryPercentage,
    modem_voltage: row.modemVoltage ?? 0,
    modem_temperature: celsius,
    modem_temperature_c: celsius,
    modem_temperature_f: fahrenheit === null ? 0 : Math.round(fahrenheit),
    modem_state: modemStateCode(row.modemState),
  } satisfies Partial<Device>;
}

/** The modem's power-saving timers (eDRX and PSM) as reported. */
function powerSavingTimersOf(row: DeviceFields) {
  return { edrx_value: row.edrxValue, edrx_ptw: row.edrxPtw, psm_tau: row.psmTau, psm_active_time: row.psmActiveTime };
}

/** How the caller is told: their own alert switches, and the notification addresses for those who manage them. */
function notificationsFor(
  row: DeviceFields,
  shareAlerts: OwnAlertSwitches | null,
  privilege: Privilege,
  callerRoles: readonly Role[],
) {
  const alerts = shareAlerts ?? { pushNotification: row.pushNotification, emailAlerts: row.emailAlerts };
  // Other people's addresses: only those who may manage them see them.
  const managesAddresses = mayOnDevice('settings', privilege, callerRoles);
  return {
    pushNotification: alerts.pushNotification,
    emailAlerts: alerts.emailAlerts,
    locationUpdateNotification: row.locationUpdateNotification,
    sosAlertNotification: row.sosAlertNotification,
    notificationEmails: managesAddresses ? row.notificationEmails : [],
    pendingNotificationEmails: managesAddresses
      ? row.notificationEmails.filter((email) => !row.confirmedNotificationEmails.includes(email))
      : [],
  } satisfies Partial<Device>;
}

/** Whether the device is reported stolen, and by whom. */
function theftReportOf(row: DeviceFields): Pick<Device, 'markAsLost' | 'markedByUsername' | 'markedByEmail'> {
  const stolen = row.reportedStolenAt !== null;
  return {
    markAsLost: stolen ? 1 : 0,
    markedByUsername: stolen ? (row.reportedStolenByName ?? '') : '',
    markedByEmail: stolen ? (row.reportedStolenByEmail ?? '') : '',
  };
}

/** The modem, network and power-saving part of a device, for GET /api/devices/modemInfo/{uuid}: the state as reported. */
export function toModemInfo({ device: row }: AccessibleDevice): ModemInfo {
  return {
    deviceUUID: row.deviceUUID,
    imei: row.imei,
    modem_state: row.modemState,
    modem_voltage: row.modemVoltage,
    battery_percentage: row.batteryPercentage,
    modem_temperature_c: row.modemTemperature,
    modem_temperature_f: fahrenheitOf(row.modemTemperature),
    esim: { status: row.esimStatus },
    subscription: { status: row.subscriptionStatus },
    ...powerSavingTimersOf(row),
    edrxStatus: powerSavingAvailability(row.edrxValue),
    psmStatus: powerSavingAvailability(row.psmTau),
    cellRequestsCount: row.cellRequestsCount,
    cellScanLimit: row.cellScanLimit,
    firmwareVersion: row.firmwareVersion,
    lastSeenTime: iso(row.lastSeenTime),
  };
}

/** Get temperature: the latest modem reading in the device's unit, null before the first. */
export function toTemperatureReading({ device: row }: AccessibleDevice): TemperatureResponse['temperature'] {
  const celsius = row.modemTemperature;
  const fahrenheit = fahrenheitOf(celsius);
  if (celsius === null || fahrenheit === null) return null;
  return { celsius, fahrenheit, unit: temperatureUnitOf(row.temperature.unit), readAt: iso(row.lastSeenTime) };
}
