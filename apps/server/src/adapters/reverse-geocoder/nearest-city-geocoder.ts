import { around } from 'geokdbush';
import type { Area, CityIndex, CityIndexSource } from '../cities/index.js';
import { isOnEarth, type ReverseGeocoder } from './reverse-geocoder.js';

/** Within this distance of its nearest city a point is named after it; up to the second, it is "near" it. */
const IN_CITY_KM = 50;
const NEAR_CITY_KM = 200;

/**
 * Names the nearest city of the shipped GeoNames data set: "City, Region, Country", or "Near City, Country" off the
 * map (open sea, desert); null while far from any, or when the data set could not be loaded.
 */
export function createNearestCityGeocoder(cities: CityIndexSource): ReverseGeocoder {
  return {
    async lookup(latitude, longitude) {
      if (!isOnEarth(latitude, longitude)) return null;
      const index = await cities();
      return index && nearestPlace(index, latitude, longitude);
    },
  };
}

function nearestPlace(cities: CityIndex, latitude: number, longitude: number): string | null {
  const [inCity] = around(cities.tree, longitude, latitude, 1, IN_CITY_KM);
  if (inCity !== undefined) {
    const { name, area } = cityAt(cities, inCity);
    const region = area.region === name ? null : area.region;
    return [name, region, area.country].filter(Boolean).join(', ');
  }
  const [nearCity] = around(cities.tree, longitude, latitude, 1, NEAR_CITY_KM);
  if (nearCity === undefined) return null;
  const { name, area } = cityAt(cities, nearCity);
  return `Near ${name}, ${area.country}`;
}

function cityAt(cities: CityIndex, id: number): { name: string; area: Area } {
  return { name: cities.names[id]!, area: cities.areas[cities.areaOf[id]!]! };
}
