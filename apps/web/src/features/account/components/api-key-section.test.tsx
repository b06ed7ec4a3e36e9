import { accountMessages, apiKeyEndpoints, type ApiKeyState } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render-signed-in';
import { server } from '../../../test/server';
import { ApiKeySection } from './api-key-section';

const fullKey = 'lsk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const hint = 'lsk_AbCd…abcd';
const noKey: ApiKeyState = { success: true, keyGenerated: false, key: null, active: false, createdAt: null };
const withKey = (changes: Partial<ApiKeyState> = {}): ApiKeyState => ({
  success: true,
  keyGenerated: true,
  key: hint,
  active: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  ...changes,
});

/** The key calls over a server-side state that starts as `initial`; each call is logged as "METHOD body". */
function mockApiKey(initial: ApiKeyState) {
  let state = initial;
  const calls: string[] = [];
  server.use(
    onCall(apiKeyEndpoints.state, () => HttpResponse.json(state)),
    onCall(apiKeyEndpoints.generate, () => {
      calls.push('POST');
      state = withKey();
      return HttpResponse.json({ ...state, message: accountMessages.generatedSuccessfully, key: fullKey });
    }),
    onCall(apiKeyEndpoints.setActive, async ({ request }) => {
      const body = await request.json();
      calls.push(`PUT ${JSON.stringify(body)}`);
      state = { ...state, ...body };
      return HttpResponse.json(state);
    }),
    onCall(apiKeyEndpoints.remove, () => {
      calls.push('DELETE');
      state = noKey;
      return HttpResponse.json(state);
    }),
  );
  return calls;
}

async function renderSection() {
  const view = renderSignedIn(<ApiKeySection />, userFixture({ roles: ['enterprise'] }));
  return { ...view, section: await screen.findByRole('region', { name: 'API key' }) };
}

describe('API key section', () => {
  it('generates a key and shows it in full, hidden until revealed, only until the page is left', async () => {
    const calls = mockApiKey(noKey);
    const { user, section, unmount } = await renderSection();
    expect(within(section).getByText(/Authorization: Bearer/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');

    await user.click(await within(section).findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(accountMessages.generatedSuccessfully)).toBeInTheDocument();
    expect(within(section).getByText(/shown only until you leave this page/)).toBeInTheDocument();
    expect(within(section).queryByText(fullKey)).toBeNull();
    expect(within(section).getByRole('img', { name: 'API key, hidden' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Reveal' }));
    expect(within(section).getByText(fullKey)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe(fullKey);
    await user.click(within(section).getByRole('button', { name: 'Hide' }));
    expect(within(section).queryByText(fullKey)).toBeNull();
    expect(within(section).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(calls).toEqual(['POST']);

    // Back on the page later, only the hint is left.
    unmount();
    const again = await renderSection();
    expect(await within(again.section).findByText(hint)).toBeInTheDocument();
    expect(within(again.section).queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(within(again.section).getByText(/regenerate it to get a new one/)).toBeInTheDocument();
  });

  it('shows the hint of an earlier key as it is, without Reveal', async () => {
    mockApiKey(withKey({ active: false }));
    const { section } = await renderSection();
    expect(await within(section).findByText(hint)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Copy API key' })).toBeNull();
    expect(within(section).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Active' })).toHaveAccessibleDescription(
      /^No: calls with this key are refused/,
    );
  });

  it('switches the key off and on', async () => {
    const calls = mockApiKey(withKey());
    const { user, section } = await renderSection();
    const active = await within(section).findByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();

    await user.click(active);
    expect(await screen.findByText(accountMessages.updatedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(active).not.toBeChecked());
    expect(within(section).getByText(/^No:/)).toBeInTheDocument();
    await waitFor(() => expect(active).toBeEnabled());
    await user.click(active);
    await waitFor(() => expect(active).toBeChecked());
    expect(calls).toEqual(['PUT {"active":false}', 'PUT {"active":true}']);
  });

  it('removes the key after the confirmation', async () => {
    const calls = mockApiKey(withKey());
    const { user, section } = await renderSection();
    await user.click(await within(section).findByRole('button', { name: 'Remove' }));

    let dialog = screen.getByRole('dialog', { name: 'Remove API key' });
    expect(dialog).toHaveAccessibleDescription(accountMessages.confirmRemoveApiKey);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(await within(section).findByRole('button', { name: 'Remove' }));
    dialog = screen.getByRole('dialog', { name: 'Remove API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(accountMessages.removedSuccessfully)).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Generate' })).toBeInTheDocument();
    expect(within(section).queryByText(hint)).toBeNull();
    expect(calls).toEqual(['DELETE']);
  });

  it('regenerates after a confirmation that the old key stops working', async () => {
    const calls = mockApiKey(withKey());
    const { user, section } = await renderSection();
    await user.click(await within(section).findByRole('button', { name: 'Regenerate' }));

    let dialog = screen.getByRole('dialog', { name: 'Regenerate API key' });
    expect(dialog).toHaveAccessibleDescription(/current key stops working/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(await within(section).findByRole('button', { name: 'Regenerate' }));
    dialog = screen.getByRole('dialog', { name: 'Regenerate API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(accountMessages.generatedSuccessfully)).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Reveal' }));
    expect(within(section).getByText(fullKey)).toBeInTheDocument();
    expect(calls).toEqual(['POST']);
  });

  it('says when the key cannot be loaded, and tries again', async () => {
    let attempts = 0;
    server.use(
      onCall(apiKeyEndpoints.state, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(
              { success: false, message: accountMessages.apiKeyEnterpriseOnly, errors: [] },
              { status: 403 },
            )
          : HttpResponse.json(noKey);
      }),
    );
    const { user, section } = await renderSection();
    expect(await within(section).findByText(accountMessages.apiKeyEnterpriseOnly)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('button', { name: 'Generate' })).toBeInTheDocument();
  });
});
