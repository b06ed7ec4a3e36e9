import type { UnlockType } from '@lodestar/contract';

/** A lock's state as it last told it, how that came about (when it said) and since when. */
export interface LockState {
  isLocked: boolean;
  unlockType: UnlockType | null;
  changedAt: Date;
}

/** What a live position of a lock says, or is known, of the lock. */
export interface LockReading {
  isLocked: boolean | null;
  unlockType: UnlockType | null;
}

/**
 * A lock tells its state when it changes, and may tell it with other reports too. A live position that says nothing
 * of it keeps the state last told, so every row of its history says whether it was locked; a position that tells a
 * new state, or how the lock was just locked or opened, starts a new state at its fix time.
 */
export function nextLockState(
  known: LockState | null,
  reading: LockReading,
  fixedAt: Date,
): { state: LockState | null; reading: LockReading } {
  if (reading.isLocked === null) return { state: known, reading: { isLocked: known?.isLocked ?? null, unlockType: null } };
  const changed = known === null || known.isLocked !== reading.isLocked || reading.unlockType !== null;
  const state = changed ? { isLocked: reading.isLocked, unlockType: reading.unlockType, changedAt: fixedAt } : known;
  return { state, reading };
}
