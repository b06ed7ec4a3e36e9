import { authEndpoints, messages, serverMessages, sessionLinkMessages, usersEndpoints } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../test/on-call';
import { describe, expect, it } from 'vitest';
import { en } from '../lib/i18n/catalogues/en/index';
import { useAppStore } from '../lib/store';
import { currentUserAnswer, signedInAnswer, userFixture } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../test/server';

describe('session guard', () => {
  it('sends a visitor without a token to sign-in, then back to the page they asked for', async () => {
    const user = userFixture({ roles: ['enterprise'] });
    server.use(onCall(authEndpoints.login, () => HttpResponse.json(signedInAnswer(user))));
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

  it('exchanges the one-time code of a session link for a session, and removes it from the address', async () => {
    const codes: unknown[] = [];
    let authorization: string | null = null;
    server.use(
      onCall(authEndpoints.exchangeSessionLink, async ({ request }) => {
        codes.push(await request.json());
        const user = userFixture();
        return HttpResponse.json(signedInAnswer(user, 'Bearer linked-session'));
      }),
      onCall(usersEndpoints.me, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(currentUserAnswer(userFixture()));
      }),
    );
    mockDevices([]);
    const { router } = renderApp('/?session=one-time-code-123456');

    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
    expect(codes).toEqual([{ code: 'one-time-code-123456' }]);
    expect(authorization).toBe('Bearer linked-session');
    expect(useAppStore.getState().authHeader).toBe('Bearer linked-session');
    expect(router.state.location.search).toBe('');
  });

  it('asks before a session link replaces the session of someone signed in, and keeps it when told to', async () => {
    let exchanged = 0;
    server.use(
      onCall(authEndpoints.exchangeSessionLink, () => {
        exchanged += 1;
        return HttpResponse.json({ success: false, message: 'never', errors: [] }, { status: 500 });
      }),
    );
    mockCurrentUser(userFixture());
    mockDevices([]);
    const { user, router } = renderApp('/?session=one-time-code-123456', { signedIn: true });
    const before = useAppStore.getState().authHeader;

    const dialog = await screen.findByRole('dialog', { name: 'Open this sign-in link?' });
    expect(dialog).toHaveAccessibleDescription(sessionLinkMessages.confirmSwitch);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
    expect(useAppStore.getState().authHeader).toBe(before);
    expect(router.state.location.search).toBe('');
    expect(exchanged).toBe(0);
  });

  it('says so when a session link has run out, and sends a signed-out visitor to sign-in', async () => {
    server.use(
      onCall(authEndpoints.exchangeSessionLink, () =>
        HttpResponse.json(
          { success: false, message: sessionLinkMessages.invalid, errors: [sessionLinkMessages.invalid] },
          { status: 401 },
        ),
      ),
    );
    const { router } = renderApp('/?session=one-time-code-123456');
    expect(await screen.findByText(sessionLinkMessages.invalid)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('ends an expired session with a toast and goes to sign-in', async () => {
    server.use(
      onCall(usersEndpoints.me, () =>
        HttpResponse.json({ success: false, message: serverMessages.unauthorized, errors: [] }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/devices/activity', { signedIn: true });

    expect(await screen.findByText(messages.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAppStore.getState().authHeader).toBeNull();
  });

  it.each([502, 503, 504])(
    'keeps the session through a %i (a server away) and loads the page once it answers',
    async (status) => {
      let away = true;
      server.use(
        onCall(usersEndpoints.me, () =>
          away
            ? HttpResponse.json({ success: false, message: 'Bad gateway', errors: [] }, { status })
            : HttpResponse.json(currentUserAnswer(userFixture())),
        ),
      );
      const { router, user } = renderApp('/user/account', { signedIn: true });
      expect(await screen.findByRole('heading', { name: en['common.offline.unreachableTitle'] })).toBeInTheDocument();
      expect(screen.queryByText('Bad gateway')).toBeNull();
      expect(useAppStore.getState().authHeader).not.toBeNull();
      expect(router.state.location.pathname).toBe('/user/account');

      away = false;
      await user.click(screen.getByRole('button', { name: en['common.tryAgain'] }));
      expect(await screen.findByRole('tab', { name: 'Account settings' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: en['common.offline.unreachableTitle'] })).toBeNull();
      expect(router.state.location.pathname).toBe('/user/account');
    },
  );

  it('shows the error of a failed session check and signs the visitor out', async () => {
    server.use(
      onCall(usersEndpoints.me, () =>
        HttpResponse.json({ success: false, message: 'Something broke', errors: [] }, { status: 500 }),
      ),
    );
    const { router } = renderApp('/', { signedIn: true });
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
