import { messages, systemEndpoints } from '@lodestar/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../test/on-call';
import { describe, expect, it } from 'vitest';
import { configFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('captcha', () => {
  it('renders the ALTCHA widget with the challenge URL and requires it before signing in', async () => {
    server.use(
      onCall(systemEndpoints.config, () =>
        HttpResponse.json(configFixture({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' })),
      ),
      onCall(systemEndpoints.captchaChallenge, () => HttpResponse.json({}, { status: 503 })),
    );
    const { container, user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'Secret1!x');

    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    expect(container.querySelector('altcha-widget')).toHaveAttribute('challenge', '/api/captcha/challenge');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.captchaRequired)).toBeInTheDocument();
  });

  it('renders no widget and asks for nothing when the provider is none', async () => {
    const { container } = renderApp('/login');
    await screen.findByLabelText('Email');
    expect(container.querySelector('altcha-widget')).toBeNull();
    expect(screen.queryByText(messages.captchaRequired)).toBeNull();
  });
});
