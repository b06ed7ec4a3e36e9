import {
  type AccountMembership,
  type AccountShare,
  accountShareMessages,
  accountSharingEndpoints,
  messages,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, server } from '../../../test/server';
import { translateIn } from '../../../test/translate';

const english = translateIn();

const accountShare = (overrides: Partial<AccountShare> = {}): AccountShare => ({
  _id: '8b1c2d4e-0000-4000-8000-000000000001',
  userId: 'user-1',
  email: 'grace@example.test',
  memberId: 'user-2',
  isAcceptedFlag: 1,
  createdAt: '2026-05-01T10:00:00.000Z',
  member: { name: 'Grace Hopper', profilePicture: '' },
  ...overrides,
});
const grace = accountShare();
const alan = accountShare({
  _id: '8b1c2d4e-0000-4000-8000-000000000002',
  email: 'alan@example.test',
  memberId: null,
  isAcceptedFlag: 0,
  member: null,
});
const mary: AccountMembership = {
  _id: '8b1c2d4e-0000-4000-8000-000000000003',
  owner: { name: 'Mary Somerville', email: 'mary@example.test', profilePicture: '' },
  createdAt: '2026-05-01T10:00:00.000Z',
};

/** /user/sharing with `invited` people and `memberships`; the calls that change them are logged. */
function renderPage(invited: AccountShare[] = [grace, alan], memberships: AccountMembership[] = [mary]) {
  let people = invited;
  let accounts = memberships;
  const calls: string[] = [];
  const invites: unknown[] = [];
  mockCurrentUser(userFixture());
  server.use(
    onCall(accountSharingEndpoints.find, ({ params }) => {
      calls.push(`find ${String(params.id)}`);
      return HttpResponse.json({ success: true, data: people });
    }),
    onCall(accountSharingEndpoints.memberships, () => HttpResponse.json({ success: true, data: accounts })),
    onCall(accountSharingEndpoints.invite, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      invites.push(body);
      const share = accountShare({ _id: 'new', email: body.email, memberId: null, isAcceptedFlag: 0, member: null });
      people = [...people, share];
      return HttpResponse.json({ success: true, message: accountShareMessages.invited, share }, { status: 201 });
    }),
    onCall(accountSharingEndpoints.remove, ({ params }) => {
      calls.push(`remove ${String(params.id)}`);
      people = people.filter((share) => share._id !== params.id);
      accounts = accounts.filter((membership) => membership._id !== params.id);
      return HttpResponse.json({ success: true, message: messages.removedSuccessfully });
    }),
  );
  return { ...renderApp('/user/sharing', { signedIn: true }), calls, invites };
}

const invitedList = () => screen.findByRole('list', { name: 'People you share your account with' });

describe('account sharing page', () => {
  it('explains itself and sits in the account area tabs', async () => {
    renderPage();
    expect(await screen.findByText(english('accountSharing.explanation'))).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Account area' });
    expect(within(tabs).getByRole('tab', { name: 'Account settings' })).toHaveAttribute('href', '/user/account');
    expect(within(tabs).getByRole('tab', { name: 'Account sharing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the invited people with their status', async () => {
    const { calls } = renderPage();
    const items = within(await invitedList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Grace Hopper');
    expect(items[0]).toHaveTextContent('grace@example.test');
    expect(items[0]).toHaveTextContent('Accepted');
    // Until accepted the invitee's account stays unknown (member null): the address and its initial stand in.
    expect(alan).toMatchObject({ memberId: null, member: null });
    expect(within(items[1]!).getByText('alan@example.test')).toBeInTheDocument();
    expect(within(items[1]!).getByText('A')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Pending Acceptance');
    expect(items[1]).not.toHaveTextContent('·');
    expect(within(items[1]!).getByRole('button', { name: 'Remove alan@example.test' })).toBeInTheDocument();
    expect(calls).toContain('find user-1');
  });

  it('invites a person by email, toasts and lists them', async () => {
    const { user, invites } = renderPage();
    await invitedList();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Field is required.'));

    await user.type(email, 'New@Example.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(accountShareMessages.invited)).toBeInTheDocument();
    expect(invites).toEqual([{ userId: 'user-1', email: 'new@example.test' }]);
    expect(await within(await invitedList()).findByText('new@example.test')).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it("shows the server's refusal under the email", async () => {
    const { user } = renderPage();
    server.use(
      onCall(accountSharingEndpoints.invite, () =>
        HttpResponse.json(
          { success: false, message: accountShareMessages.alreadyInvited, errors: [] },
          { status: 409 },
        ),
      ),
    );
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await user.type(email, 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(accountShareMessages.alreadyInvited));
  });

  it('asks before removing a person, then removes them', async () => {
    const { user, calls } = renderPage();
    await invitedList();
    await user.click(screen.getByRole('button', { name: 'Remove alan@example.test' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(accountShareMessages.confirmRemoval);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(calls).toContain(`remove ${alan._id}`);
    await waitFor(() => expect(screen.queryByText('alan@example.test')).toBeNull());
  });

  it('lists the accounts shared with the user and leaves one after asking', async () => {
    const { user, calls } = renderPage();
    const list = await screen.findByRole('list', { name: 'Accounts shared with you' });
    expect(list).toHaveTextContent('Mary Somerville');
    expect(list).toHaveTextContent('mary@example.test');
    await user.click(within(list).getByRole('button', { name: 'Leave Mary Somerville' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(accountShareMessages.confirmLeave);
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(calls).toContain(`remove ${mary._id}`);
    expect(await screen.findByText(english('accountSharing.memberships.none'))).toBeInTheDocument();
  });

  it('says when nobody is invited and no account is shared', async () => {
    renderPage([], []);
    expect(await screen.findByText(english('accountSharing.invited.none'))).toBeInTheDocument();
    expect(await screen.findByText(english('accountSharing.memberships.none'))).toBeInTheDocument();
  });

  it('shows an error with Retry when a list cannot load', async () => {
    renderPage();
    server.use(onCallOffContract(accountSharingEndpoints.memberships, () => HttpResponse.json({}, { status: 400 })));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Not loaded.');
    expect(await screen.findByText(accountShareMessages.fetchFallback)).toBeInTheDocument();
    expect(screen.getAllByText(accountShareMessages.fetchFallback)).toHaveLength(1);
    expect(await invitedList()).toBeInTheDocument();
  });
});
