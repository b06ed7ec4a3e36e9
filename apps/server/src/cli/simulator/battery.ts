import { batteryVoltageTable } from '@lodestar/contract';

const FULL_MV = batteryVoltageTable[0]!.millivolts;
const EMPTY_MV = batteryVoltageTable.at(-1)!.millivolts;
/** Below this the owner "puts it on the charger". */
const RECHARGE_BELOW_MV = 3400;
const DRAIN_MV_PER_MINUTE = { still: 1, moving: 4 };
/** Each report costs a little: a device that reports often drains faster. */
const REPORT_MV = 0.5;
const CHARGE_MV_PER_MINUTE = 40;

/** The voltage of a battery at this percent, the inverse of the contract's table. */
export const millivoltsAt = (percent: number) => EMPTY_MV + ((FULL_MV - EMPTY_MV) * percent) / 100;

/** What a device reads of its battery at each report: the voltage, in whole mV. */
export interface BatteryGauge {
  report(elapsedSeconds: number, moving: boolean): number;
}

/** A battery that drains with time, faster while moving, and is recharged to full once it runs low. */
export class Battery implements BatteryGauge {
  private charging = false;

  constructor(private millivolts: number = FULL_MV) {}

  /** Advances by the time since the last report and answers the voltage the device reports now, in whole mV. */
  report(elapsedSeconds: number, moving: boolean): number {
    const minutes = elapsedSeconds / 60;
    if (this.charging) {
      this.millivolts = Math.min(FULL_MV, this.millivolts + CHARGE_MV_PER_MINUTE * minutes);
      this.charging = this.millivolts < FULL_MV;
    } else {
      const drain = (moving ? DRAIN_MV_PER_MINUTE.moving : DRAIN_MV_PER_MINUTE.still) * minutes + REPORT_MV;
      this.millivolts = Math.max(EMPTY_MV, this.millivolts - drain);
      this.charging = this.millivolts < RECHARGE_BELOW_MV;
    }
    return Math.round(this.millivolts);
  }
}
