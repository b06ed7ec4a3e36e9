import { describe, expect, it, vi } from 'vitest';
import { createGeoIpLocator } from './index.js';
import { countryCodeOf, createMmdbLocator } from './mmdb-locator.js';

describe('countryCodeOf', () => {
  it('reads the ip-location-db layout and MaxMind GeoLite2/GeoIP2 Country layout', () => {
    expect(countryCodeOf({ country_code: 'AU' })).toBe('AU');
    expect(countryCodeOf({ country: { iso_code: 'GB', geoname_id: 2635167, names: { en: 'United Kingdom' } } })).toBe(
      'GB',
    );
    expect(
      countryCodeOf({ registered_country: { iso_code: 'de', geoname_id: 2921044, names: { en: 'Germany' } } }),
    ).toBe('DE');
  });

  it('answers null for no record or no usable code', () => {
    expect(countryCodeOf(null)).toBeNull();
    expect(countryCodeOf({})).toBeNull();
    expect(countryCodeOf({ country_code: 'EU1' })).toBeNull();
  });
});

describe('createMmdbLocator', () => {
  it('opens the bundled database on first use and answers countries', async () => {
    const locator = createGeoIpLocator({ GEOIP_DATABASE: undefined });
    expect(await locator.countryOf('1.1.1.1')).toBe('AU');
    expect(await locator.countryOf('81.2.69.160')).toBe('GB');
    expect(await locator.countryOf('192.168.1.1')).toBeNull();
  });

  it('logs a file it cannot read once, answers null, and never opens it for a private address', async () => {
    const warn = vi.fn();
    const path = vi.fn(() => '/nonexistent/GeoLite2-Country.mmdb');
    const locator = createMmdbLocator(path, { warn });
    expect(await locator.countryOf('127.0.0.1')).toBeNull();
    expect(path).not.toHaveBeenCalled();
    expect(await locator.countryOf('1.1.1.1')).toBeNull();
    expect(await locator.countryOf('81.2.69.160')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(path).toHaveBeenCalledTimes(1);
  });
});
