import { RECENT_SHARES_DAYS, type RecentShare, type SharePrivilege } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';

/** A share as the sharing module lists the ones an account made (passed in by the composition root). */
interface MadeShare {
  id: string;
  deviceName: string;
  sharedUserWithEmail: string;
  accessRightsFlag: SharePrivilege;
  startDate: Date;
}

export interface RecentSharesDeps {
  /** The device shares the account made since a time, newest first. */
  sharesMadeSince: (userId: string, since: Date) => Promise<MadeShare[]>;
  clock: Clock;
}

/**
 * The device shares an account made in the last days, newest first: a stolen session may have shared the devices,
 * and shares outlive a new password, so a password change or reset lists them to revoke.
 */
export function createRecentShares({ sharesMadeSince, clock }: RecentSharesDeps) {
  return async (userId: string): Promise<RecentShare[]> => {
    const since = new Date(clock.now().getTime() - RECENT_SHARES_DAYS * 24 * 3600_000);
    return (await sharesMadeSince(userId, since)).map(({ id, startDate, ...share }) => ({
      _id: id,
      ...share,
      startDate: startDate.toISOString(),
    }));
  };
}

export type RecentShares = ReturnType<typeof createRecentShares>;
