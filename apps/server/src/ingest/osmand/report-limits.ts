import { normalizeIP } from '@fastify/rate-limit';
import type { WindowCounter } from '../../lib/window-counter.js';

/** The window OsmAnd reports are counted in. */
export const OSMAND_LIMIT_WINDOW_MS = 60_000;

interface OsmandLimitsDeps {
  /** Reports per identifier, known or not, so that the limit cannot tell which identifiers exist. */
  byDevice: WindowCounter;
  /** Reports per client address that no known device sent. */
  byAddress: WindowCounter;
  perDevice: number;
  perAddress: number;
}

/**
 * How fast the OsmAnd port takes reports. A known device is held only to its own allowance per identifier, so
 * whoever shares its address (a carrier's NAT, a proxy) cannot silence it. Everything else (unknown identifiers,
 * malformed reports) spends its client address's allowance (an IPv6 address by its /64) first: an unknown
 * identifier gets a counter of its own only within that allowance, so rotating identifiers cannot grow the counts
 * without bound. Each check counts the report and answers the seconds to wait once a limit is passed, else null; a
 * tracker told to wait keeps its report and sends it again.
 */
export function createOsmandLimits({ byDevice, byAddress, perDevice, perAddress }: OsmandLimitsDeps) {
  const over = async (counter: WindowCounter, key: string, limit: number) => {
    const { count, secondsLeft } = await counter.add(key);
    return count > limit ? Math.max(1, Math.ceil(secondsLeft)) : null;
  };
  const fromAddress = (ip: string) => over(byAddress, normalizeIP(ip), perAddress);
  const forIdentifier = (key: string) => over(byDevice, key.toLowerCase(), perDevice);
  return {
    /** A report that names no device: only the address's allowance. */
    fromAddress,
    /** A report under `key`, which a known device reports under or not. */
    async forReport(ip: string, key: string, known: boolean): Promise<number | null> {
      if (known) return forIdentifier(key);
      return (await fromAddress(ip)) ?? forIdentifier(key);
    },
  };
}

export type OsmandLimits = ReturnType<typeof createOsmandLimits>;
