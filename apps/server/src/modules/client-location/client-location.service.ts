import { accountMessages, type ClientLocationResponse } from '@lodestar/contract';
import type { GeoIpLocator } from '../../adapters/geo-ip/index.js';
import { NotFoundError } from '../../errors.js';
import type { Payload } from '../../http/envelope.js';

/** The country of the caller's address, which fills in a signed-in user's missing country. */
export function createClientLocationService(geoIp: GeoIpLocator) {
  return {
    async clientLocation(ip: string): Promise<Payload<ClientLocationResponse>> {
      const country = await geoIp.countryOf(ip);
      if (!country) throw new NotFoundError(accountMessages.countryNotDetected);
      return { country: { isoAlpha2: country } };
    },
  };
}

export type ClientLocationService = ReturnType<typeof createClientLocationService>;
