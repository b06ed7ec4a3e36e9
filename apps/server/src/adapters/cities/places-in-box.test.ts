import { describe, expect, it } from 'vitest';
import { buildCityIndex, type CityRecord } from './city-index.js';
import { placesInBox } from './places-in-box.js';

const city = (name: string, lat: number, lng: number): CityRecord => ({
  name,
  lat: String(lat),
  lng: String(lng),
  country: 'AU',
  admin1: '02',
});

const index = (...records: CityRecord[]) => buildCityIndex(records, []);
const names = (places: { name: string }[]) => places.map((place) => place.name).sort();

/** A city every 0.1° over the square from -5° to 5°: 10,201 cities. */
const dense = index(
  ...Array.from({ length: 101 * 101 }, (_, i) => city(`c${i}`, -5 + Math.floor(i / 101) / 10, -5 + (i % 101) / 10)),
);

describe('places in a box', () => {
  it('names the cities inside the box with their coordinates', () => {
    const cities = index(city('Inside', 0.5, 0.5), city('North of it', 2, 0.5), city('East of it', 0.5, 2));
    expect(placesInBox(cities, { south: 0, west: 0, north: 1, east: 1, limit: 60 })).toEqual([
      { name: 'Inside', latitude: 0.5, longitude: 0.5 },
    ]);
  });

  it('names one city a cell, the one nearest the centre of its cell', () => {
    const cities = index(city('Corner', 0.9, 0.9), city('Centre', 0.45, 0.55), city('Edge', 0.1, 0.5), city('East', 0.2, 1.9));
    expect(names(placesInBox(cities, { south: 0, west: 0, north: 1, east: 1, limit: 1 }))).toEqual(['Centre']);
    // Two cells side by side, each naming its own.
    expect(names(placesInBox(cities, { south: 0, west: 0, north: 1, east: 2, limit: 2 }))).toEqual(['Centre', 'East']);
  });

  it('never names more than the limit, and fills the grid where cities are dense', () => {
    const box = { south: -5, west: -5, north: 5, east: 5 };
    for (const limit of [1, 7, 20, 60]) {
      const places = placesInBox(dense, { ...box, limit });
      expect(places.length).toBeLessThanOrEqual(limit);
      expect(places.length).toBeGreaterThanOrEqual(limit * 0.8);
    }
  });

  it('shapes the grid like the box: a box ten times wider than high is one row of cells', () => {
    const places = placesInBox(dense, { south: -0.4, west: -4, north: 0.4, east: 4, limit: 10 });
    expect(places.map((place) => [place.latitude, Math.round(place.longitude * 10) / 10])).toEqual(
      [-3.6, -2.8, -2, -1.2, -0.4, 0.4, 1.2, 2, 2.8, 3.6].map((longitude) => [0, longitude]),
    );
  });

  it('chooses among one city a square degree, the one nearest its centre, when the cells are a degree or more', () => {
    const cities = index(city('Off centre', 0.1, 0.1), city('Square centre', 0.5, 0.5));
    // Of all the cities, the one off its square's centre is the nearer to the centre of either box.
    const smallCell = { south: -0.4, west: -0.4, north: 0.55, east: 0.55, limit: 1 };
    expect(names(placesInBox(cities, smallCell))).toEqual(['Off centre']);
    expect(names(placesInBox(cities, { south: -1.5, west: -1.5, north: 1.5, east: 1.5, limit: 1 }))).toEqual(['Square centre']);
  });

  it('takes a west greater than the east as a box across the antimeridian', () => {
    const cities = index(city('Fiji', -17, 178), city('Samoa', -13.8, -171.8), city('Greenwich', 51.5, 0));
    expect(names(placesInBox(cities, { south: -20, west: 170, north: -10, east: -170, limit: 60 }))).toEqual([
      'Fiji',
      'Samoa',
    ]);
    expect(names(placesInBox(cities, { south: -20, west: -180, north: 60, east: 180, limit: 60 }))).toEqual([
      'Fiji',
      'Greenwich',
      'Samoa',
    ]);
  });

  it('names nothing in a box without area', () => {
    const cities = index(city('Here', 1, 1));
    expect(placesInBox(cities, { south: 1, west: 0, north: 1, east: 2, limit: 60 })).toEqual([]);
    expect(placesInBox(cities, { south: 0, west: 1, north: 2, east: 1, limit: 60 })).toEqual([]);
  });
});
