import { deviceEndpoints } from '@lodestar/contract';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../lib/i18n/catalogues/en/index';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the portal offline', () => {
  it('says it is offline while it lasts, and a device command sent meanwhile says it was not sent', async () => {
    let attempts = 0;
    server.use(
      onCall(deviceEndpoints.alarm, () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    useAppStore.setState({ deviceTypeFilter: 'all', viewType: 'grid' });
    mockCurrentUser(userFixture());
    mockDevices([deviceFixture()]);
    const { user } = renderApp('/device/GPS-0001', { signedIn: true });
    const [card] = await screen.findAllByRole('listitem');
    expect(screen.queryByText(en['common.offline.banner'])).toBeNull();

    goOffline(true);
    expect(await screen.findByText(en['common.offline.banner'])).toBeInTheDocument();
    await user.click(within(card!).getByRole('button', { name: 'Device options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Turn on alarm' }));
    expect(await screen.findByText(en['common.offline.callFailed'])).toBeInTheDocument();
    // Tried at once rather than held until the network returns, which would leave the click without an answer.
    expect(attempts).toBe(1);

    goOffline(false);
    expect(screen.queryByText(en['common.offline.banner'])).toBeNull();
  });
});
