import { authEndpoints, type ErrorBody, type LoginRequest, messages, serverMessages, type TwoStepRequest } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { beforeEach, describe, expect, it } from 'vitest';
import { findAltchaWidget, reportAltchaState, useAltchaCaptcha } from '../../../test/altcha';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, signedInAnswer, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const user = userFixture();
const loginSuccess = signedInAnswer(user, 'Bearer fresh-token');
const TICKET = 'two-step-ticket-0123456789';
const codeAsked = { success: true, twoFactorCodeRequired: true, message: serverMessages.twoFactorRequired, twoFactorTicket: TICKET } as const;
const refusal = (message: string, status: number) => HttpResponse.json<ErrorBody>({ success: false, message, errors: [message] }, { status });

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

  it('asks for the authentication code when the server wants it, then sends it with the ticket instead of the password', async () => {
    const bodies: (LoginRequest | TwoStepRequest)[] = [];
    server.use(
      onCall(authEndpoints.login, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(codeAsked);
      }),
      onCall(authEndpoints.loginTwoStep, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(loginSuccess);
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
      { username: 'ada@example.test', twoFactorTicket: TICKET, twoFactorCode: '123456' },
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(useAppStore.getState()).toMatchObject({ authHeader: 'Bearer fresh-token', deviceTypeFilter: 'all' });
  });

  it('asks for the code before sending the second step', async () => {
    let secondSteps = 0;
    server.use(
      onCall(authEndpoints.login, () => HttpResponse.json(codeAsked)),
      onCall(authEndpoints.loginTwoStep, () => {
        secondSteps += 1;
        return HttpResponse.json(loginSuccess);
      }),
    );
    const { user: actor } = await signIn();
    await screen.findByLabelText('Authentication code');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.fieldRequired)).toBeInTheDocument();
    expect(secondSteps).toBe(0);
  });

  it('takes a recovery code in place of the authentication code', async () => {
    const codes: string[] = [];
    server.use(
      onCall(authEndpoints.login, () => HttpResponse.json(codeAsked)),
      onCall(authEndpoints.loginTwoStep, async ({ request }) => {
        codes.push((await request.json()).twoFactorCode);
        return HttpResponse.json(loginSuccess);
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
    expect(codes).toEqual(['ab12c-9xk3m']);
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

  it('asks for the sign-up password when the link is opened in another browser, says when it is wrong, and signs in with it', async () => {
    const bodies: unknown[] = [];
    const verifiedUser = userFixture({ emailVerified: true });
    mockCurrentUser(verifiedUser);
    server.use(
      onCall(authEndpoints.openMailedLink, async ({ request }) => {
        const text = await request.text();
        bodies.push(text ? JSON.parse(text) : null);
        if (!text) return HttpResponse.json({ success: false, message: serverMessages.verifyNeedsPassword, errors: [serverMessages.verifyNeedsPassword] }, { status: 403 });
        if (text.includes('Wrong')) {
          return HttpResponse.json({ success: false, message: serverMessages.signupPasswordWrong, errors: [serverMessages.signupPasswordWrong] }, { status: 401 });
        }
        return HttpResponse.json({ success: true, message: serverMessages.emailVerifiedSignedIn, authHeader: 'Bearer verified', user: verifiedUser });
      }),
    );
    const { user, router } = renderApp('/login?verify=verify-token-123456');
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(dialog).toHaveTextContent(serverMessages.verifyNeedsPassword);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(messages.fieldRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong-Pass-3');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(serverMessages.signupPasswordWrong)).toBeInTheDocument();
    // A wrong sign-up password is no expired session: nobody was signed in, and the dialog stays.
    expect(screen.queryByText(messages.sessionExpired)).toBeNull();
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Signers-Pass-3');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(serverMessages.emailVerifiedSignedIn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([null, { signupPassword: 'Wrong-Pass-3' }, { signupPassword: 'Signers-Pass-3' }]);
    // Signed in with the session the answer carried.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAppStore.getState().authHeader).toBe('Bearer verified');
  });
});

describe('the sign-in captcha', () => {
  beforeEach(useAltchaCaptcha);

  /** Fills email and password, solves the captcha with `payload` and presses Continue. */
  async function signInSolved(payload = 'solved-payload') {
    const view = renderApp('/login');
    await view.user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await view.user.type(screen.getByLabelText('Password'), 'Secret1!x');
    const widget = await findAltchaWidget(view.container);
    reportAltchaState(widget, 'verified', payload);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    return { ...view, widget };
  }

  /** A fresh widget in place of `old`, which reports itself unsolved, as a new one does. */
  async function freshWidget(container: HTMLElement, old: HTMLElement) {
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBe(old));
    const widget = await findAltchaWidget(container);
    reportAltchaState(widget, 'unverified');
    return widget;
  }

  it('shows no error before the person does anything, though the widget reports itself unsolved', async () => {
    const { container } = renderApp('/login');
    reportAltchaState(await findAltchaWidget(container), 'unverified');
    expect(screen.queryByText(messages.captchaRequired)).toBeNull();
  });

  it('asks for it once the person submits without solving it, and drops the error once it is solved', async () => {
    let calls = 0;
    server.use(
      onCall(authEndpoints.login, () => {
        calls += 1;
        return refusal(serverMessages.invalidCredentials, 401);
      }),
    );
    const { container, user: actor } = renderApp('/login');
    await actor.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await actor.type(screen.getByLabelText('Password'), 'Secret1!x');
    const widget = await findAltchaWidget(container);
    await actor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.captchaRequired)).toBeInTheDocument();
    expect(calls).toBe(0);

    reportAltchaState(widget, 'verified', 'solved-payload');
    await waitFor(() => expect(screen.queryByText(messages.captchaRequired)).toBeNull());
  });

  it('after a failed sign-in shows a fresh captcha without an error, and asks for it again only at the next submit', async () => {
    const captchas: (string | undefined)[] = [];
    server.use(
      onCall(authEndpoints.login, async ({ request }) => {
        captchas.push((await request.json()).captcha);
        return refusal(serverMessages.invalidCredentials, 401);
      }),
    );
    const { container, user: actor, widget } = await signInSolved('first-payload');
    expect(await screen.findByText(serverMessages.invalidCredentials)).toBeInTheDocument();

    await freshWidget(container, widget);
    await actor.type(screen.getByLabelText('Password'), '2');
    expect(screen.queryByText(messages.captchaRequired)).toBeNull();

    await actor.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.captchaRequired)).toBeInTheDocument();
    expect(captchas).toEqual(['first-payload']);
  });

  it('is not asked for at the two-step step, whose code goes with the ticket alone', async () => {
    const secondSteps: TwoStepRequest[] = [];
    server.use(
      onCall(authEndpoints.login, () => HttpResponse.json(codeAsked)),
      onCall(authEndpoints.loginTwoStep, async ({ request }) => {
        secondSteps.push(await request.json());
        return HttpResponse.json(loginSuccess);
      }),
    );
    mockCurrentUser(user);
    mockDevices([deviceFixture()]);
    const { container, user: actor } = await signInSolved();

    const code = await screen.findByLabelText('Authentication code');
    expect(container.querySelector('altcha-widget')).toBeNull();
    expect(screen.queryByText(messages.captchaRequired)).toBeNull();
    await actor.type(code, '123456');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
    expect(secondSteps).toEqual([{ username: 'ada@example.test', twoFactorTicket: TICKET, twoFactorCode: '123456' }]);
  });

  it('stays at the code step after a wrong code, still without a captcha', async () => {
    const tickets: string[] = [];
    server.use(
      onCall(authEndpoints.login, () => HttpResponse.json(codeAsked)),
      onCall(authEndpoints.loginTwoStep, async ({ request }) => {
        tickets.push((await request.json()).twoFactorTicket);
        return refusal(serverMessages.invalidTwoFactorCode, 401);
      }),
    );
    const { container, user: actor } = await signInSolved();
    await actor.type(await screen.findByLabelText('Authentication code'), '000000');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(serverMessages.invalidTwoFactorCode)).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(container.querySelector('altcha-widget')).toBeNull();
    expect(tickets).toEqual([TICKET]);
  });

  it('goes back to the password step, with a fresh captcha and no error, when the ticket is refused', async () => {
    server.use(
      onCall(authEndpoints.login, () => HttpResponse.json(codeAsked)),
      onCall(authEndpoints.loginTwoStep, () => refusal(serverMessages.twoStepTicketInvalid, 400)),
    );
    const { container, user: actor, widget } = await signInSolved();
    await actor.type(await screen.findByLabelText('Authentication code'), '123456');
    await actor.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(serverMessages.twoStepTicketInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await freshWidget(container, widget);
    expect(screen.queryByText(messages.captchaRequired)).toBeNull();
  });
});
