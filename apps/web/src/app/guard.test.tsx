import { messages, serverMessages } from '@lodestar/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../lib/store';
import { userFixture } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../test/server';

describe('session guard', () => {
  it('sends a visitor without a token to sign-in, then back to the page they asked for', async () => {
    const user = userFixture({ roles: ['enterprise'] });
    server.use(
      http.post('/api/login', () => HttpResponse.json({ success: true, ...user, authHeader: 'Bearer t', user })),
    );
    mockCurrentUser(user);
    const { router, user: actor } = renderApp('/group/devices');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await actor.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await actor.type(screen.getByLabelText('Password'), 'Secret1!x');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Device Groups' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group/devices');
  });

  it('accepts a token from the session parameter and removes it from the address', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('/api/users/me', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, userDetails: userFixture() });
      }),
    );
    mockDevices([]);
    const { router } = renderApp('/?session=link-token');

    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
    expect(authorization).toBe('Bearer link-token');
    expect(useAppStore.getState().authHeader).toBe('Bearer link-token');
    expect(router.state.location.search).toBe('');
  });

  it('ends an expired session with a toast and goes to sign-in', async () => {
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ success: false, message: serverMessages.unauthorized, errors: [] }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/devices/activity', { signedIn: true });

    expect(await screen.findByText(messages.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAppStore.getState().authHeader).toBeNull();
  });

  it('shows the error of a failed session check and signs the visitor out', async () => {
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable', errors: [] }, { status: 503 }),
      ),
    );
    const { router } = renderApp('/', { signedIn: true });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
