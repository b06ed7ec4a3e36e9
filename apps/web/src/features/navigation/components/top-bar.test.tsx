import { authEndpoints, passcodeMessages } from '@lodestar/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp, TEST_AUTH_HEADER } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

function renderShell() {
  mockCurrentUser(userFixture({ profilePicture: 'iVBORw0KGgo=' }));
  return renderApp('/support', { signedIn: true });
}

describe('top bar', () => {
  it('shows the page title', async () => {
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Help & Support', level: 1 })).toBeInTheDocument();
  });

  it('switches the view type', async () => {
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'View type' }));
    expect(screen.getByRole('menuitem', { name: 'Combo view' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'List view' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Grid view' }));
    expect(useAppStore.getState().viewType).toBe('grid');
  });

  it('shows the profile picture and signs out on the server before going to sign-in, closing what was left open and forgetting the sign-up session', async () => {
    let authorization: string | null = null;
    server.use(
      onCall(authEndpoints.logout, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, message: 'Signed out' });
      }),
    );
    const { user, router } = renderShell();
    useAppStore.getState().setSignupProof('Bearer signup-session');
    const accountMenu = await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );

    act(() => {
      toast.lasting(passcodeMessages.newAfterRemoval('604512'));
    });
    expect(await screen.findByText(passcodeMessages.newAfterRemoval('604512'))).toBeInTheDocument();

    await user.click(accountMenu);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Account settings',
      'Account sharing',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('href', '/user/account');
    expect(screen.getByRole('menuitem', { name: 'Account sharing' })).toHaveAttribute('href', '/user/sharing');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(authorization).toBe(TEST_AUTH_HEADER);
    expect(router.state.location.pathname).toBe('/login');
    expect(useAppStore.getState().authHeader).toBeNull();
    expect(useAppStore.getState().signupProof).toBeNull();
    expect(localStorage.getItem('lodestar')).not.toContain('signup-session');
    await waitFor(() => expect(screen.queryByText(passcodeMessages.newAfterRemoval('604512'))).toBeNull());
  });

  it("opens the overview when typing in the search box, and the typing goes on in the overview's own box", async () => {
    mockDevices([deviceFixture({ name: 'Delivery van' })]);
    const { user, router } = renderShell();
    await user.type(await screen.findByRole('searchbox', { name: 'Search devices' }), 'v');

    // The overview opens, on its first device once the search has found it.
    const overviewSearch = await screen.findByRole('searchbox', { name: 'Search by device name' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001'));
    await waitFor(() => expect(overviewSearch).toHaveFocus());
    await user.keyboard('an');
    expect(overviewSearch).toHaveValue('van');
    expect(screen.queryByRole('searchbox', { name: 'Search devices' })).toBeNull();
  });

  it('folds the search box into a button below 850 px', async () => {
    window.innerWidth = 800;
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search devices' })).toHaveFocus();
  });
});
