import { type Device, messages, type Role, type Share, shareMessages, sharingEndpoints } from '@lodestar/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall, onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-time';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render-signed-in';
import { server } from '../../../test/server';
import { deviceKeys } from '../../devices/api/device-keys';
import { renderSettings } from '../../../test/render-settings';
import { shareFixture } from '../../../test/sharing-fixtures';
import { translateIn } from '../../../test/translate';
import { DeviceSharingTab } from './device-sharing-tab';

const english = translateIn();

const grace = shareFixture({
  _id: 'share-1',
  userId: 'user-2',
  isAcceptedFlag: 1,
  accessRightsFlag: 0,
  user: { name: 'Grace Hopper', profilePicture: 'iVBORw0KGgo=' },
});
const alan = shareFixture({
  _id: 'share-2',
  sharedUserWithEmail: 'alan@example.test',
  accessRightsFlag: 2,
  securityLevel: 0,
  expiryDate: '2030-06-01T08:30:00.000Z',
});
/** The signed-in user's (userFixture's) own Owner share of the device. */
const own = shareFixture({
  _id: 'share-own',
  userId: 'user-1',
  sharedUserWithEmail: 'ada@example.test',
  isAcceptedFlag: 1,
  accessRightsFlag: 0,
  user: { name: 'Ada Lovelace', profilePicture: '' },
});
const odd = shareFixture({
  _id: 'share-3',
  sharedUserWithEmail: 'odd@example.test',
  isAcceptedFlag: 1,
  accessRightsFlag: 7 as Share['accessRightsFlag'],
  expiryDate: '2030-06-01T08:30:00.000Z',
});

/** The tab of `device` for a user of `roles`; the share list answers `shares` until a handler changes it. */
function renderTab(
  shares: Share[] = [grace, alan, odd],
  device: Device = deviceFixture({ share_count: 3 }),
  roles: Role[] = ['user'],
) {
  const reads: string[] = [];
  server.use(
    onCall(sharingEndpoints.find, ({ params }) => {
      reads.push(String(params.uuid));
      return HttpResponse.json(shares);
    }),
  );
  return { ...renderSignedIn(<DeviceSharingTab device={device} />, userFixture({ roles })), reads };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name: new RegExp(name) })).closest('tr')!;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('device sharing tab', () => {
  it('shows each share with its status, security, privilege and the expiry of Limited ones only', async () => {
    renderTab();
    expect(screen.getByRole('status', { name: 'Loading shares' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Shared with' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Shared with', 'Status', 'Security', 'Privileges', 'Expires', '']);
    expect(cellTexts(await rowOf('Grace Hopper'))).toEqual([
      'Grace Hoppergrace@example.test',
      shareMessages.accepted,
      'High',
      'Owner',
      '-',
      '',
    ]);
    expect(within(await rowOf('Grace Hopper')).getByRole('img', { name: 'Grace Hopper' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    // A pending share names neither the invitee's account nor their user: its address and initial stand in.
    expect(alan).toMatchObject({ userId: null, user: null });
    expect(cellTexts(await rowOf('alan@example.test'))).toEqual([
      'Aalan@example.test',
      shareMessages.pendingAcceptance,
      'Normal',
      'Limited',
      formatDateTime('2030-06-01T08:30:00.000Z'),
      '',
    ]);
    expect(cellTexts(await rowOf('odd@example.test'))).toEqual([
      'Oodd@example.test',
      shareMessages.accepted,
      'High',
      '???',
      '-',
      '',
    ]);
  });

  it('says when the device is not shared', async () => {
    renderTab([], deviceFixture());
    expect(await screen.findByText(english('sharing.notShared'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with Retry when the shares cannot load', async () => {
    server.use(onCallOffContract(sharingEndpoints.find, () => HttpResponse.json({}, { status: 400 })));
    renderSignedIn(<DeviceSharingTab device={deviceFixture()} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(shareMessages.fetchFallback);
  });

  it('offers Resend invite only for a pending share, and toasts when it is sent', async () => {
    const resent: unknown[] = [];
    server.use(
      onCall(sharingEndpoints.resend, async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ success: true, message: shareMessages.sharedSuccessfully });
      }),
    );
    const { user } = renderTab();
    await user.click(within(await rowOf('Grace Hopper')).getByRole('button', { name: 'Options for Grace Hopper' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Remove']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Options for alan@example.test' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Resend invite', 'Remove']);
    await user.click(screen.getByRole('menuitem', { name: 'Resend invite' }));
    expect(await screen.findByText(shareMessages.sharedSuccessfully)).toBeInTheDocument();
    expect(resent).toEqual([
      { shareId: 'share-2', userId: null, sharedUserWithEmail: 'alan@example.test', deviceUUID: 'GPS-0001' },
    ]);
  });

  it('asks before removing a share, removes it and reads the list again', async () => {
    const removed: string[] = [];
    server.use(
      onCall(sharingEndpoints.remove, ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json({ success: true, message: messages.removedSuccessfully });
      }),
    );
    const { user, reads } = renderTab();
    await user.click(within(await rowOf('alan@example.test')).getByRole('button', { name: /Options/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));

    const dialog = screen.getByRole('dialog', { name: 'Share removal' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete share?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(removed).toEqual(['share-2']);
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a share in the popup', async () => {
    const { user } = renderTab();
    await user.click(within(await rowOf('Grace Hopper')).getByRole('button', { name: /Options/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit share' });
    expect(within(dialog).getByRole('textbox', { name: 'Shared with' })).toHaveValue('grace@example.test');
  });

  it('opens the share popup from Add people', async () => {
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Add people' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Blue backpack' });
    expect(await within(dialog).findByRole('list', { name: 'Shared with' })).toBeInTheDocument();
  });

  it('offers Remove all sharing to the SuperOwner only', async () => {
    const removedFor: string[] = [];
    server.use(
      onCall(sharingEndpoints.removeAll, ({ params }) => {
        removedFor.push(String(params.uuid));
        return HttpResponse.json({ success: true, message: messages.removedSuccessfully });
      }),
    );
    const { user } = renderTab();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Remove all sharing' }));
    const dialog = screen.getByRole('dialog', { name: messages.removeAllSharingTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(removedFor).toEqual(['GPS-0001']);
  });

  it('gives an Owner share no Remove all sharing', async () => {
    renderTab(undefined, deviceFixture({ privilege: 0, share_count: 3 }));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Remove all sharing' })).toBeNull();
  });

  it("offers Leave, and neither Edit nor Remove, on the signed-in user's own share", async () => {
    const { user } = renderTab([own, grace], deviceFixture({ privilege: 0, share_count: 2 }));
    await user.click(within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Options for Ada Lovelace' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Leave']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Options for Grace Hopper' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Remove']);
  });

  it('leaves the device after asking, then reloads the devices and goes to the overview', async () => {
    const removed: string[] = [];
    const { user, router, queryClient, api } = renderSettings(
      'sharing',
      deviceFixture({ privilege: 0, share_count: 2 }),
      userFixture(),
      onCall(sharingEndpoints.find, () => HttpResponse.json([own, grace])),
      onCall(sharingEndpoints.remove, ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json({ success: true, message: messages.removedSuccessfully });
      }),
    );
    await user.click(within(await rowOf('Ada Lovelace')).getByRole('button', { name: /Options/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Leave' }));

    const dialog = screen.getByRole('dialog', { name: 'Leave device' });
    expect(dialog).toHaveAccessibleDescription(english('sharing.leaveDialog.confirm'));
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(removed).toEqual(['share-own']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Device overview')).toBeInTheDocument();
    // The settings page is gone before the devices read again: the device left is not asked for (and denied) again.
    expect(queryClient.getQueryState(deviceKeys.detail('GPS-0001'))?.isInvalidated).toBe(true);
    expect(api.deviceReads).toEqual(['GPS-0001']);
    expect(screen.queryByText(messages.permissionDenied)).toBeNull();
  });

  it('shows a pending share with no user by its address and initial, in the table and as a card', async () => {
    const pending = shareFixture({ _id: 'share-9', sharedUserWithEmail: 'zoe@example.test', userId: null, user: null });
    renderTab([pending]);
    const row = await rowOf('zoe@example.test');
    expect(cellTexts(row)[0]).toBe('Zzoe@example.test');
    expect(within(row).queryByRole('img')).toBeNull();
    cleanup();

    window.innerWidth = 375;
    renderTab([pending]);
    const card = within(await screen.findByRole('list', { name: 'Shared with' })).getByRole('listitem');
    expect(card).toHaveTextContent('Zzoe@example.test');
    expect(within(card).getByRole('button', { name: 'Options for zoe@example.test' })).toBeInTheDocument();
  });

  it('shows the shares as cards at 375 px', async () => {
    window.innerWidth = 375;
    renderTab();
    const list = await screen.findByRole('list', { name: 'Shared with' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const alanCard = cards[1]!;
    expect(within(alanCard).getByText('alan@example.test')).toBeInTheDocument();
    expect(within(alanCard).getByText('Expires', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      formatDateTime('2030-06-01T08:30:00.000Z'),
    );
    expect(within(alanCard).getByRole('button', { name: 'Options for alan@example.test' })).toBeInTheDocument();
  });
});
