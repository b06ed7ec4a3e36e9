import type { Config } from '../../config.js';
import type { CityIndexSource } from '../cities/index.js';
import { createCachedGeocoder } from './cached-geocoder.js';
import { createNearestCityGeocoder } from './nearest-city-geocoder.js';
import { createNominatimGeocoder } from './nominatim-geocoder.js';
import type { ReverseGeocoder, WarnLogger } from './reverse-geocoder.js';

export type { ReverseGeocoder, WarnLogger } from './reverse-geocoder.js';

export function createReverseGeocoder(
  config: Pick<Config, 'REVERSE_GEOCODER' | 'NOMINATIM_URL'>,
  cities: CityIndexSource,
  log?: WarnLogger,
): ReverseGeocoder {
  const geocoder =
    config.REVERSE_GEOCODER === 'nominatim'
      ? createNominatimGeocoder({ baseUrl: config.NOMINATIM_URL, log })
      : createNearestCityGeocoder(cities);
  return createCachedGeocoder(geocoder);
}
