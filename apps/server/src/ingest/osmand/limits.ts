import { modemTemperatureSchema, modemVoltageSchema, nativePositionSchema } from '@lodestar/contract';
import type { NumberRange } from './numbers.js';

export const KMH_PER_KNOT = 1.852;
export const KMH_PER_METRE_PER_SECOND = 3.6;

interface NumberSchemaBounds {
  minValue: number | null;
  maxValue: number | null;
  isInt: boolean;
}

function rangeOf(schema: NumberSchemaBounds, unit?: string): NumberRange {
  return { min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined, wholeNumber: schema.isInt, unit };
}

const native = nativePositionSchema.shape;

/** The native speed limits, which are in km/h, in the unit a device sends. */
function speedRange(kmhPerUnit: number, unit: string): NumberRange {
  const { min, max } = rangeOf(native.speed.unwrap());
  return { min: (min ?? 0) / kmhPerUnit, max: (max ?? Infinity) / kmhPerUnit, unit };
}

/** The native ingest's limits, so that every protocol hands the pipeline values in the same ranges. */
export const limits = {
  latitude: rangeOf(native.latitude),
  longitude: rangeOf(native.longitude),
  accuracy: rangeOf(native.accuracy.unwrap(), 'metres'),
  course: rangeOf(native.course.unwrap(), 'degrees'),
  altitude: rangeOf(native.altitude.unwrap(), 'metres'),
  speedKnots: speedRange(KMH_PER_KNOT, 'knots'),
  speedMetresPerSecond: speedRange(KMH_PER_METRE_PER_SECOND, 'metres per second'),
  modemVoltage: rangeOf(modemVoltageSchema, 'millivolts'),
  modemTemperature: rangeOf(modemTemperatureSchema, 'degrees Celsius'),
  hdop: { min: 0 },
  batteryPercent: { min: 0 },
  batteryLevel: { min: 0, max: 1 },
} satisfies Record<string, NumberRange>;
