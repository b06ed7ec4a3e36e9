import {
  historyEmptyMessages,
  historyEndpoints,
  tripsEndpoints,
  type TripSegment,
  type TripsResponse,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderSignedIn } from '../../../test/render-signed-in';
import { changeLanguage } from '../../../lib/i18n/language-provider';
import { useAppStore } from '../../../lib/store';
import { server } from '../../../test/server';
import { TripsView } from './trips-view';
import { sizeLeafletContainers } from '../../../test/leaflet-size';

const tracker = deviceFixture();

sizeLeafletContainers();

afterEach(() => {
  useAppStore.getState().setLanguage(null);
});

const place = (address: string | null) => ({ latitude: 52, longitude: 4, address });
const day: TripSegment[] = [
  {
    kind: 'stop',
    place: place('Depot'),
    arrival: '2026-11-02T06:00:00.000Z',
    departure: '2026-11-02T07:00:00.000Z',
    duration: 3600,
  },
  {
    kind: 'trip',
    start: '2026-11-02T07:00:00.000Z',
    end: '2026-11-02T07:40:00.000Z',
    startPlace: place('Depot'),
    endPlace: place(null),
    distance: 24_400,
    duration: 2400,
    averageSpeed: 36.6,
    maxSpeed: 71,
  },
  { kind: 'stop', place: place(null), arrival: '2026-11-02T07:40:00.000Z', departure: null, duration: 1200 },
];

function answer(data: TripSegment[], fixes = { read: 900, dropped: 0 }): TripsResponse {
  return {
    success: true,
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-11-03T00:00:00.000Z',
    rules: { stopMinutes: 5, stopRadius: 100 },
    data,
    days: data.length ? [{ date: '2026-11-02', distance: 24_400, movingSeconds: 2400, stops: 2 }] : [],
    fixes,
  };
}

/** The trips call answering `body`; the queries it was asked with are logged. */
function mockTrips(body: TripsResponse) {
  const asked: URLSearchParams[] = [];
  server.use(
    onCall(tripsEndpoints.trips, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

describe('Trips view', () => {
  it("asks for the last seven days in the browser's zone and lists the day's summary, trips and stops", async () => {
    const asked = mockTrips(answer(day));
    renderSignedIn(<TripsView device={tracker} />);

    const list = await screen.findByRole('list', { name: 'Trips and stops' });
    expect(asked[0]!.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const span = Date.parse(asked[0]!.get('to')!) - Date.parse(asked[0]!.get('from')!);
    expect(span).toBeGreaterThan(6 * 86_400_000);
    expect(span).toBeLessThanOrEqual(7 * 86_400_000);

    expect(screen.getByText('1 trip · 24.4 km · 40 min moving · 2 stops')).toBeInTheDocument();
    const summary = screen.getByRole('table', { name: 'Daily summary' });
    expect(within(summary).getByRole('row', { name: '02/11/2026 24.4 km 40 min 2' })).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Stopped 1 h 00 min · Depot/),
      expect.stringMatching(
        /24\.4 km · 40 min.*Depot\u2069 → \u206852\.00000, 4\.00000\u2069 · average 37 km\/h, top 71 km\/h$/,
      ),
      expect.stringMatching(/^Stopped 20 min · 52\.00000, 4\.00000.* – still there$/),
    ]);
    expect(screen.getByText(/A stop is 5 min or more within 100 m/)).toBeInTheDocument();
  });

  it('draws a clicked trip on the map from its own positions, ready to replay', async () => {
    mockTrips(answer(day));
    const tracks: URLSearchParams[] = [];
    server.use(
      onCall(historyEndpoints.track, ({ request }) => {
        tracks.push(new URL(request.url).searchParams);
        const point = (minute: number) => ({
          time: `2026-11-02T07:${minute}:00.000Z`,
          latitude: 52 + minute / 1000,
          longitude: 4,
        });
        return HttpResponse.json({ success: true, truncated: false, data: [10, 20, 30].map(point) });
      }),
    );
    const { user } = renderSignedIn(<TripsView device={tracker} />);

    await user.click(await screen.findByRole('button', { name: /24\.4 km · 40 min/ }));
    expect(await screen.findByRole('region', { name: 'Replay map' })).toBeInTheDocument();
    await waitFor(() => expect(tracks).toHaveLength(1));
    expect(Object.fromEntries(tracks[0]!)).toEqual({
      from: '2026-11-02T07:00:00.000Z',
      to: '2026-11-02T07:40:00.000Z',
    });
    expect(await screen.findByRole('button', { name: 'Play replay' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close the trip' }));
    expect(screen.queryByRole('region', { name: 'Replay map' })).not.toBeInTheDocument();
  });

  it('says when the range has no reports, and when its reports make neither a trip nor a stop', async () => {
    mockTrips(answer([], { read: 0, dropped: 0 }));
    const first = renderSignedIn(<TripsView device={tracker} />);
    expect(await screen.findByText(historyEmptyMessages.noReportsInRange)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    first.unmount();

    mockTrips(answer([], { read: 40, dropped: 3 }));
    renderSignedIn(<TripsView device={tracker} />);
    expect(await screen.findByText(/No trips or stops in this range/)).toBeInTheDocument();
    expect(screen.getByText(/3 positions too inaccurate to measure left out/)).toBeInTheDocument();
  });

  it('asks for a range typed in, refusing one longer than a month before asking', async () => {
    const asked = mockTrips(answer(day));
    const { user } = renderSignedIn(<TripsView device={tracker} />);
    await screen.findByRole('list', { name: 'Trips and stops' });

    const start = screen.getByLabelText('From');
    await user.clear(start);
    await user.type(start, '2026-01-01T00:00');
    const end = screen.getByLabelText('To');
    await user.clear(end);
    await user.type(end, '2026-03-01T00:00');
    expect(screen.getByText('Trips cover at most 31 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show trips' })).toBeDisabled();

    await user.clear(end);
    await user.type(end, '2026-01-20T00:00');
    await user.click(screen.getByRole('button', { name: 'Show trips' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(Date.parse(asked[1]!.get('to')!) - Date.parse(asked[1]!.get('from')!)).toBe(19 * 86_400_000);
  });

  it('speaks Arabic right to left, its plurals and figures by the language', async () => {
    mockTrips(answer(day));
    // As the language menus change it: the catalogue's chunk first, then the language.
    await changeLanguage('ar');
    renderSignedIn(<TripsView device={tracker} />);

    expect(await screen.findByRole('list', { name: 'الرحلات والتوقفات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('رحلة واحدة · 24.4 كم · 40 د من الحركة · توقفان')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'الملخص اليومي' })).toBeInTheDocument();
  });
});
