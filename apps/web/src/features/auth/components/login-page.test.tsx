import { authEndpoints, type LoginRequest, messages, serverMessages } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, signedInAnswer, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const user = userFixture();
const loginSuccess = signedInAnswer(user, 'Bearer fresh-token');

async function signIn(path = '/login', email = 'ada@example.test') {
  const view = renderApp(path);
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), 'Secret1!x');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

describe('sign-in', () => {
  it('checks the fields locally before calling the server', async () => {
    const { user: actor } = renderApp('/login');
    await actor.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(messages.fieldRequired)).toHaveLength(2);

    await actor.type(screen.getByLabelText('Email'), 'not-an-address');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
  });

  it("shows the server's message on 401 and forgets any session", async () => {
    server.use(
      onCall(authEndpoints.login, () =>
        HttpResponse.json({ success: false, message: serverMessages.invalidCredentials, errors: [] }, { status: 401 }),
      ),
    );
    useAppStore.getState().setAuthHeader('Bearer stale');
    await signIn();
    expect(await screen.findByText(serverMessages.invalidCredentials)).toBeInTheDocument();
    expect(useAppStore.getState().authHeader).toBeNull();
  });

  it('falls back to "Username or password incorrect" when the answer has no message', async () => {
    server.use(onCallOffContract(authEndpoints.login, () => HttpResponse.json({}, { status: 401 })));
    await signIn();
    expect(await screen.findByText(messages.loginFallback)).toBeInTheDocument();
  });

  it('asks for the authentication code when the server wants it, then resubmits with it', async () => {
    const bodies: LoginRequest[] = [];
    server.use(
      onCall(authEndpoints.login, async ({ request }) => {
        const body = (await request.json()) as LoginRequest;
        bodies.push(body);
        return HttpResponse.json(
          body.twoFactorCode
            ? loginSuccess
            : { success: true, twoFactorCodeRequired: true, message: serverMessages.twoFactorRequired },
        );
      }),
    );
    mockCurrentUser(user);
    mockDevices([deviceFixture()]);
    const { user: actor, router } = await signIn();

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText(serverMessages.twoFactorRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    await actor.type(code, '123456');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { username: 'ada@example.test', password: 'Secret1!x' },
      { username: 'ada@example.test', password: 'Secret1!x', twoFactorCode: '123456' },
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(useAppStore.getState()).toMatchObject({ authHeader: 'Bearer fresh-token', deviceTypeFilter: 'all' });
  });

  it('takes a recovery code in place of the authentication code', async () => {
    const codes: (string | null | undefined)[] = [];
    server.use(
      onCall(authEndpoints.login, async ({ request }) => {
        const { twoFactorCode } = (await request.json()) as LoginRequest;
        codes.push(twoFactorCode);
        return HttpResponse.json(
          twoFactorCode
            ? loginSuccess
            : { success: true, twoFactorCodeRequired: true, message: serverMessages.twoFactorRequired },
        );
      }),
    );
    mockCurrentUser(user);
    mockDevices([deviceFixture()]);
    const { user: actor } = await signIn();

    const code = await screen.findByLabelText('Authentication code');
    expect(code).not.toHaveAttribute('inputmode');
    expect(code).toHaveAccessibleDescription(/enter one of your recovery codes \(xxxxx-xxxxx\) instead/);
    await actor.type(code, 'ab12c-9xk3m');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
    expect(codes).toEqual([undefined, 'ab12c-9xk3m']);
  });

  it("returns to the current device when it belongs to the user", async () => {
    server.use(onCall(authEndpoints.login, () => HttpResponse.json(loginSuccess)));
    mockCurrentUser(user);
    mockDevices([deviceFixture({ deviceUUID: 'GPS-0042' })]);
    useAppStore.getState().setDeviceUUID('GPS-0042');
    const { router } = await signIn();
    await screen.findByRole('heading', { name: 'My Devices' });
    expect(router.state.location.pathname).toBe('/device/GPS-0042');
  });

  it('sends an unverified account to the resend-verification screen', async () => {
    server.use(
      onCall(authEndpoints.login, () =>
        HttpResponse.json({ success: false, message: serverMessages.verifyFirst, errors: [] }, { status: 403 }),
      ),
    );
    const { router } = await signIn();
    expect(await screen.findByText(serverMessages.verifyFirst)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resendVerificationEmail/ada%40example.test');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
  });

  it('verifies the email of a ?verify= link with a bodiless call and drops the parameter', async () => {
    let request: Request | undefined;
    server.use(
      onCall(authEndpoints.openMailedLink, ({ request: received }) => {
        request = received.clone();
        return HttpResponse.json({ success: true, message: serverMessages.emailVerified });
      }),
    );
    const { router } = renderApp('/login?verify=verify-token-123456');
    expect(await screen.findByText(serverMessages.emailVerified)).toBeInTheDocument();
    expect(request?.url).toMatch(/\/api\/login\/reset\/verify-token-123456$/);
    expect(request?.headers.get('Content-Type')).toBeNull();
    expect(await request?.text()).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it('ends a pause of signing in from a ?unlock= link, tells so, and tells when the link no longer works', async () => {
    const unlocked: string[] = [];
    server.use(
      onCall(authEndpoints.unlockAccount, ({ params }) => {
        unlocked.push(String(params.token));
        return params.token === 'unlock-token-123456'
          ? HttpResponse.json({ success: true, message: serverMessages.accountUnlocked })
          : HttpResponse.json({ success: false, message: serverMessages.tokenInvalid, errors: [] }, { status: 400 });
      }),
    );
    const { router, unmount } = renderApp('/login?unlock=unlock-token-123456');
    expect(await screen.findByText(serverMessages.accountUnlocked)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    unmount();
    renderApp('/login?unlock=used-token-123456');
    expect(await screen.findByText(serverMessages.tokenInvalid)).toBeInTheDocument();
    expect(unlocked).toEqual(['unlock-token-123456', 'used-token-123456']);
  });

  it('keeps a notice it showed before on screen when the sign-in that follows fails', async () => {
    server.use(
      onCall(authEndpoints.unlockAccount, () => HttpResponse.json({ success: true, message: serverMessages.accountUnlocked })),
      onCall(authEndpoints.login, () =>
        HttpResponse.json({ success: false, message: serverMessages.invalidCredentials, errors: [] }, { status: 401 }),
      ),
    );
    const { user: actor } = renderApp('/login?unlock=unlock-token-123456');
    expect(await screen.findByText(serverMessages.accountUnlocked)).toBeInTheDocument();
    await actor.type(screen.getByLabelText('Email'), 'ada@example.test');
    await actor.type(screen.getByLabelText('Password'), 'Secret1!x');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(serverMessages.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByText(serverMessages.accountUnlocked)).toBeInTheDocument();
  });

  it('sends the session sign-up left in this browser with the verification, and forgets it once verified', async () => {
    useAppStore.getState().setSignupProof('Bearer signup-session');
    const authorizations: (string | null)[] = [];
    server.use(
      onCall(authEndpoints.openMailedLink, ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ success: true, message: serverMessages.emailVerified });
      }),
    );
    renderApp('/login?verify=verify-token-123456');
    expect(await screen.findByText(serverMessages.emailVerified)).toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer signup-session']);
    expect(useAppStore.getState().signupProof).toBeNull();
  });

  it('asks for the sign-up password when the link is opened in another browser, and verifies with it', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(authEndpoints.openMailedLink, async ({ request }) => {
        const text = await request.text();
        bodies.push(text ? JSON.parse(text) : null);
        if (!text) return HttpResponse.json({ success: false, message: serverMessages.verifyNeedsPassword, errors: [serverMessages.verifyNeedsPassword] }, { status: 403 });
        return HttpResponse.json({ success: true, message: serverMessages.emailVerified });
      }),
    );
    const { user } = renderApp('/login?verify=verify-token-123456');
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(dialog).toHaveTextContent(serverMessages.verifyNeedsPassword);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(messages.fieldRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Signers-Pass-3');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(serverMessages.emailVerified)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([null, { signupPassword: 'Signers-Pass-3' }]);
  });
});
