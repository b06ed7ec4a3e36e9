import { batteryVoltageTable } from '@lodestar/contract';
import { between, type Random } from '../cli/simulator/random.js';

const FULL_MV = batteryVoltageTable[0]!.millivolts;
/** A week drains a battery over days, not hours as the live demo's does (it has minutes to show it). */
const DRAIN_MV_PER_HOUR = { still: 6, moving: 90 };
const CHARGE_MV_PER_HOUR = 600;
/** How low it had run when its owner put it on the charger. */
const PLUGGED_IN_MV: [number, number] = [3420, 3560];

export interface BatterySample {
  /** Epoch seconds, oldest first. */
  at: number;
  moving: boolean;
}

/**
 * The battery's voltage (whole mV) at each sample, worked out backwards from `endMillivolts` at the last one, so
 * that the week ends at what the device reports now: going back in time a draining battery was fuller, until it was
 * full, when it had just been charged from PLUGGED_IN_MV.
 */
export function batteryBackwards(samples: readonly BatterySample[], endMillivolts: number, random: Random): number[] {
  const volts = new Array<number>(samples.length);
  let millivolts = endMillivolts;
  let pluggedInAt: number | null = null;
  for (let i = samples.length - 1; i >= 0; i--) {
    volts[i] = Math.round(millivolts);
    if (i === 0) break;
    const hours = (samples[i]!.at - samples[i - 1]!.at) / 3600;
    if (pluggedInAt !== null) {
      millivolts -= CHARGE_MV_PER_HOUR * hours;
      if (millivolts <= pluggedInAt) [millivolts, pluggedInAt] = [pluggedInAt, null];
    } else {
      millivolts += DRAIN_MV_PER_HOUR[samples[i - 1]!.moving ? 'moving' : 'still'] * hours;
      if (millivolts >= FULL_MV) [millivolts, pluggedInAt] = [FULL_MV, between(random, ...PLUGGED_IN_MV)];
    }
  }
  return volts;
}
