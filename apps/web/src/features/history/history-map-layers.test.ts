import { mapPerPageOptions } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { locationFixture } from '../../test/fixtures';
import { translateIn } from '../../test/translate';
import { historyMarkers, shouldDrawRoute } from './history-map-layers';

describe('shouldDrawRoute (a polyline only under 50 per page)', () => {
  it.each(mapPerPageOptions.map((perPage) => [perPage, perPage < 50] as const))('%i per page: %s', (perPage, drawn) => {
    expect(shouldDrawRoute(perPage)).toBe(drawn);
  });
});

describe('historyMarkers', () => {
  it('numbers newest-first locations from 1, and highlights number 1 as the latest', () => {
    const locations = [
      locationFixture({ _id: 'newest', address: '1 Pitt St, Sydney', timeCreated: '2026-05-01T10:30:00.000Z' }),
      locationFixture({ _id: 'older', latitude: -33.9, timeCreated: '2026-05-01T10:20:00.000Z' }),
    ];
    const markers = historyMarkers(translateIn(), locations, { marker: 'navy', latest: 'orange' });
    expect(markers.map(({ number, color, highlighted }) => ({ number, color, highlighted }))).toEqual([
      { number: 1, color: 'orange', highlighted: true },
      { number: 2, color: 'navy', highlighted: false },
    ]);
    expect(markers[0]?.title).toMatch(/^Location 1: 1 Pitt St, Sydney, 01\/05\/2026 \d{1,2}:30 (AM|PM)$/);
    expect(markers[1]?.title).toMatch(/^Location 2: -33\.90000, 151\.21000, /);
  });
});
