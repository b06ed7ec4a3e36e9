import { messages } from '@lodestar/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

describe('device overview', () => {
  it('welcomes an account without devices and points to the phone app', async () => {
    mockCurrentUser(userFixture({ name: 'Ada Lovelace' }));
    mockDevices([]);
    renderApp('/', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Welcome to Lodestar, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.getByText(/Add your first device in the Lodestar phone app/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.example.test/ios');
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      'https://apps.example.test/android',
    );
    expect(screen.getByRole('link', { name: 'Visit Help & Support' })).toHaveAttribute(
      'href',
      'https://help.example.test/',
    );
  });

  it('asks once for every device on page 0 with 999 per page', async () => {
    const queries: string[] = [];
    mockCurrentUser(userFixture());
    server.use(
      http.get('/api/devices/find/:userId', ({ request, params }) => {
        queries.push(`${String(params.userId)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json([deviceFixture()], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your account has 1 device' })).toBeInTheDocument();
    expect(queries).toEqual(['user-1?type=all&page=0&perPage=999']);
  });

  it('stands in for the device list when the account has devices', async () => {
    mockCurrentUser(userFixture());
    mockDevices([deviceFixture(), deviceFixture({ _id: 'd2', deviceUUID: 'LOCK-1', deviceType: 'smart_lock' })]);
    renderApp('/device/LOCK-1', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Your account has 2 devices' })).toBeInTheDocument();
    expect(screen.getByText('1 device in the GPS filter.')).toBeInTheDocument();
    expect(screen.getByText(/part of an upcoming release/)).toBeInTheDocument();
    expect(useAppStore.getState().deviceUUID).toBe('LOCK-1');
  });

  it('shows an error state with Retry and the fallback toast when devices cannot load', async () => {
    mockCurrentUser(userFixture());
    server.use(http.get('/api/devices/find/:userId', () => HttpResponse.json({}, { status: 400 })));
    const { user } = renderApp('/', { signedIn: true });

    expect(await screen.findByText(messages.devicesFetchFallback)).toBeInTheDocument();
    expect(screen.getByText(messages.unableToLoadDevices)).toBeInTheDocument();

    mockDevices([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Welcome to Lodestar/ })).toBeInTheDocument();
  });
});
