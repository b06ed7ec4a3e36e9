import {
  celsiusToFahrenheit,
  mayOnDevice,
  modemStateCode,
  Privilege,
  powerSavingAvailability,
  temperatureUnitOf,
  type Device,
  type ModemInfo,
  type Role,
  type TemperatureResponse,
} from '@lodestar/contract';
import type { AccessibleDevice } from './devices.repository.js';

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
  const celsius = row.modemTemperature;
  const fahrenheit = fahrenheitOf(celsius);
  const alerts = shareAlerts ?? { pushNotification: row.pushNotification, emailAlerts: row.emailAlerts };
  const stolen = row.reportedStolenAt !== null;
  return {
    _id: row.id,
    deviceUUID: row.deviceUUID,
    name: row.name,
    deviceType: row.deviceType,
    devicePicture: row.devicePicture,
    color: row.color,
    imei: row.imei ?? '',
    iccid: row.iccid ?? '',
    userId: row.userId ?? '',
    privilege,
    passcode: revealPasscode && mayOnDevice('share', privilege, callerRoles) ? row.passcode : null,
    osmand:
      revealPasscode && mayOnDevice('settings', privilege, callerRoles)
        ? { id: row.osmandId, serialNumberAccepted: row.osmandSerialAccepted, enabled: row.ingestSecretHash === null }
        : null,
    sharedWithMe: receivedShare && { ...receivedShare, expiryDate: iso(receivedShare.expiryDate) },
    lastSeenTime: iso(row.lastSeenTime),
    alarm: row.alarm,
    share_count: shareCount,
    subscription: {
      status: row.subscriptionStatus,
      paymentIssue: revealPasscode && privilege === Privilege.SuperOwner ? row.paymentIssue : null,
    },
    // The eSIM is part of the device here, so it shares the device's id and times.
    esim: {
      _id: row.id,
      iccid: row.iccid ?? '',
      eid: row.eid ?? '',
      status: row.esimStatus,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    deleted: row.deleted,
    is_wifi_device: row.isWifiDevice,
    cellRequestsCount: row.cellRequestsCount,
    cellScanLimit: row.cellScanLimit,
    battery_percentage: row.batteryPercentage,
    modem_voltage: row.modemVoltage ?? 0,
    modem_temperature: celsius,
    modem_temperature_c: celsius,
    modem_temperature_f: fahrenheit === null ? 0 : Math.round(fahrenheit),
    modem_state: modemStateCode(row.modemState),
    operatingMode: row.operatingMode,
    airplaneModeUntil: iso(row.airplaneModeUntil),
    edrx_value: row.edrxValue,
    edrx_ptw: row.edrxPtw,
    psm_tau: row.psmTau,
    psm_active_time: row.psmActiveTime,
    locationReportMode: row.locationReportMode,
    mapBoundaryPoints: row.mapBoundaryPoints,
    geofenceCircle: row.geofenceCircle,
    scheduleReport: row.scheduleReport,
    scheduleReportInterval: row.scheduleReportInterval,
    pushNotification: alerts.pushNotification,
    emailAlerts: alerts.emailAlerts,
    locationUpdateNotification: row.locationUpdateNotification,
    sosAlertNotification: row.sosAlertNotification,
    // Other people's addresses: only those who may manage them see them.
    notificationEmails: mayOnDevice('settings', privilege, callerRoles) ? row.notificationEmails : [],
    pendingNotificationEmails: mayOnDevice('settings', privilege, callerRoles)
      ? row.notificationEmails.filter((email) => !row.confirmedNotificationEmails.includes(email))
      : [],
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
    markAsLost: stolen ? 1 : 0,
    markedByUsername: stolen ? (row.reportedStolenByName ?? '') : '',
    markedByEmail: stolen ? (row.reportedStolenByEmail ?? '') : '',
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
    edrx_value: row.edrxValue,
    edrx_ptw: row.edrxPtw,
    psm_tau: row.psmTau,
    psm_active_time: row.psmActiveTime,
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
