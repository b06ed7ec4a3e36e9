import { authEndpoints, messages } from '@lodestar/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

describe('the page of an account made for someone', () => {
  it('asks for their first password under its own title, then sends them to sign in', async () => {
    const sent: { token: string; body: unknown }[] = [];
    server.use(
      onCall(authEndpoints.openMailedLink, async ({ params, request }) => {
        sent.push({ token: String(params.token), body: await request.json() });
        return HttpResponse.json({ success: true, message: messages.passwordChanged });
      }),
    );
    const { user, router } = renderApp('/choosePassword?token=welcome-token-123');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.queryByText('Reset password')).toBeNull();
    expect(await screen.findByText(/Choose the password of the account made for you/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Secret1!x');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'welcome-token-123', body: { password: 'Secret1!x', confirmation: 'Secret1!x' } }]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('without a token, goes to the reset page to ask for a new link', async () => {
    const { router } = renderApp('/choosePassword');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset');
  });
});
