import { accountEndpoints, accountMessages, messages, sharingEndpoints, type RecentShare } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
