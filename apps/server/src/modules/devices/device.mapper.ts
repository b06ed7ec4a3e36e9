import { celsiusToFahrenheit, mayOnDevice, powerSavingText, type Device, type ModemInfo, type Role } from '@lodestar/contract';
import type { DeviceRow } from '../../db/schema/index.js';
import type { AccessibleDevice } from './devices.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const fahrenheitOf = (celsius: number | null) => (celsius === null ? null : celsiusToFahrenheit(celsius));

/**
 * The Device of the API (spec part 1 §3) as one user sees it: the passcode only for those who may share it (and not
 * when an admin lists someone else's devices), the alert switches their own.
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
    modem_temperature_f: fahrenheitOf(celsius),
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
    notificationEmails: row.notificationEmails,
    tone: row.tone,
    ledFlash: row.ledFlash,
    tsaAccessible: row.tsaAccessible,
    emergencyMode: row.emergencyMode,
    firmwareVersion: row.firmwareVersion,
    temperature: row.temperature,
    geoFence: row.geoFence,
    waterAlarm: row.waterAlarm,
    accelerometer: row.accelerometer,
    timeCreated: row.createdAt.toISOString(),
  };
}

/** The modem, network and power-saving state of GET /api/devices/modemInfo/{uuid}. */
export function toModemInfo(row: DeviceRow): ModemInfo {
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
    edrxStatus: powerSavingText(row.edrxValue),
    psmStatus: powerSavingText(row.psmTau),
    cellRequestsCount: row.cellRequestsCount,
    cellScanLimit: row.cellScanLimit,
    firmwareVersion: row.firmwareVersion,
    lastSeenTime: iso(row.lastSeenTime),
  };
}
