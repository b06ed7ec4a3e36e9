import { type Invitation, invitationEndpoints, invitationMessages, shareServerMessages } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-time';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';
import { accountSharingKeys } from '../../../lib/account-sharing-keys';
import { invitationFixture } from '../../../test/sharing-fixtures';
import { translateIn } from '../../../test/translate';

const english = translateIn();

const deviceInvitation = invitationFixture({
  privilege: 2,
  expiryDate: '2030-06-01T08:30:00.000Z',
  message: 'For the school run',
});
const accountInvitation = invitationFixture({
  _id: '7a1c2d4e-0000-4000-8000-000000000002',
  kind: 'account',
  device: null,
  // An account share is Limited (view only), with no end.
  privilege: 2,
  sharerName: '',
  from: { name: 'Mary Somerville', email: 'mary@example.test' },
});

/** The portal at `path` with `invitations` waiting; the answers to them are logged. */
function renderInvitations(path = '/invitations', invitations: Invitation[] = [deviceInvitation, accountInvitation]) {
  let pending = invitations;
  const answers: string[] = [];
  mockCurrentUser(userFixture());
  server.use(
    onCall(invitationEndpoints.list, () => HttpResponse.json({ success: true, data: pending })),
    onCall(invitationEndpoints.accept, ({ params }) => {
      answers.push(`accept ${String(params.kind)} ${String(params.id)}`);
      pending = pending.filter((invitation) => invitation._id !== params.id);
      return HttpResponse.json({ success: true, message: shareServerMessages.accepted });
    }),
    onCall(invitationEndpoints.decline, ({ params }) => {
      answers.push(`decline ${String(params.kind)} ${String(params.id)}`);
      pending = pending.filter((invitation) => invitation._id !== params.id);
      return HttpResponse.json({ success: true, message: shareServerMessages.declined });
    }),
  );
  return { ...renderApp(path, { signedIn: true }), answers };
}

describe('invitations page', () => {
  it('lists the device and account invitations with whom they are from and what they give', async () => {
    renderInvitations();
    const device = await screen.findByRole('article', { name: 'Blue backpack' });
    expect(device).toHaveTextContent('GPS');
    expect(device).toHaveTextContent('From Charles (charles@example.test)');
    expect(device).toHaveTextContent('Privilege: Limited');
    expect(device).toHaveTextContent(`Expires ${formatDateTime('2030-06-01T08:30:00.000Z')}`);
    expect(device).toHaveTextContent('For the school run');

    const account = screen.getByRole('article', { name: 'All devices of Mary Somerville' });
    expect(account).toHaveTextContent('From Mary Somerville (mary@example.test)');
    expect(account).toHaveTextContent(english('sharing.invitation.accountAccess'));
    expect(account).not.toHaveTextContent('Privilege');
    expect(account).not.toHaveTextContent('Expires');
  });

  it('accepts a device invitation, toasts and opens the device', async () => {
    useAppStore.getState().setDeviceTypeFilter('all');
    mockDevices([deviceFixture({ privilege: 2 })]);
    const { user, router, answers } = renderInvitations();
    const card = await screen.findByRole('article', { name: 'Blue backpack' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(shareServerMessages.accepted)).toBeInTheDocument();
    expect(answers).toEqual([`accept device ${deviceInvitation._id}`]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001'));
  });

  it('accepts an account invitation, toasts and reads the accounts shared with the caller again', async () => {
    const { user, answers, queryClient } = renderInvitations();
    queryClient.setQueryData(accountSharingKeys.memberships, { success: true, data: [] });
    const card = await screen.findByRole('article', { name: 'All devices of Mary Somerville' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(shareServerMessages.accepted)).toBeInTheDocument();
    expect(answers).toEqual([`accept account ${accountInvitation._id}`]);
    expect(queryClient.getQueryState(accountSharingKeys.memberships)?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Mary Somerville/ })).toBeNull());
  });

  it('asks before declining, then drops the invitation from the list', async () => {
    const { user, answers } = renderInvitations();
    const card = await screen.findByRole('article', { name: 'All devices of Mary Somerville' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: english('sharing.decline.title') });
    expect(dialog).toHaveAccessibleDescription(english('sharing.decline.confirm'));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText(shareServerMessages.declined)).toBeInTheDocument();
    expect(answers).toEqual([`decline account ${accountInvitation._id}`]);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Mary Somerville/ })).toBeNull());
    expect(screen.getByRole('article', { name: 'Blue backpack' })).toBeInTheDocument();
  });

  it("puts the mail's invitation first and marks it", async () => {
    renderInvitations(`/invitations/account/${accountInvitation._id}`);
    await screen.findByRole('article', { name: 'Blue backpack' });
    const articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveAccessibleName('All devices of Mary Somerville');
    expect(articles[0]).toHaveAttribute('aria-current', 'true');
    expect(articles[1]).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(english('sharing.invitations.answeredElsewhere'))).toBeNull();
  });

  it('says when the linked invitation is no longer waiting, with a way to the devices', async () => {
    renderInvitations('/invitations/device/7a1c2d4e-0000-4000-8000-000000000099', []);
    expect(
      await screen.findByText(english('sharing.invitations.answeredElsewhere'), { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your devices' })).toHaveAttribute('href', '/');
    expect(screen.getByText(invitationMessages.none)).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    renderInvitations('/invitations', []);
    expect(await screen.findByText(invitationMessages.none)).toBeInTheDocument();
  });

  it('shows an error with Retry when the invitations cannot load', async () => {
    mockCurrentUser(userFixture());
    server.use(onCallOffContract(invitationEndpoints.list, () => HttpResponse.json({}, { status: 400 })));
    renderApp('/invitations', { signedIn: true });
    expect(await screen.findByText(invitationMessages.fetchFallback)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('pending invitations banner', () => {
  it('counts the waiting invitations on the overview and leads to them', async () => {
    useAppStore.getState().setDeviceTypeFilter('all');
    mockDevices([deviceFixture()]);
    const { user, router } = renderInvitations('/');
    const banner = await screen.findByText(invitationMessages.pendingBanner(2));
    expect(banner).toHaveTextContent('You have 2 pending invitations.');
    await user.click(screen.getByRole('link', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitations'));
    expect(await screen.findByRole('article', { name: 'Blue backpack' })).toBeInTheDocument();
  });

  it('shows above the welcome of an account without devices', async () => {
    mockDevices([]);
    renderInvitations('/', [accountInvitation]);
    expect(await screen.findByText('You have 1 pending invitation.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Welcome to Lodestar/ })).toBeInTheDocument();
  });

  it('is not there while nothing waits', async () => {
    mockDevices([]);
    renderInvitations('/', []);
    await screen.findByRole('heading', { name: /Welcome to Lodestar/ });
    expect(screen.queryByText(/pending invitation/)).toBeNull();
  });
});
