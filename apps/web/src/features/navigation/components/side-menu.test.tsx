import { groupEndpoints, groupMessages, type GroupSummary, messages, type Role } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { confirmDeletionAndExpectOverview } from '../../../test/delete-group-steps';
import { deviceId, groupFixture, groupFixtures, groupId, mockGroups } from '../../../test/group-mocks';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

async function openMenuFor(roles: Role[], groups: GroupSummary[] = [], path = '/support') {
  mockCurrentUser(userFixture({ roles }));
  const api = mockGroups(groups);
  const view = renderApp(path, { signedIn: true });
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  return { ...view, api, menu: within(menu) };
}

describe('side menu', () => {
  it.each<[Role[], boolean]>([
    [['enterprise'], true],
    [['admin'], true],
    [['superAdmin'], true],
    [['enterpriseNoApi'], true],
    [['user'], false],
    [['dealership'], false],
    [['k9'], false],
    [['sharedUser'], false],
  ])('shows Groups and Device Activity to %j: %s', async (roles, shown) => {
    const { menu } = await openMenuFor(roles);
    expect(menu.queryByText('+ Add New Group') !== null).toBe(shown);
    expect(menu.queryByText('Groups') !== null).toBe(shown);
    expect(menu.queryByText('Device Activity') !== null).toBe(shown);
  });

  it.each<[Role[], boolean]>([
    [['k9'], true],
    [['user'], false],
    [['enterprise', 'dealership'], false],
  ])('shows Transfer Devices to %j: %s', async (roles, shown) => {
    const { menu } = await openMenuFor(roles);
    expect(menu.queryByText('Transfer Devices') !== null).toBe(shown);
  });

  it('shows the enterprise section only to dealership enterprise users', async () => {
    const { menu } = await openMenuFor(['enterprise', 'dealership']);
    expect(menu.getByRole('link', { name: 'Add Devices' })).toHaveAttribute('href', '/add-devices');
    expect(menu.getByRole('link', { name: 'Transfer Dealership Devices' })).toHaveAttribute(
      'href',
      '/dealership/transfer-device',
    );
  });

  it('always offers Account and the external Help & Support', async () => {
    const { menu } = await openMenuFor(['user']);
    expect(menu.queryByText('Add Devices')).toBeNull();
    expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/account');
    const help = menu.getByRole('link', { name: /Help & Support/ });
    expect(help).toHaveAttribute('href', 'https://help.example.test/');
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('sets the device-type filter and opens the overview', async () => {
    mockDevices([]);
    const { menu, user, router } = await openMenuFor(['user']);
    await user.click(menu.getByRole('button', { name: 'Portable Smart Lock' }));
    expect(useAppStore.getState().deviceTypeFilter).toBe('smart_lock');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
  });

  it('collapses below 768 px behind the Open menu button', async () => {
    window.innerWidth = 375;
    mockCurrentUser(userFixture());
    const { user } = renderApp('/support', { signedIn: true });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await user.click(toggle);
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(menu.getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
  });
});

describe('side menu groups', () => {
  const groupLinks = () =>
    within(screen.getByRole('navigation', { name: 'Main menu' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/group/devices/'));

  it('lists the first 5 groups, numbered, with View More when there are more', async () => {
    const { menu, api } = await openMenuFor(['enterprise'], groupFixtures(6));

    expect(await menu.findByRole('link', { name: '1. Group 1' })).toHaveAttribute(
      'href',
      `/group/devices/${groupId(1)}`,
    );
    expect(groupLinks().map((link) => link.textContent)).toEqual([
      '1. Group 1',
      '2. Group 2',
      '3. Group 3',
      '4. Group 4',
      '5. Group 5',
    ]);
    expect(menu.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/group/devices');
    expect(api.listQueries).toContain('page=1&perPage=5');
  });

  it('offers View More only when there are more than 5 groups', async () => {
    const { menu } = await openMenuFor(['admin'], groupFixtures(5));
    expect(await menu.findByRole('link', { name: '5. Group 5' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'View More' })).toBeNull();
  });

  it('says when the groups cannot be read', async () => {
    mockCurrentUser(userFixture({ roles: ['enterprise'] }));
    server.use(onCallOffContract(groupEndpoints.list, () => HttpResponse.json({ success: false }, { status: 500 })));
    renderApp('/support', { signedIn: true });
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await menu.findByText(groupMessages.unableToLoadGroups)).toBeInTheDocument();
    expect(menu.getByRole('button', { name: '+ Add New Group' })).toBeInTheDocument();
  });

  it('creates a group in the + Add New Group popup, then opens it', async () => {
    mockDevices([deviceFixture({ _id: deviceId(1), name: 'Blue backpack' })]);
    const { menu, user, router, api } = await openMenuFor(['superAdmin']);

    await user.click(menu.getByRole('button', { name: '+ Add New Group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Group' }));
    await user.type(dialog.getByRole('textbox', { name: 'Group name' }), 'Depot');
    await user.click(await dialog.findByRole('checkbox', { name: 'Blue backpack' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/group/devices/${groupId(99)}`));
    expect(api.created).toEqual([{ name: 'Depot', devicesId: [deviceId(1)] }]);
    expect(await screen.findByText(messages.savedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Group' })).toBeNull());
  });

  it('offers Edit Group and Delete Group on the group on screen only', async () => {
    const devices = [deviceFixture({ _id: deviceId(1), name: 'Blue backpack' })];
    mockDevices(devices);
    const groups = [groupFixture(1), groupFixture(2, { name: 'Depot', devicesId: [deviceId(1)], deviceCount: 1 })];
    const { menu, user } = await openMenuFor(['enterprise'], groups, `/group/devices/${groupId(2)}`);

    const active = await menu.findByRole('link', { name: '2. Depot' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(menu.getAllByRole('button', { name: 'Group options' })).toHaveLength(1);

    await user.click(menu.getByRole('button', { name: 'Group options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit Group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Group' }));
    expect(await dialog.findByRole('textbox', { name: 'Group name' })).toHaveValue('Depot');
    expect(await dialog.findByRole('checkbox', { name: 'Blue backpack' })).toBeChecked();
  });

  it('deletes the group on screen after asking, then shows all devices on the overview', async () => {
    mockDevices([deviceFixture({ _id: deviceId(1), name: 'Blue backpack' })]);
    const groups = [groupFixture(1, { name: 'Depot', devicesId: [deviceId(1)], deviceCount: 1 })];
    const { menu, user, router, api } = await openMenuFor(['enterprise'], groups, `/group/devices/${groupId(1)}`);
    expect(useAppStore.getState().deviceTypeFilter).toBe('shield_gps');

    await user.click(await menu.findByRole('button', { name: 'Group options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Group' }));
    await confirmDeletionAndExpectOverview(user, router, api.deleted, groupId(1));
    await waitFor(() => expect(menu.queryByRole('link', { name: '1. Depot' })).toBeNull());
  });
});
