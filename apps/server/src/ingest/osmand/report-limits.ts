import { normalizeIP } from '@fastify/rate-limit';
import type { WindowCounter } from '../../lib/window-counter.js';

/** The window OsmAnd reports are counted in. */
export const OSMAND_LIMIT_WINDOW_MS = 60_000;

interface OsmandLimitsDeps {
  /** Reports per identifier, known or not, so that the limit cannot tell which identifiers exist. */
  byDevice: WindowCounter;
  byAddress: WindowCounter;
  perDevice: number;
  perAddress: number;
}

/**
 * How fast the OsmAnd port takes reports: per client address (an IPv6 address by its /64) and per device identifier.
 * Each check counts the report and answers the seconds to wait once a limit is passed, else null; a tracker told to
 * wait keeps its report and sends it again.
 */
export function createOsmandLimits({ byDevice, byAddress, perDevice, perAddress }: OsmandLimitsDeps) {
  const over = async (counter: WindowCounter, key: string, limit: number) => {
    const { count, secondsLeft } = await counter.add(key);
    return count > limit ? Math.max(1, Math.ceil(secondsLeft)) : null;
  };
  return {
    fromAddress: (ip: string) => over(byAddress, normalizeIP(ip), perAddress),
    forDevice: (key: string) => over(byDevice, key.toLowerCase(), perDevice),
  };
}

export type OsmandLimits = ReturnType<typeof createOsmandLimits>;
