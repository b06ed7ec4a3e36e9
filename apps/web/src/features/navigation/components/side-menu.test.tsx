import type { Role } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices } from '../../../test/server';

async function openMenuFor(roles: Role[]) {
  mockCurrentUser(userFixture({ roles }));
  const view = renderApp('/support', { signedIn: true });
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  return { ...view, menu: within(menu) };
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
