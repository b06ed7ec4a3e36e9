import { MAP_PLACES_MAX, serverMessages, type MapPlace } from '@lodestar/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './helpers/accounts.js';
import { errorBody } from './helpers/sharing.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();
let authorization: string;

beforeAll(async () => {
  authorization = (await createVerifiedUser(t)).authHeader;
});

const places = (query: Record<string, unknown>, headers: Record<string, string> = { authorization }) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v2/map/places',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers,
  });

async function placesIn(query: Record<string, unknown>): Promise<MapPlace[]> {
  const response = await places(query);
  expect(response.statusCode).toBe(200);
  return (response.json() as { places: MapPlace[] }).places;
}

const SYDNEY = { latitude: -33.86785, longitude: 151.20732 };
const greaterSydney = { south: -34.2, west: 150.6, north: -33.5, east: 151.5 };
const world = { south: -90, west: -180, north: 90, east: 180 };

describe('GET /api/v2/map/places', () => {
  it('names the cities inside the box with their coordinates', async () => {
    const found = await placesIn(greaterSydney);
    expect(found.length).toBeGreaterThan(30);
    for (const place of found) {
      expect(place.name).not.toBe('');
      expect(place.latitude).toBeGreaterThanOrEqual(greaterSydney.south);
      expect(place.latitude).toBeLessThanOrEqual(greaterSydney.north);
      expect(place.longitude).toBeGreaterThanOrEqual(greaterSydney.west);
      expect(place.longitude).toBeLessThanOrEqual(greaterSydney.east);
    }
    // One cell: the city nearest its centre.
    const aroundSydney = {
      south: SYDNEY.latitude - 0.02,
      west: SYDNEY.longitude - 0.02,
      north: SYDNEY.latitude + 0.02,
      east: SYDNEY.longitude + 0.02,
      limit: 1,
    };
    expect(await placesIn(aroundSydney)).toEqual([{ name: 'Sydney', ...SYDNEY }]);
  });

  it(`names at most ${MAP_PLACES_MAX} places, or the limit asked for, however many cities the box holds`, async () => {
    const whole = await placesIn(world);
    expect(whole.length).toBeLessThanOrEqual(MAP_PLACES_MAX);
    expect(whole.length).toBeGreaterThan(20);
    expect(new Set(whole.map((place) => place.name)).size).toBeGreaterThan(20);
    expect((await placesIn({ ...greaterSydney, limit: 5 })).length).toBeLessThanOrEqual(5);
    // An empty limit is no limit asked for.
    expect(await placesIn({ ...world, limit: '' })).toEqual(whole);
  });

  it('takes a west greater than the east as a box across the antimeridian', async () => {
    const found = await placesIn({ south: -20, west: 170, north: -10, east: -170 });
    expect(found.some((place) => place.longitude > 170)).toBe(true);
    expect(found.some((place) => place.longitude < -170)).toBe(true);
    expect(found.every((place) => Math.abs(place.longitude) >= 170)).toBe(true);
  });

  it.each([
    ['a latitude that is no number', { ...world, south: 'abc' }, 'south must be a number from -90 to 90.'],
    ['an empty latitude', { ...world, north: '' }, 'north must be a number from -90 to 90.'],
    ['a missing longitude', { south: 0, north: 1, east: 1 }, 'west must be a number from -180 to 180.'],
    ['a latitude off the globe', { ...world, north: 91 }, 'north must be a number from -90 to 90.'],
    ['a longitude off the globe', { ...world, east: 180.5 }, 'east must be a number from -180 to 180.'],
    ['an infinite longitude', { ...world, west: '-Infinity' }, 'west must be a number from -180 to 180.'],
    ['a south north of the north', { ...world, south: 10, north: -10 }, 'south must not be greater than north.'],
  ])('answers 400 for %s', async (_case, query, message) => {
    const response = await places(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it.each([0, MAP_PLACES_MAX + 1, 2.5, 'many'])('answers 400 for a limit of %s', async (limit) => {
    const response = await places({ ...world, limit });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: `limit must be a whole number from 1 to ${MAP_PLACES_MAX}.` });
  });

  it('answers 401 without a session', async () => {
    const response = await places(world, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody(serverMessages.unauthorized));
  });
});
