import {
  HISTORY_TRACK_MAX_POINTS,
  historyEmptyMessages,
  historyEndpoints,
  type LocationRecord,
} from '@lodestar/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { deviceFixture, locationFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { mockHistory, server } from '../../../test/server';
import { HistoryMapView } from './history-map-view';
import { sizeLeafletContainers } from '../../../test/leaflet-size';

const tracker = deviceFixture();

sizeLeafletContainers();

/** Three positions a minute apart, newest first, as the map's page answers them. */
const page: LocationRecord[] = [2, 1, 0].map((minute) =>
  locationFixture({
    _id: `loc-${minute}`,
    latitude: -33.86 - minute / 1000,
    timeCreated: new Date(Date.UTC(2026, 10, 28, 10, minute)).toISOString(),
  }),
);

async function openReplay() {
  mockHistory(page);
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Suspense>
        <HistoryMapView device={tracker} tiles="street" />
      </Suspense>
    </AppProviders>,
  );
  await user.click(await screen.findByRole('button', { name: 'Replay' }));
  // The replay's map reads the installation's tiles (a suspending read): its controls show once it has.
  await screen.findByRole('button', { name: 'This page' });
  return user;
}

describe('history replay', () => {
  it('replays the page on its own map, from its oldest position, and moves along the slider', async () => {
    const user = await openReplay();
    expect(screen.getByRole('region', { name: 'Replay map' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Replay time' });
    expect(slider).toHaveAttribute('aria-valuemin', String(Date.UTC(2026, 10, 28, 10, 0)));
    expect(slider).toHaveAttribute('aria-valuemax', String(Date.UTC(2026, 10, 28, 10, 2)));
    expect(slider).toHaveValue(String(Date.UTC(2026, 10, 28, 10, 0)));
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^\d{2}\/\d{2}\/2026 \d{1,2}:\d{2}:00 [AP]M$/);
    expect(document.querySelectorAll('.lodestar-replay-marker')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Play replay' }));
    expect(screen.getByRole('button', { name: 'Pause replay' })).toBeInTheDocument();
    await waitFor(() =>
      expect(Number(slider.getAttribute('aria-valuenow'))).toBeGreaterThan(Date.UTC(2026, 10, 28, 10, 0)),
    );
    await user.click(screen.getByRole('button', { name: 'Pause replay' }));

    await user.click(screen.getByRole('combobox', { name: 'Speed' }));
    await user.click(screen.getByRole('option', { name: '64×' }));
    expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveTextContent('64×');

    await user.click(screen.getByRole('button', { name: 'Close replay' }));
    expect(screen.queryByRole('region', { name: 'Replay map' })).toBeNull();
  });

  it('loads a chosen time range, and says when it holds more than a replay shows', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      onCall(historyEndpoints.track, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          success: true,
          truncated: true,
          data: [
            { time: '2026-11-27T10:00:00.000Z', latitude: -33.8, longitude: 151.2 },
            { time: '2026-11-27T11:00:00.000Z', latitude: -33.9, longitude: 151.2 },
          ],
        });
      }),
    );
    const user = await openReplay();
    await user.click(screen.getByRole('button', { name: 'Time range' }));
    expect(screen.getByText('Choose a time range and press Load.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load' }));

    const slider = await screen.findByRole('slider', { name: 'Replay time' });
    expect(slider).toHaveAttribute('aria-valuemax', String(Date.parse('2026-11-27T11:00:00.000Z')));
    expect(asked).toHaveLength(1);
    // The last 24 hours, from the start of the minute a day ago to the moment Load was pressed.
    const span = Date.parse(asked[0]!.get('to')!) - Date.parse(asked[0]!.get('from')!);
    expect(span).toBeGreaterThanOrEqual(86_400_000);
    expect(span).toBeLessThan(86_400_000 + 60_000);
    expect(screen.getByText(new RegExp(`the first ${HISTORY_TRACK_MAX_POINTS.toLocaleString()}`))).toBeInTheDocument();
  });

  it('says so when the chosen range holds no position', async () => {
    server.use(onCall(historyEndpoints.track, () => HttpResponse.json({ success: true, truncated: false, data: [] })));
    const user = await openReplay();
    await user.click(screen.getByRole('button', { name: 'Time range' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    // Over the map, not only somewhere below it.
    const notice = await screen.findByText(historyEmptyMessages.noReportsInRange);
    expect(screen.getByRole('region', { name: 'Replay map' }).parentElement).toContainElement(notice);
    expect(screen.queryByRole('slider', { name: 'Replay time' })).toBeNull();
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const user = await openReplay();
    await user.click(screen.getByRole('button', { name: 'Time range' }));
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2000-01-01T00:00');
    expect(
      within(to.closest('.MuiFormControl-root')!).getByText('The end must be after the start.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load' })).toBeDisabled();
  });
});
