import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { mockCurrentUser } from '../test/server';

describe('routes', () => {
  it('renders a page inside the shell with its title', async () => {
    mockCurrentUser(userFixture({ roles: ['dealership', 'enterprise'] }));
    renderApp('/add-devices', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Add Devices', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Devices' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('follows the redirect routes of the route table', async () => {
    mockCurrentUser(userFixture());
    const { router } = renderApp('/device/GPS-1/settings', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Basic settings', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-1/settings/basic'));

    await router.navigate('/user');
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/account'));
  });

  it('titles the document with the product name and the route title', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Sign up' });
    expect(document.title).toBe('Lodestar | Sign up');
  });

  it('shows the terms page without a session', async () => {
    renderApp('/privacyAndTerms');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(await screen.findByText(/governed by the laws in force in Australia/)).toBeInTheDocument();
  });

  it('answers an unknown path with a not-found page that links home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my devices' })).toHaveAttribute('href', '/');
  });
});
