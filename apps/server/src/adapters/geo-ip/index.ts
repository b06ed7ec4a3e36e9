import { createRequire } from 'node:module';
import type { Config } from '../../config.js';
import type { WarnLogger } from '../reverse-geocoder/reverse-geocoder.js';
import type { GeoIpLocator } from './geo-ip-locator.js';
import { createMmdbLocator } from './mmdb-locator.js';

export type { GeoIpLocator } from './geo-ip-locator.js';

/** The CC0 country database (IPv4 and IPv6) of `@ip-location-db/geo-whois-asn-country-mmdb`. */
const bundledDatabase = () =>
  createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');

export function createGeoIpLocator(config: Pick<Config, 'GEOIP_DATABASE'>, log?: WarnLogger): GeoIpLocator {
  const licensed = config.GEOIP_DATABASE;
  return createMmdbLocator(licensed ? () => licensed : bundledDatabase, log);
}
