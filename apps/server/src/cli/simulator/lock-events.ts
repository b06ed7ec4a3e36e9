import type { UnlockType } from '@lodestar/contract';
import { between, chance, type Random } from './random.js';

/** About once in 40 reports someone opens the lock. */
const OPEN_CHANCE = 1 / 40;
/** It locks itself again after this many reports. */
const RELOCK_AFTER_REPORTS: [number, number] = [3, 12];

/** Mostly from the app or with the button code; now and then airport security opens it. */
function opener(random: Random): UnlockType {
  const roll = random();
  if (roll < 0.5) return 'app';
  return roll < 0.9 ? 'buttonCode' : 'tsaUnlock';
}

export interface LockEvent {
  isLocked: boolean;
  unlockType?: UnlockType;
}

/** A smart lock's mechanism: opened now and then, locked again automatically a few reports later. */
export class LockMechanism {
  private locked = true;
  private announced = false;
  private reportsUntilRelock = 0;

  constructor(private readonly random: Random) {}

  /** The lock event this report carries, if any. The first report tells the state the lock starts in. */
  next(): LockEvent | undefined {
    if (!this.announced) {
      this.announced = true;
      return { isLocked: this.locked };
    }
    if (!this.locked) {
      this.reportsUntilRelock -= 1;
      if (this.reportsUntilRelock > 0) return undefined;
      this.locked = true;
      return { isLocked: true, unlockType: 'autoLocked' };
    }
    if (!chance(this.random, OPEN_CHANCE)) return undefined;
    this.locked = false;
    this.reportsUntilRelock = Math.round(between(this.random, ...RELOCK_AFTER_REPORTS));
    return { isLocked: false, unlockType: opener(this.random) };
  }
}
