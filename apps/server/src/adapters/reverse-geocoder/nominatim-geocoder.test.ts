import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNominatimGeocoder } from './nominatim-geocoder.js';

const BASE_URL = 'https://nominatim.test/';
const PLACE = 'Westminster, London, Greater London, England, United Kingdom';

function fakeFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  return vi.fn<typeof fetch>((url, init) => answer(String(url), init ?? {}));
}

const json = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));

describe('Nominatim geocoder', () => {
  const log = { warn: vi.fn() };

  beforeEach(() => {
    vi.useFakeTimers();
    log.warn.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks /reverse in jsonv2 with its User-Agent and answers display_name', async () => {
    const fetch = fakeFetch(() => json({ display_name: PLACE }));
    const geocoder = createNominatimGeocoder({ baseUrl: BASE_URL, fetch, userAgent: 'Lodestar (test)' });
    expect(await geocoder.lookup(51.5, -0.12)).toBe(PLACE);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://nominatim.test/reverse?format=jsonv2&lat=51.5&lon=-0.12&zoom=14&accept-language=en');
    expect(init?.headers).toEqual({ 'User-Agent': 'Lodestar (test)' });
  });
  it('answers null, without a warning, when Nominatim cannot name the place', async () => {
    const geocoder = createNominatimGeocoder({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => json({ error: 'Unable to geocode' })),
      log,
    });
    expect(await geocoder.lookup(0, -140)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });
  it('answers null and warns on an HTTP error', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: BASE_URL, fetch: fakeFetch(() => json({}, 500)), log });
    expect(await geocoder.lookup(51.5, -0.12)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith({ status: 500 }, expect.any(String));
  });
  it('answers null and warns on a network error', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const geocoder = createNominatimGeocoder({ baseUrl: BASE_URL, fetch, log });
    expect(await geocoder.lookup(51.5, -0.12)).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
  });
  it('gives up after 5 seconds', async () => {
    const hanging = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const geocoder = createNominatimGeocoder({ baseUrl: BASE_URL, fetch: hanging, log });
    const answer = geocoder.lookup(51.5, -0.12);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(hanging.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
  });
  it('spaces requests one second apart and answers null rather than queue beyond 2 seconds', async () => {
    const start = Date.now();
    const sentAt: number[] = [];
    const fetch = fakeFetch(() => {
      sentAt.push(Date.now() - start);
      return json({ display_name: PLACE });
    });
    const geocoder = createNominatimGeocoder({ baseUrl: BASE_URL, fetch });
    const answers = Promise.all([1, 2, 3, 4].map((n) => geocoder.lookup(n, n)));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await answers).toEqual([PLACE, PLACE, PLACE, null]);
    expect(sentAt).toEqual([0, 1_000, 2_000]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(await geocoder.lookup(5, 5)).toBe(PLACE);
    expect(sentAt).toEqual([0, 1_000, 2_000, 3_000]);
  });
});
