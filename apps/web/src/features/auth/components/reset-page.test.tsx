import { authEndpoints, messages, PASSWORD_MISMATCH, serverMessages } from '@lodestar/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { findAltchaWidget, reportAltchaState, useAltchaCaptcha } from '../../../test/altcha';

describe('password reset', () => {
  it('asks for the registered email and sends the reset mail', async () => {
    let body: unknown;
    server.use(
      onCall(authEndpoints.forgotPassword, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: messages.emailSent });
      }),
    );
    const { user } = renderApp('/reset');
    expect(await screen.findByText(/Enter the email address you registered with/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(messages.emailSent)).toBeInTheDocument();
    expect(body).toEqual({ email: 'ada@example.test' });
  });

  it('after a request shows a fresh captcha without an error, and asks for it again only at the next submit', async () => {
    useAltchaCaptcha();
    const captchas: unknown[] = [];
    server.use(
      onCall(authEndpoints.forgotPassword, async ({ request }) => {
        captchas.push((await request.json()).captcha);
        return HttpResponse.json({ success: true, message: messages.emailSent });
      }),
    );
    const { user, container } = renderApp('/reset');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    const solved = await findAltchaWidget(container);
    reportAltchaState(solved, 'verified', 'solved-payload');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.emailSent)).toBeInTheDocument();

    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBe(solved));
    reportAltchaState(await findAltchaWidget(container), 'unverified');
    expect(screen.queryByText(messages.captchaRequired)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.captchaRequired)).toBeInTheDocument();
    expect(captchas).toEqual(['solved-payload']);
  });

  it('falls back to "Something went wrong, please try again"', async () => {
    server.use(onCall(authEndpoints.forgotPassword, () => HttpResponse.error()));
    const { user } = renderApp('/reset');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.tryAgainFallback)).toBeInTheDocument();
  });

  it('sets the new password of a reset link and returns to sign-in with the message', async () => {
    let body: unknown;
    server.use(
      onCall(authEndpoints.openMailedLink, async ({ request, params }) => {
        body = { token: params.token, ...((await request.json()) as object) };
        return HttpResponse.json({ success: true, message: messages.passwordChanged });
      }),
    );
    const { user, router } = renderApp('/reset?token=reset-token-1234567');
    const password = await screen.findByLabelText('New password');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(password, 'Secret1!x');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret1!y');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(PASSWORD_MISMATCH)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(body).toEqual({ token: 'reset-token-1234567', password: 'Secret1!x', confirmation: 'Secret1!x' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows why a reset link was refused', async () => {
    server.use(
      onCall(authEndpoints.openMailedLink, () =>
        HttpResponse.json({ success: false, message: serverMessages.tokenInvalid, errors: [] }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/reset?token=reset-token-1234567');
    await user.type(await screen.findByLabelText('New password'), 'Secret1!x');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(serverMessages.tokenInvalid)).toBeInTheDocument();
  });
});

describe('resend verification', () => {
  it('pre-fills the email from the address and resends the mail', async () => {
    let body: unknown;
    server.use(
      onCall(authEndpoints.resendVerification, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: messages.verificationSent });
      }),
    );
    const { user } = renderApp('/resendVerificationEmail/ada%40example.test');
    expect(await screen.findByText(/click Resend/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();
    expect(body).toEqual({ email: 'ada@example.test' });
  });

  it('falls back to "Something went wrong, please try again"', async () => {
    server.use(onCallOffContract(authEndpoints.resendVerification, () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/resendVerificationEmail');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(messages.tryAgainFallback)).toBeInTheDocument();
  });
});
