import { mapEndpoints, type MapPlace } from '@lodestar/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { useAppStore } from '../../lib/store';
import { onCall } from '../../test/on-call';
import { server } from '../../test/server';
import { BaseMap } from './base-map';

const places: MapPlace[] = [
  { name: 'Sydney', latitude: -33.86785, longitude: 151.20732 },
  { name: 'Parramatta', latitude: -33.81667, longitude: 151.0 },
];

/** The places calls' queries and signals; each answers `places`, the first only once `firstAnswered` resolves. */
function mockPlaces(firstAnswered: Promise<unknown> = Promise.resolve()) {
  const queries: URLSearchParams[] = [];
  const signals: AbortSignal[] = [];
  server.use(
    onCall(mapEndpoints.places, async ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      signals.push(request.signal);
      if (queries.length === 1) await firstAnswered;
      return HttpResponse.json({ success: true, places });
    }),
  );
  return { queries, signals };
}

/** A street map of 800 × 600 pixels (jsdom lays nothing out) at its default view, near Sydney at zoom 12. */
async function renderMap() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Suspense>
        <BaseMap label="Test map" tiles="street" />
      </Suspense>
    </AppProviders>,
  );
  const map = await screen.findByRole('region', { name: 'Test map' });
  await waitFor(() => expect(tiles(map).length).toBeGreaterThanOrEqual(3));
  return map;
}

const tiles = (map: HTMLElement) => [...map.querySelectorAll('.leaflet-tile-pane img.leaflet-tile')];

beforeEach(() => useAppStore.getState().setAuthHeader('Bearer test-token'));
afterEach(() => vi.restoreAllMocks());

describe('base map', () => {
  it('shows a metric and an imperial scale, and asks for no place names while the tiles load', async () => {
    const { queries } = mockPlaces();
    const map = await renderMap();
    fireEvent.load(tiles(map)[0]!);

    const lines = [...map.querySelectorAll('.leaflet-bottom.leaflet-left .leaflet-control-scale-line')];
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^\d+ k?m$/),
      expect.stringMatching(/^\d+ (ft|mi)$/),
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(queries).toEqual([]);
  });

  it('without tiles, names the places of the visible box from the server, under the overlays', async () => {
    const { queries } = mockPlaces();
    const map = await renderMap();
    for (const tile of tiles(map).slice(0, 3)) fireEvent.error(tile);

    expect(await within(map).findByRole('status')).toHaveTextContent('Map tiles are offline');
    const tilePane = map.querySelector<HTMLElement>('.leaflet-tile-pane')!;
    expect(await within(tilePane).findByText('Sydney')).toBeInTheDocument();
    expect(within(tilePane).getByText('Parramatta')).toBeInTheDocument();

    // 800 × 600 pixels around (-33.8688, 151.2093) at zoom 12: 0.275° of longitude by 0.171° of latitude.
    expect(queries).toHaveLength(1);
    const box = Object.fromEntries([...queries[0]!].map(([key, value]) => [key, Number(value)]));
    expect(box.west).toBeCloseTo(151.072, 3);
    expect(box.east).toBeCloseTo(151.3466, 3);
    expect(box.south).toBeCloseTo(-33.9543, 3);
    expect(box.north).toBeCloseTo(-33.7832, 3);
    expect(box.limit).toBe(33);
  });

  it('asks again for the box the map was moved to, once it has stopped moving', async () => {
    const { queries } = mockPlaces();
    const map = await renderMap();
    for (const tile of tiles(map).slice(0, 3)) fireEvent.error(tile);
    await within(map).findByText('Sydney');

    // The arrow key pans the map 80 pixels east: 0.0275° at zoom 12.
    fireEvent.focus(map.querySelector('.leaflet-container')!);
    fireEvent.keyDown(document, { keyCode: 39 });
    await waitFor(() => expect(queries).toHaveLength(2));
    const [before, after] = queries.map((query) => Number(query.get('west')));
    expect(after! - before!).toBeCloseTo(0.0275, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(queries).toHaveLength(2);
  });

  it('gives up asking for a view the map has moved away from', async () => {
    const { queries, signals } = mockPlaces(new Promise(() => {}));
    const map = await renderMap();
    for (const tile of tiles(map).slice(0, 3)) fireEvent.error(tile);
    await waitFor(() => expect(queries).toHaveLength(1));

    fireEvent.focus(map.querySelector('.leaflet-container')!);
    fireEvent.keyDown(document, { keyCode: 39 });
    expect(await within(map).findByText('Sydney')).toBeInTheDocument();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});
