import { GENERIC_ERROR, systemEndpoints, usersEndpoints } from '@lodestar/contract';
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../lib/i18n/catalogues/en/index';
import { useAppStore } from '../lib/store';
import { currentUserAnswer, userFixture } from '../test/fixtures';
import { onCall } from '../test/on-call';
import { renderApp, TEST_AUTH_HEADER } from '../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../test/server';
import { UNANSWERED_RETRY_SECONDS } from './offline-page';

let offline = false;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !offline);

/** The browser loses or finds its network, and says so as it does. */
function setOffline(value: boolean) {
  offline = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  });
}

/** The session check: no answer at all while `answers()` says so, then the user. */
function mockSessionCheck(answers: () => boolean) {
  let checks = 0;
  server.use(
    onCall(usersEndpoints.me, () => {
      checks += 1;
      return answers() ? HttpResponse.json(currentUserAnswer(userFixture())) : HttpResponse.error();
    }),
  );
  return () => checks;
}

afterEach(() => {
  offline = false;
  vi.useRealTimers();
});

describe('starting without an answer', () => {
  it('says a signed-in start is offline, keeps the session, and opens the portal once the connection is back', async () => {
    offline = true;
    mockSessionCheck(() => !offline);
    mockDevices([]);
    renderApp('/', { signedIn: true });

    expect(await screen.findByRole('heading', { name: en['common.offline.title'] })).toBeInTheDocument();
    expect(screen.getByText(en['common.offline.page'])).toBeInTheDocument();
    expect(screen.queryByText(en['common.offline.banner'])).toBeNull();
    expect(screen.queryByText(en['common.offline.callFailed'])).toBeNull();
    expect(useAppStore.getState().authHeader).toBe(TEST_AUTH_HEADER);

    setOffline(false);
    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
  });

  it('says when the server does not answer, and asks it again after each wait and at Try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let serverUp = false;
    const checks = mockSessionCheck(() => serverUp);
    mockDevices([]);
    const { user } = renderApp('/', { signedIn: true });

    expect(await screen.findByRole('heading', { name: en['common.offline.unreachableTitle'] })).toBeInTheDocument();
    expect(screen.getByText(en['common.offline.unreachablePage'])).toBeInTheDocument();
    expect(checks()).toBe(1);

    await user.click(screen.getByRole('button', { name: en['common.tryAgain'] }));
    await vi.waitFor(() => expect(checks()).toBe(2));
    expect(screen.getByRole('heading', { name: en['common.offline.unreachableTitle'] })).toBeInTheDocument();
    expect(useAppStore.getState().authHeader).toBe(TEST_AUTH_HEADER);

    // The first waits are short: a network often carries nothing for a moment after it is back.
    act(() => {
      vi.advanceTimersByTime(UNANSWERED_RETRY_SECONDS[0] * 1000);
    });
    await vi.waitFor(() => expect(checks()).toBe(3));
    serverUp = true;
    act(() => {
      vi.advanceTimersByTime(UNANSWERED_RETRY_SECONDS[1] * 1000);
    });
    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
    expect(checks()).toBe(4);
  });

  it('says a page that cannot load its configuration offline is offline, not that something went wrong', async () => {
    offline = true;
    server.use(onCall(systemEndpoints.config, () => HttpResponse.error()));
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: en['common.offline.title'] })).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR)).toBeNull();
  });

  it('says a page that cannot load its configuration online waits for the server, not that something went wrong', async () => {
    server.use(onCall(systemEndpoints.config, () => HttpResponse.error()));
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: en['common.offline.unreachableTitle'] })).toBeInTheDocument();
    expect(screen.getByText(en['common.offline.unreachablePage'])).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR)).toBeNull();
  });
});

describe('navigating without a network', () => {
  it('says that a part of the page waits for the connection, and loads it once the connection is back', async () => {
    mockCurrentUser(userFixture({ roles: ['enterprise'] }));
    mockDevices([]);
    const { router } = renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();

    setOffline(true);
    await act(() => router.navigate('/group/devices'));
    expect(await screen.findByText(en['common.offline.sectionWaiting'])).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    setOffline(false);
    expect(await screen.findByRole('heading', { name: 'Device Groups' })).toBeInTheDocument();
    expect(screen.queryByText(en['common.offline.sectionWaiting'])).toBeNull();
  });
});
