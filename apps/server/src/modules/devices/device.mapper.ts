import {
  celsiusToFahrenheit,
  mayOnDevice,
  powerSavingAvailability,
  temperatureUnitOf,
  type Device,
  type ModemInfo,
  type Role,
  type TemperatureResponse,
} from '@lodestar/contract';
import type { AccessibleDevice } from './devices.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The Device of the API as one user sees it: the passcode only for those who may share it and the
 * OsmAnd identifier only for those who may change its settings (neither when an admin lists someone else's devices),
 * the alert switches their own.
 */
export function toDevice(
  { device: row, privilege, shareCount, shareAlerts }: AccessibleDevice,
  callerRoles: readonly Role[],
  { revealPasscode = true } = {},
): Device {
  const celsius = row.modemTemperature;
  const alerts = shareAlerts ?? { pushNotification: row.pushNotification, emailAlerts: row.emailAlerts };
  return {
    _id: row.id,
    deviceUUID: row.deviceUUID,
    name: row.name,
    deviceType: row.deviceType,
    devicePicture: row.devicePicture,
    color: row.color,
    imei: row.imei,
    userId: row.userId ?? '',
    privilege,
    passcode: revealPasscode && mayOnDevice('share', privilege, callerRoles) ? row.passcode : null,
    osmand:
      revealPasscode && mayOnDevice('settings', privilege, callerRoles)
        ? { id: row.osmandId, serialNumberAccepted: row.osmandSerialAccepted, enabled: row.ingestSecretHash === null }
        : null,
    lastSeenTime: iso(row.lastSeenTime),
    alarm: row.alarm,
    share_count: shareCount,
    subscription: { status: row.subscriptionStatus },
    esim: { status: row.esimStatus },
    deleted: row.deleted,
    is_wifi_device: row.isWifiDevice,
    cellRequestsCount: row.cellRequestsCount,
    cellScanLimit: row.cellScanLimit,
    battery_percentage: row.batteryPercentage,
    modem_voltage: row.modemVoltage,
    modem_temperature: celsius,
    modem_temperature_c: celsius,
    modem_temperature_f: celsius === null ? null : celsiusToFahrenheit(celsius),
    modem_state: row.modemState,
    operatingMode: row.operatingMode,
    airplaneModeUntil: iso(row.airplaneModeUntil),
    edrx_value: row.edrxValue,
    edrx_ptw: row.edrxPtw,
    psm_tau: row.psmTau,
    psm_active_time: row.psmActiveTime,
    locationReportMode: row.locationReportMode,
    mapBoundaryPoints: row.mapBoundaryPoints,
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
    timeCreated: row.createdAt.toISOString(),
  };
}

/** The modem, network and power-saving part of a device, for GET /api/devices/modemInfo/{uuid}. */
export function toModemInfo(device: Device): ModemInfo {
  const { deviceUUID, imei, modem_state, modem_voltage, battery_percentage, modem_temperature_c, modem_temperature_f } =
    device;
  const { esim, subscription, edrx_value, edrx_ptw, psm_tau, psm_active_time } = device;
  const { cellRequestsCount, cellScanLimit, firmwareVersion, lastSeenTime } = device;
  return {
    deviceUUID,
    imei,
    modem_state,
    modem_voltage,
    battery_percentage,
    modem_temperature_c,
    modem_temperature_f,
    esim,
    subscription,
    edrx_value,
    edrx_ptw,
    psm_tau,
    psm_active_time,
    edrxStatus: powerSavingAvailability(edrx_value),
    psmStatus: powerSavingAvailability(psm_tau),
    cellRequestsCount,
    cellScanLimit,
    firmwareVersion,
    lastSeenTime,
  };
}

/** Get temperature: the latest modem reading in the device's unit, null before the first. */
export function toTemperatureReading(device: Device): TemperatureResponse['temperature'] {
  const { modem_temperature_c: celsius, modem_temperature_f: fahrenheit } = device;
  if (celsius === null || fahrenheit === null) return null;
  return { celsius, fahrenheit, unit: temperatureUnitOf(device.temperature.unit), readAt: device.lastSeenTime };
}
