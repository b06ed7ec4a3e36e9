import { describe, expect, it } from 'vitest';
import { createCityIndexSource } from '../cities/index.js';
import { createNearestCityGeocoder } from './nearest-city-geocoder.js';

describe('nearest-city geocoder', () => {
  const geocoder = createNearestCityGeocoder(createCityIndexSource());

  it('names the city, its region and its country', async () => {
    const [sydney, london] = await Promise.all([
      geocoder.lookup(-33.8688, 151.2093),
      geocoder.lookup(51.5074, -0.1278),
    ]);
    expect(sydney).toBe('Sydney, New South Wales, Australia');
    expect(london).toBe('London, England, United Kingdom');
  });
  it('leaves out a region named like the city', async () => {
    expect(await geocoder.lookup(55.75, 37.62)).toBe('Moscow, Russia');
  });
  it('answers "Near" a city 50 to 200 km away', async () => {
    expect(await geocoder.lookup(22, 5)).toBe('Near Tamanghasset, Algeria');
  });
  it('answers null far from any city', async () => {
    expect(await geocoder.lookup(0, -140)).toBeNull();
  });
  it('answers null for coordinates off the globe', async () => {
    expect(await geocoder.lookup(Number.NaN, 0)).toBeNull();
    expect(await geocoder.lookup(91, 0)).toBeNull();
    expect(await geocoder.lookup(0, 181)).toBeNull();
  });
});
