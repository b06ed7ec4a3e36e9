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

/** How a lock was locked or opened tells its state when the lock did not: auto-locked is locked, the rest opened it. */
const stateAfter = (unlockType: UnlockType): boolean => unlockType === 'autoLocked';

/**
 * A lock tells its state when it changes, and may tell it with other reports too. A live position that says nothing
 * of it keeps the state last told, so every row of its history says whether it was locked. A position that tells a
 * new state, or a new way it was locked or opened, starts a new state at its fix time and is a lock event; one that
 * repeats the state and the way it came about is not, and keeps no lock-by type.
 */
export function nextLockState(
  known: LockState | null,
  reading: LockReading,
  fixedAt: Date,
): { state: LockState | null; reading: LockReading } {
  const { unlockType } = reading;
  const isLocked = reading.isLocked ?? (unlockType === null ? null : stateAfter(unlockType));
  if (isLocked === null) return { state: known, reading: { isLocked: known?.isLocked ?? null, unlockType: null } };
  const changed = known === null || known.isLocked !== isLocked || (unlockType !== null && unlockType !== known.unlockType);
  if (!changed) return { state: known, reading: { isLocked, unlockType: null } };
  return { state: { isLocked, unlockType, changedAt: fixedAt }, reading: { isLocked, unlockType } };
}
