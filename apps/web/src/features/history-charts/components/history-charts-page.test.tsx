import {
  chartBucketSeconds,
  DEVICE_HISTORY_UPDATE,
  historyChartsEndpoints,
  historyEmptyMessages,
  routeByName,
  type ChartBucket,
  type Device,
  type HistoryChartsResponse,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppRouter } from '../../../app/app-router';
import { pathTo } from '../../../lib/paths';
import { deviceFixture, locationFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/render-signed-in';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';
import { HistoryChartsPage } from './history-charts-page';

const HOUR = 3_600_000;
const tracker = deviceFixture();

type Readings = (index: number) => Partial<ChartBucket>;
const quiet: Readings = () => ({});
/** Two buckets with reports: the first with a battery and a temperature, the second with a battery only. */
const twoReports: Readings = (index) =>
  [
    { battery: { min: 80, avg: 85, max: 90 }, temperature: { min: 20, avg: 21.5, max: 23 }, reports: 3 },
    { battery: { min: 70, avg: 70, max: 70 }, reports: 1 },
  ][index] ?? {};

/** The charts call over every asked range, each bucket as `readings` says; the ranges asked for are logged. */
function mockCharts(readings: Readings = twoReports) {
  const asked: { from: string; to: string }[] = [];
  server.use(
    onCall(historyChartsEndpoints.charts, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = query.get('from')!;
      const to = query.get('to')!;
      asked.push({ from, to });
      const bucketSeconds = chartBucketSeconds(Date.parse(to) - Date.parse(from));
      const data: ChartBucket[] = [];
      for (let start = Date.parse(from); start < Date.parse(to); start += bucketSeconds * 1000) {
        const time = new Date(start).toISOString();
        data.push({ time, battery: null, temperature: null, reports: 0, ...readings(data.length) });
      }
      return HttpResponse.json<HistoryChartsResponse>({ success: true, from, to, bucketSeconds, data });
    }),
  );
  return asked;
}

/** The charts page of `device` on its own route. */
function renderCharts(device: Device = tracker) {
  mockDevices([device]);
  const router = createMemoryRouter([{ path: routeByName('device-charts').path, element: <HistoryChartsPage /> }], {
    initialEntries: [pathTo('device-charts', { deviceUUID: device.deviceUUID })],
  });
  return renderSignedIn(<AppRouter router={router} />);
}

const chart = (title: string) => screen.findByRole('region', { name: title });
const spanOf = ({ from, to }: { from: string; to: string }) => Date.parse(to) - Date.parse(from);

describe('history charts page', () => {
  it("opens from the device info's Charts link, titled Charts, with the last 24 hours in 5-minute buckets", async () => {
    const asked = mockCharts();
    mockCurrentUser();
    mockDevices([tracker]);
    const { user, router } = renderApp(pathTo('device-overview-device', { deviceUUID: 'GPS-0001' }), {
      signedIn: true,
    });
    const panel = await screen.findByRole('region', { name: 'Device info' }, { timeout: 20_000 });
    await user.click(within(panel).getByRole('link', { name: 'Charts' }));

    expect(await screen.findByRole('heading', { name: 'Blue backpack' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/GPS-0001/charts');
    await waitFor(() => expect(document.title).toBe('Lodestar | Charts'));
    expect(screen.getByRole('link', { name: 'Back to device' })).toHaveAttribute('href', '/device/GPS-0001');
    expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(await chart('Battery')).getByRole('img')).toHaveAccessibleName('Battery: lowest 70%, highest 90%.');
    expect(within(await chart('Temperature')).getByRole('img')).toHaveAccessibleName(
      'Temperature: lowest 20 °C, highest 23 °C.',
    );
    expect(within(await chart('Reports')).getByRole('img')).toHaveAccessibleName(
      'Reports: 4 reports, at most 3 reports in 5 minutes.',
    );
    expect(asked).toHaveLength(1);
    expect(spanOf(asked[0]!)).toBe(24 * HOUR);
    expect(Date.parse(asked[0]!.to) % (5 * 60_000)).toBe(0);
    expect(screen.getByText(/ to now, each point 5 minutes$/)).toBeInTheDocument();
  });

  it("draws the temperature in the device's unit", async () => {
    mockCharts();
    renderCharts(deviceFixture({ temperature: { ...tracker.temperature, unit: 'f' } }));
    expect(within(await chart('Temperature')).getByRole('img')).toHaveAccessibleName(
      'Temperature: lowest 68 °F, highest 73.4 °F.',
    );
  });

  it('asks for the last 7 days, 30 days or year at a click', async () => {
    const asked = mockCharts();
    const { user } = renderCharts();
    await chart('Battery');
    for (const [label, days] of [
      ['7 days', 7],
      ['30 days', 30],
      ['1 year', 365],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(spanOf(asked.at(-1)!)).toBe(days * 24 * HOUR));
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(await screen.findByText(/each point 1 day$/)).toBeInTheDocument();
  });

  it('asks anew up to now when the chosen range is clicked again, as on a page left open for hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const asked = mockCharts();
      const { user } = renderCharts();
      await chart('Battery');
      const first = asked.at(-1)!;
      vi.setSystemTime(Date.now() + 3 * HOUR);
      await user.click(screen.getByRole('button', { name: '24 hours' }));
      await waitFor(() => expect(Date.parse(asked.at(-1)!.to)).toBeGreaterThanOrEqual(Date.parse(first.to) + 3 * HOUR));
      expect(spanOf(asked.at(-1)!)).toBe(24 * HOUR);
      expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels all the ticks of a time axis in one format, which the length of the range chooses', async () => {
    // jsdom lays nothing out: a chart is as wide as its style says (the class twice outweighs its own 100 %).
    const wide = document.head.appendChild(document.createElement('style'));
    wide.textContent = 'div.MuiChartsSurface-root.MuiChartsSurface-root { width: 800px; }';
    onTestFinished(() => wide.remove());
    const asked = mockCharts();
    const { user } = renderCharts();
    await chart('Battery');
    const timeTicks = (title: string) =>
      [
        ...screen
          .getByRole('region', { name: title })
          .querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel'),
      ].map((label) => label.textContent);
    const expectTicks = (format: RegExp) => {
      for (const title of ['Battery', 'Temperature', 'Reports']) {
        const ticks = timeTicks(title);
        expect(ticks.length).toBeGreaterThan(1);
        expect(ticks).toEqual(ticks.map(() => expect.stringMatching(format)));
      }
    };
    expectTicks(/^\d{1,2}:\d{2} [AP]M$/);
    for (const [label, days, format] of [
      ['7 days', 7, /^\d{2}\/\d{2}$/],
      ['30 days', 30, /^\d{2}\/\d{2}$/],
      ['1 year', 365, /^\d{2}\/\d{4}$/],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(spanOf(asked.at(-1)!)).toBe(days * 24 * HOUR));
      await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading charts' })).toBeNull());
      expectTicks(format);
    }
  });

  it('charts a range of its own once it is whole and at most 731 days long', async () => {
    const asked = mockCharts();
    const { user } = renderCharts();
    await chart('Battery');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const [from, to] = [screen.getByLabelText('From'), screen.getByLabelText('To')];
    const show = screen.getByRole('button', { name: 'Show' });

    await user.clear(to);
    await user.type(to, '2026-01-01T00:00');
    await user.clear(from);
    await user.type(from, '2026-02-01T00:00');
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(show).toBeDisabled();
    await user.clear(from);
    await user.type(from, '2023-01-01T00:00');
    expect(screen.getByText('Charts cover at most 731 days.')).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2025-12-31T12:00');
    await user.click(show);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({
      from: new Date('2025-12-31T12:00').toISOString(),
      to: new Date('2026-01-01T00:00').toISOString(),
    });
  });

  it('starts the custom range at the chosen one, its end at now rather than a bucket still to come', async () => {
    const asked = mockCharts();
    const { user } = renderCharts();
    await chart('Battery');
    await user.click(screen.getByRole('button', { name: '1 year' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const shown = Date.parse((screen.getByLabelText('To') as HTMLInputElement).value);
    expect(shown).toBeLessThanOrEqual(Date.now());
    expect(shown).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse((screen.getByLabelText('From') as HTMLInputElement).value)).toBe(
      new Date(asked[1]!.from).setSeconds(0, 0),
    );
  });

  it('says when the range has no data at all', async () => {
    mockCharts(quiet);
    renderCharts();
    expect(await screen.findByText(historyEmptyMessages.noReportsInRange)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Battery' })).toBeNull();
  });

  it('says which chart has no data in the range', async () => {
    mockCharts((index) => (index === 0 ? { battery: { min: 50, avg: 50, max: 50 }, reports: 1 } : {}));
    renderCharts();
    expect(
      await within(await chart('Temperature')).findByText(historyEmptyMessages.noReadingsInRange),
    ).toBeInTheDocument();
    expect(within(await chart('Battery')).getByRole('img')).toBeInTheDocument();
  });

  it('says why the charts did not load and offers to try again', async () => {
    server.use(
      onCall(historyChartsEndpoints.charts, () =>
        HttpResponse.json({ success: false, message: 'Database down', errors: [] }, { status: 503 }),
      ),
    );
    const { user } = renderCharts();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    mockCharts();
    await user.click(retry);
    expect(await chart('Battery')).toBeInTheDocument();
  });

  // Each of these waits for the charts' redraw, a second after a report arrives (LIVE_REDRAW_MS).
  describe('live', () => {
    /** The realtime connection announces a report of the tracker, as it does for each one the server stores. */
    const arrives = (timeCreated: number, battery: number) =>
      window.dispatchEvent(
        new CustomEvent(DEVICE_HISTORY_UPDATE, {
          detail: locationFixture({
            deviceUUID: tracker.deviceUUID,
            timeCreated: new Date(timeCreated).toISOString(),
            battery_percentage: battery,
          }),
        }),
      );

    it('draws a report as it arrives, without reading the range again', async () => {
      const asked = mockCharts();
      renderCharts();
      const reports = within(await chart('Reports')).getByRole('img');
      expect(reports).toHaveAccessibleName('Reports: 4 reports, at most 3 reports in 5 minutes.');
      arrives(Date.parse(asked[0]!.from) + 60_000, 40);
      arrives(Date.parse(asked[0]!.from) + 90_000, 60);
      await waitFor(() =>
        expect(within(screen.getByRole('region', { name: 'Battery' })).getByRole('img')).toHaveAccessibleName(
          'Battery: lowest 40%, highest 90%.',
        ),
      );
      expect(within(screen.getByRole('region', { name: 'Reports' })).getByRole('img')).toHaveAccessibleName(
        'Reports: 6 reports, at most 5 reports in 5 minutes.',
      );
      expect(asked).toHaveLength(1);
    });

    it('draws only the reports of its own device', async () => {
      const asked = mockCharts();
      renderCharts();
      await chart('Reports');
      const from = Date.parse(asked[0]!.from);
      window.dispatchEvent(
        new CustomEvent(DEVICE_HISTORY_UPDATE, {
          detail: locationFixture({
            deviceUUID: 'OTHER',
            timeCreated: new Date(from).toISOString(),
            battery_percentage: 5,
          }),
        }),
      );
      arrives(from, 60);
      await waitFor(() =>
        expect(within(screen.getByRole('region', { name: 'Reports' })).getByRole('img')).toHaveAccessibleName(
          'Reports: 5 reports, at most 4 reports in 5 minutes.',
        ),
      );
      expect(within(await chart('Battery')).getByRole('img')).toHaveAccessibleName('Battery: lowest 60%, highest 90%.');
    });

    it('moves a preset on to now once a report arrives past its end', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const asked = mockCharts();
        renderCharts();
        await chart('Battery');
        vi.setSystemTime(Date.parse(asked[0]!.to) + 60_000);
        arrives(Date.now(), 50);
        await waitFor(() => expect(asked).toHaveLength(2));
        expect(Date.parse(asked[1]!.to)).toBeGreaterThan(Date.now());
        expect(spanOf(asked[1]!)).toBe(24 * HOUR);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
