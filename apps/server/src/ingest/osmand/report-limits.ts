import { normalizeIP } from '@fastify/rate-limit';
import type { WindowCounter } from '../../lib/window-counter.js';

/** The window OsmAnd reports are counted in. */
export const OSMAND_LIMIT_WINDOW_MS = 60_000;

interface OsmandLimitsDeps {
  /** Reports per identifier, known or not, so that the limit cannot tell which identifiers exist. */
  byDevice: WindowCounter;
  /** Reports per client address that no device sent under its issued key. */
  byAddress: WindowCounter;
  perDevice: number;
  perAddress: number;
}

/**
 * How fast the OsmAnd port takes reports. A device reporting under the key the server issued it is held only to its
 * own allowance per identifier, so whoever shares its address (a carrier's NAT, a proxy) cannot silence it.
 * Everything else (unknown identifiers, malformed reports, and a device's IMEI or serial number where its owner
 * accepts those) spends its client address's allowance (an IPv6 address by its /64) first. An IMEI or serial number
 * is guessable: were it spared, a client past its allowance would get 200 for those that exist and 429 for the
 * others. An unknown identifier gets a counter of its own only within that allowance, so rotating identifiers cannot
 * grow the counts without bound. Each check counts the report and answers the seconds to wait once a limit is passed, else null; a
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
    /** A report under `key`: `issuedKey` when a device reports under it as the key the server issued. */
    async forReport(ip: string, key: string, issuedKey: boolean): Promise<number | null> {
      if (issuedKey) return forIdentifier(key);
      return (await fromAddress(ip)) ?? forIdentifier(key);
    },
  };
}

export type OsmandLimits = ReturnType<typeof createOsmandLimits>;
