import { accountEndpoints, accountMessages, messages, sharingEndpoints, type RecentShare } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderAccountPage } from '../../../test/render-account-page';
import { server } from '../../../test/server';

const recent: RecentShare[] = [
  {
    _id: 'share-1',
    deviceName: 'Front door',
    sharedUserWithEmail: 'thief@example.test',
    accessRightsFlag: 0,
    startDate: '2030-06-01T08:30:00.000Z',
  },
  {
    _id: 'share-2',
    deviceName: 'Van',
    sharedUserWithEmail: 'grace@example.test',
    accessRightsFlag: 1,
    startDate: '2030-05-30T10:00:00.000Z',
  },
];

/** Changes the password on the account page, the server answering `recentShares`; the revoked share ids are logged. */
async function changePassword(recentShares: RecentShare[]) {
  const revoked: string[] = [];
  server.use(
    onCall(accountEndpoints.changePassword, () =>
      HttpResponse.json({ success: true, message: messages.passwordChanged, recentShares }),
    ),
    onCall(sharingEndpoints.remove, ({ params }) => {
      revoked.push(String(params.id));
      return HttpResponse.json({ success: true, message: messages.removedSuccessfully });
    }),
  );
  const view = await renderAccountPage();
  const security = screen.getByRole('region', { name: 'Security' });
  expect(within(security).queryByText(accountMessages.recentSharesTitle)).toBeNull();
  await view.user.click(within(security).getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await view.user.type(within(dialog).getByLabelText('Old password'), 'Old#pass1');
  await view.user.type(within(dialog).getByLabelText('New password'), 'New#pass22');
  await view.user.type(within(dialog).getByLabelText('Confirm new password'), 'New#pass22');
  await view.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  const list = await screen.findByRole('region', { name: accountMessages.recentSharesTitle });
  return { ...view, list, revoked };
}

describe('shares listed after a password change', () => {
  it('lists each recent share with a Revoke that ends it through the share call', async () => {
    const { user, list, revoked } = await changePassword(recent);
    expect(list).toHaveAttribute('id', 'recent-shares');
    expect(within(list).getByText('Front door · thief@example.test')).toBeInTheDocument();
    expect(within(list).getByText(/^Owner · /)).toBeInTheDocument();
    expect(within(list).getByText('Van · grace@example.test')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Revoke Front door for thief@example.test' }));
    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(revoked).toEqual(['share-1']);
    await waitFor(() => expect(within(list).queryByText('Front door · thief@example.test')).toBeNull());
    expect(within(list).getByText('Van · grace@example.test')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    const { list } = await changePassword([]);
    expect(within(list).getByText(accountMessages.recentSharesNone)).toBeInTheDocument();
  });
});

describe("the list the password-changed mail's link opens", () => {
  const openAtList = () => renderAccountPage(userFixture(), '/user/account#recent-shares');

  it('loads the recent shares when the page opens at the list', async () => {
    server.use(onCall(accountEndpoints.recentShares, () => HttpResponse.json({ success: true, recentShares: recent })));
    await openAtList();
    const list = await screen.findByRole('region', { name: accountMessages.recentSharesTitle });
    expect(within(list).getByText('Front door · thief@example.test')).toBeInTheDocument();
    expect(within(list).getByText('Van · grace@example.test')).toBeInTheDocument();
  });

  it('offers a retry when they cannot be loaded', async () => {
    let failing = true;
    server.use(
      onCall(accountEndpoints.recentShares, () =>
        failing
          ? HttpResponse.json({ success: false, message: 'Server error', errors: ['Server error'] }, { status: 500 })
          : HttpResponse.json({ success: true, recentShares: [] }),
      ),
    );
    const { user } = await openAtList();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    await user.click(retry);
    const list = await screen.findByRole('region', { name: accountMessages.recentSharesTitle });
    expect(within(list).getByText(accountMessages.recentSharesNone)).toBeInTheDocument();
  });

  it('is not loaded when the page opens elsewhere', async () => {
    let calls = 0;
    server.use(
      onCall(accountEndpoints.recentShares, () => {
        calls += 1;
        return HttpResponse.json({ success: true, recentShares: recent });
      }),
    );
    await renderAccountPage();
    expect(screen.queryByRole('region', { name: accountMessages.recentSharesTitle })).toBeNull();
    expect(calls).toBe(0);
  });
});
