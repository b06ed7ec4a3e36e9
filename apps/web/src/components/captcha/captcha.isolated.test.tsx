import { messages } from '@lodestar/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findAltchaWidget, useAltchaCaptcha } from '../../test/altcha';
import { renderApp } from '../../test/render-app';

describe('captcha', () => {
  it('renders the ALTCHA widget with the challenge URL and requires it before signing in', async () => {
    useAltchaCaptcha();
    const { container, user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'Secret1!x');

    expect(await findAltchaWidget(container)).toHaveAttribute('challenge', '/api/captcha/challenge');

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
