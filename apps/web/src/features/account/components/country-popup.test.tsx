import { accountMessages, clientLocationEndpoints, messages } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, server } from '../../../test/server';
import { mockProfileUpdate } from '../../../test/render-account-page';

const countryless = userFixture({ country: '', currency: 'usd' });

/** A portal page as a user without a country; the client location answers `location` (404 by default). */
function renderPortal(location?: () => Response) {
  mockCurrentUser(countryless);
  const bodies = mockProfileUpdate(countryless);
  const lookups: string[] = [];
  server.use(
    onCall(clientLocationEndpoints.clientLocation, ({ request }) => {
      lookups.push(request.headers.get('Authorization') ?? 'anonymous');
      return location?.();
    }),
  );
  return { ...renderApp('/support', { signedIn: true }), bodies, lookups };
}

afterEach(() => vi.restoreAllMocks());

describe('country popup', () => {
  it('fills the country from the client address without asking', async () => {
    const { bodies, lookups } = renderPortal(() => HttpResponse.json({ success: true, country: { isoAlpha2: 'nz' } }));
    await waitFor(() => expect(bodies).toEqual([{ country: 'NZ' }]));
    expect(lookups).toEqual(['anonymous']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(messages.updatedSuccessfully)).toBeNull();
  });

  it('asks for the country when it cannot be detected, and saves the choice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, bodies, lookups } = renderPortal();
    const dialog = await screen.findByRole('dialog', { name: 'Your country' });
    expect(warn).toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your country' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(accountMessages.selectCountry)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByRole('combobox', { name: 'Country' }), 'United King');
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ country: 'GB' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your country' })).toBeNull());
    expect(lookups).toHaveLength(1);
  });

  it('does nothing for a user who has a country', async () => {
    const lookups: unknown[] = [];
    server.use(onCall(clientLocationEndpoints.clientLocation, () => void lookups.push(1)));
    mockCurrentUser(userFixture({ country: 'AU' }));
    renderApp('/support', { signedIn: true });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(lookups).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
