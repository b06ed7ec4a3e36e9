import { isOnEarth, type ReverseGeocoder, type WarnLogger } from './reverse-geocoder.js';

/** Nominatim's usage policy allows one request per second at most. */
const REQUEST_INTERVAL_MS = 1_000;
/** Beyond this wait for a free slot a lookup answers null at once rather than piling up behind the others. */
const MAX_QUEUE_WAIT_MS = 2_000;
const TIMEOUT_MS = 5_000;
const DEFAULT_USER_AGENT = 'Lodestar (self-hosted portal for GPS trackers)';

export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** Nominatim's policy asks for a User-Agent naming the application. */
  userAgent?: string;
  fetch?: typeof fetch;
  log?: WarnLogger;
}

/** Asks a Nominatim server (`/reverse` at zoom 14, about suburb level) and answers its `display_name`. */
export function createNominatimGeocoder(options: NominatimOptions): ReverseGeocoder {
  const { userAgent = DEFAULT_USER_AGENT, fetch: fetchImpl = fetch, log } = options;
  const reverseUrl = `${options.baseUrl.replace(/\/+$/, '')}/reverse`;
  let nextSlotAt = 0;

  /** Books the next free slot and returns how long to wait for it, or null when that is too long. */
  function bookSlot(): number | null {
    const now = Date.now();
    const slotAt = Math.max(now, nextSlotAt);
    if (slotAt - now > MAX_QUEUE_WAIT_MS) return null;
    nextSlotAt = slotAt + REQUEST_INTERVAL_MS;
    return slotAt - now;
  }

  async function request(latitude: number, longitude: number): Promise<string | null> {
    const query = new URLSearchParams({ format: 'jsonv2', lat: String(latitude), lon: String(longitude), zoom: '14', 'accept-language': 'en' });
    // A timer rather than AbortSignal.timeout, which fake timers in tests cannot advance.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('Nominatim timed out')), TIMEOUT_MS);
    try {
      const response = await fetchImpl(`${reverseUrl}?${query}`, {
        headers: { 'User-Agent': userAgent },
        signal: controller.signal,
      });
      if (!response.ok) {
        log?.warn({ status: response.status }, 'reverse geocoder: Nominatim answered with an error');
        return null;
      }
      // Places Nominatim cannot name (open sea) come back as 200 with an `error` field and no display_name.
      const body = (await response.json()) as { display_name?: unknown };
      return typeof body.display_name === 'string' && body.display_name !== '' ? body.display_name : null;
    } catch (error) {
      log?.warn({ err: error }, 'reverse geocoder: Nominatim request failed');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async lookup(latitude, longitude) {
      if (!isOnEarth(latitude, longitude)) return null;
      const wait = bookSlot();
      if (wait === null) return null;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return request(latitude, longitude);
    },
  };
}
