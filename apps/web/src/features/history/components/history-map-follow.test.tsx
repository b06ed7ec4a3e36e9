import type { LocationRecord } from '@lodestar/contract';
import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { deviceFixture, locationFixture } from '../../../test/fixtures';
import { mockHistory } from '../../../test/server';
import { applyLiveLocation } from '../api/live-history';
import { HistoryMapView } from './history-map-view';

const tracker = deviceFixture();

// jsdom lays nothing out, and Leaflet reads the map's size from its container: this one is taller than 1000 px.
const MAP_SIZE = { x: 800, y: 1600 };

beforeEach(() => {
  const sizeOf = (axis: 'x' | 'y') =>
    function (this: HTMLElement) {
      return this.classList.contains('leaflet-container') ? MAP_SIZE[axis] : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(sizeOf('x'));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(sizeOf('y'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** `count` positions of the tracker, newest first, `step` degrees apart, walking north. */
function walk(count: number, step = 0.001): LocationRecord[] {
  return Array.from({ length: count }, (_, index) =>
    locationFixture({ _id: `loc-${count - index}`, latitude: -33.86 - index * step }),
  );
}

/** A live position `degrees` north of the walk's start: far enough that no view of the walk shows it. */
const liveAt = (degrees: number) => locationFixture({ _id: `live-${degrees}`, latitude: -33.86 + degrees });

function renderMap(locations: LocationRecord[]) {
  mockHistory(locations);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <Suspense>
        <HistoryMapView device={tracker} tiles="street" />
      </Suspense>
    </AppProviders>,
  );
  const live = (location: LocationRecord) => act(() => applyLiveLocation(queryClient, tracker.deviceUUID, location));
  return { user, live };
}

const historyMap = (inside: HTMLElement = document.body) =>
  within(inside).findByRole('region', { name: 'Location history map' });
const followButton = (map: HTMLElement) => within(map).getByRole('button', { name: 'Follow device' });

/** The markers in their order, number 1 first. */
async function markersOf(map: HTMLElement, count: number): Promise<HTMLElement[]> {
  const markers = () => [...map.querySelectorAll<HTMLElement>('.lodestar-numbered-marker')];
  await waitFor(() => expect(markers()).toHaveLength(count));
  return markers();
}

const px = (value: string) => Number.parseFloat(value || '0');

/** Where the latest marker shows, from the map's top left corner. */
function latestOnScreen(map: HTMLElement) {
  const pane = map.querySelector<HTMLElement>('.leaflet-map-pane')!;
  const marker = map.querySelector<HTMLElement>('.lodestar-numbered-marker-highlighted')!;
  return { x: px(marker.style.left) + px(pane.style.left), y: px(marker.style.top) + px(pane.style.top) };
}

function expectCentred(map: HTMLElement) {
  const { x, y } = latestOnScreen(map);
  expect(x).toBeCloseTo(MAP_SIZE.x / 2, -1);
  expect(y).toBeCloseTo(MAP_SIZE.y / 2, -1);
}

/** A mouse drag of the map by 60 px each way. */
function drag(map: HTMLElement) {
  const container = map.querySelector('.leaflet-container')!;
  const press = createEvent.mouseDown(container, { button: 0, clientX: 400, clientY: 400 });
  // Leaflet drags with the button browsers report as `which` 1, which jsdom leaves at 0.
  Object.defineProperty(press, 'which', { value: 1 });
  fireEvent(container, press);
  fireEvent.mouseMove(container, { clientX: 460, clientY: 460 });
  fireEvent.mouseUp(container, { clientX: 460, clientY: 460 });
}

describe('history map: following the device', () => {
  it('follows from the start: a live position out of view is centred, at the same zoom', async () => {
    const { live } = renderMap(walk(3));
    const map = await historyMap();
    const [, second, third] = await markersOf(map, 3);
    expect(followButton(map)).toHaveAttribute('aria-pressed', 'true');
    const spacing = px(third!.style.top) - px(second!.style.top);

    live(liveAt(0.05));
    const markers = await markersOf(map, 4);
    expectCentred(map);
    expect(px(markers[3]!.style.top) - px(markers[2]!.style.top)).toBe(spacing);
  });

  it('stops following when the person drags the map: a new position leaves the view alone', async () => {
    const { live } = renderMap(walk(3));
    const map = await historyMap();
    await markersOf(map, 3);

    drag(map);
    expect(followButton(map)).toHaveAttribute('aria-pressed', 'false');
    live(liveAt(0.05));
    await markersOf(map, 4);
    expect(latestOnScreen(map).y).toBeLessThan(0);
  });

  it('follows again from the Follow device control, centring the latest position at once', async () => {
    const { user, live } = renderMap(walk(3));
    const map = await historyMap();
    await markersOf(map, 3);
    drag(map);
    live(liveAt(0.05));
    await markersOf(map, 4);

    await user.click(followButton(map));
    expect(followButton(map)).toHaveAttribute('aria-pressed', 'true');
    expectCentred(map);

    live(liveAt(0.1));
    await markersOf(map, 5);
    expectCentred(map);
  });

  it('stops following at a zoom by the buttons, and follows again at another per-page count', async () => {
    const { user } = renderMap(walk(30));
    const map = await historyMap();
    await markersOf(map, 10);

    await user.click(within(map).getByRole('button', { name: 'Zoom in' }));
    expect(followButton(map)).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('combobox', { name: 'Per page' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await markersOf(map, 20);
    expect(followButton(map)).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps following when a marker's popup pans the map to show itself", async () => {
    // Too tall to fit above the latest marker: opening it pans the map down.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('leaflet-popup') ? 400 : 0;
    });
    const { user } = renderMap(walk(10, 0.01));
    const map = await historyMap();
    const [latest] = await markersOf(map, 10);
    const before = latestOnScreen(map).y;

    await user.click(latest!);
    await waitFor(() => expect(latestOnScreen(map).y).toBeGreaterThan(before));
    expect(followButton(map)).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows in the full-screen map too', async () => {
    const { user, live } = renderMap(walk(3));
    await markersOf(await historyMap(), 3);
    await user.click(screen.getByRole('button', { name: 'Expand map' }));
    const map = await historyMap(await screen.findByRole('dialog'));
    await markersOf(map, 3);
    expect(followButton(map)).toHaveAttribute('aria-pressed', 'true');

    live(liveAt(0.05));
    await markersOf(map, 4);
    expectCentred(map);
  });
});

describe('history map: the latest marker', () => {
  it('stays above every other marker, however far south they are on a tall map', async () => {
    renderMap(walk(10, 0.0012));
    const [latest, ...others] = await markersOf(await historyMap(), 10);
    const zIndex = (marker: HTMLElement) => Number(marker.style.zIndex);
    expect(zIndex(latest!)).toBeGreaterThan(Math.max(...others.map(zIndex)));
  });
});
