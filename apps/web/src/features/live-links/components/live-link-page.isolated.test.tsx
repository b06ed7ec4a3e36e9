import { liveLinkEndpoints, liveLinkMessages, type LivePageResponse, type LivePoint } from '@lodestar/contract';
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/date-time';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { openLiveSocket } from '../live-socket';
import { sizeLeafletContainers } from '../../../test/leaflet-size';

// The socket's own behaviour is the server's integration tests' and the e2e walk's: here it is a handle to push events.
vi.mock(import('../live-socket'), () => ({ openLiveSocket: vi.fn(() => () => undefined) }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

sizeLeafletContainers();

const page: LivePageResponse = {
  success: true,
  device: { name: 'Delivery van', deviceType: 'shield_gps' },
  showTrack: false,
  position: { time: '2026-12-05T10:00:00.000Z', latitude: -33.86, longitude: 151.2 },
  track: [],
  expiresAt: '2026-12-06T10:00:00.000Z',
};

/** The page's call answering `answer`; tells whether any request carried an Authorization header. */
function mockPage(answer: () => Response) {
  const authorizations: (string | null)[] = [];
  server.use(
    onCall(liveLinkEndpoints.page, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return answer() as never;
    }),
  );
  return authorizations;
}

const handlers = () => vi.mocked(openLiveSocket).mock.calls.at(-1)![1];

describe('the page behind a live link', () => {
  it("shows the device's name and newest position without the session, and moves with the socket", async () => {
    const authorizations = mockPage(() => HttpResponse.json(page));
    renderApp(`/live/${TOKEN}`, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Delivery van' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live map' })).toBeInTheDocument();
    expect(screen.getByText(`Last position ${formatDateTime(page.position!.time)}`)).toBeInTheDocument();
    expect(authorizations).toEqual([null]);
    expect(vi.mocked(openLiveSocket).mock.calls.at(-1)![0]).toBe(TOKEN);

    const next: LivePoint = { time: '2026-12-05T10:05:00.000Z', latitude: -33.87, longitude: 151.21 };
    act(() => handlers().onPosition(next));
    expect(screen.getByText(`Last position ${formatDateTime(next.time)}`)).toBeInTheDocument();
  });

  it('shows nothing of the device once the link ends', async () => {
    mockPage(() => HttpResponse.json(page));
    renderApp(`/live/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Delivery van' });

    act(() => handlers().onEnded());
    expect(screen.getByText(liveLinkMessages.ended)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live map' })).not.toBeInTheDocument();
    expect(screen.queryByText('Delivery van')).not.toBeInTheDocument();
  });

  it('says a link that does not answer has ended', async () => {
    mockPage(() =>
      HttpResponse.json(
        { success: false, message: liveLinkMessages.ended, errors: [liveLinkMessages.ended] },
        { status: 404 },
      ),
    );
    renderApp(`/live/${TOKEN}`);
    expect(await screen.findByText(liveLinkMessages.ended)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live map' })).not.toBeInTheDocument();
  });
});
