import type { NativePosition } from '@lodestar/contract';
import type { DecodedPosition } from './report.js';

/** When a position of the native call was fixed: its timestamp in epoch seconds or ISO 8601. */
export function fixTimeOf(position: NativePosition): Date {
  return typeof position.timestamp === 'number' ? new Date(position.timestamp * 1000) : new Date(position.timestamp);
}

/** A position of the native call in the pipeline's terms, fixed at `fixTime`. */
export function fromNative(position: NativePosition, fixTime: Date): DecodedPosition {
  return {
    fixTime,
    latitude: position.latitude,
    longitude: position.longitude,
    type: position.type,
    accuracy: position.accuracy ?? null,
    speed: position.speed ?? null,
    course: position.course ?? null,
    altitude: position.altitude ?? null,
    alertType: position.alertType ?? null,
    isLocked: position.isLocked ?? null,
    unlockType: position.unlockType ?? null,
    modemVoltage: position.modem_voltage ?? null,
    modemTemperature: position.modem_temperature ?? null,
    batteryPercent: null,
    attributes: position.attributes ?? {},
  };
}
