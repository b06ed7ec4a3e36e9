import type { AlertType, LocationType, UnlockType } from '@lodestar/contract';

/** A position as every protocol decoder hands it to the pipeline, in the pipeline's units. */
export interface DecodedPosition {
  fixTime: Date;
  latitude: number;
  longitude: number;
  type: LocationType;
  /** Metres. */
  accuracy: number | null;
  /** km/h */
  speed: number | null;
  /** Degrees from north, 0–360. */
  course: number | null;
  /** Metres. */
  altitude: number | null;
  alertType: AlertType | null;
  isLocked: boolean | null;
  unlockType: UnlockType | null;
  /** Millivolts. */
  modemVoltage: number | null;
  /** Degrees Celsius. */
  modemTemperature: number | null;
  /** Percent, when the device tells it directly (a phone) rather than through its modem voltage. */
  batteryPercent: number | null;
  /** Everything else the device sent, kept as it came. */
  attributes: Record<string, string | number | boolean>;
}

/** One decoded report: who sent it and, when it carried coordinates, where it was. */
export interface DecodedReport {
  /** The identifier the device gave: its IMEI or its serial number. */
  deviceKey: string;
  /** null: no coordinates, so the report only refreshes the device's last seen time. */
  position: DecodedPosition | null;
}

export type DecodeResult = { ok: true; report: DecodedReport } | { ok: false; message: string };
