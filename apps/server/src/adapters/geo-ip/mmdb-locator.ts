import { open as openMmdb, type CountryResponse, type Reader } from 'maxmind';
import type { WarnLogger } from '../reverse-geocoder/reverse-geocoder.js';
import type { GeoIpLocator } from './geo-ip-locator.js';
import { publicAddressOf } from './public-address.js';

/** MaxMind's Country layout (`country.iso_code`), or the flat one of the ip-location-db files (`country_code`). */
export type CountryRecord = CountryResponse & { country_code?: string };

/** The country code a record carries in either layout; a MaxMind record without a country falls back to the registrant's. */
export function countryCodeOf(record: CountryRecord | null): string | null {
  const code = record?.country?.iso_code ?? record?.country_code ?? record?.registered_country?.iso_code;
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
}

/**
 * Looks addresses up in the mmdb at `databasePath()`, opened on the first lookup and kept in memory. A file that
 * cannot be read is logged once and every lookup answers null: the country is then asked of the user instead.
 */
export function createMmdbLocator(databasePath: () => string, log?: WarnLogger): GeoIpLocator {
  let opening: Promise<Reader<CountryRecord> | null> | undefined;
  const open = () =>
    Promise.resolve()
      .then(() => openMmdb<CountryRecord>(databasePath()))
      .catch((error: unknown) => {
        log?.warn({ err: error }, 'geo-IP: could not open the country database; countries will not be detected');
        return null;
      });
  return {
    async countryOf(ip) {
      const address = publicAddressOf(ip);
      if (!address) return null;
      opening ??= open();
      const reader = await opening;
      return reader && countryCodeOf(reader.get(address));
    },
  };
}
