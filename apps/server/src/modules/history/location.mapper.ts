import { celsiusToFahrenheit, reportTypeOfAlert, type LocationRecord } from '@lodestar/contract';
import type { PositionRow } from '../../db/schema/index.js';

/**
 * The Location record of the API for a stored position. The free-form attributes a device sent come
 * only when the caller asks for them: they are the device's words, and the larger part of a record.
 */
export function toLocationRecord(row: PositionRow, deviceUUID: string, { withAttributes = false } = {}): LocationRecord {
  const celsius = row.modemTemperature;
  return {
    _id: String(row.id),
    deviceId: row.deviceId,
    deviceUUID,
    latitude: row.latitude,
    longitude: row.longitude,
    timeCreated: row.fixTime.toISOString(),
    timestamp: Math.floor(row.fixTime.getTime() / 1000),
    receivedAt: row.receivedAt.toISOString(),
    address: row.address ?? '',
    type: row.type,
    alert: row.alertType,
    alertType: row.reportType ?? reportTypeOfAlert(row.alertType),
    accuracy: row.accuracy ?? 0,
    // Positions stored before these were kept count as moved, with no time spent.
    locationChanged: row.locationChanged ?? true,
    duration: row.duration ?? 0,
    lastSeenOn: row.fixTime.toISOString(),
    speed: row.speed,
    course: row.course,
    altitude: row.altitude,
    battery_percentage: row.batteryPercentage,
    modem_voltage: row.modemVoltage,
    modem_temperature: celsius,
    modem_temperature_c: celsius,
    modem_temperature_f: celsius === null ? null : celsiusToFahrenheit(celsius),
    isLocked: row.isLocked,
    unlockType: row.unlockType,
    ...(withAttributes ? { attributes: row.attributes } : {}),
  };
}
