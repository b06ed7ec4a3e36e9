import type { GroupSummary } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices } from '../../../test/server';
import { deviceId, groupFixture, groupId, mockGroups } from '../../../test/group-mocks';

const devices = [
  deviceFixture({ _id: deviceId(1), deviceUUID: 'GPS-0001', name: 'Blue backpack' }),
  deviceFixture({ _id: deviceId(2), deviceUUID: 'CARD-0002', name: 'Wallet', deviceType: 'shield_card' }),
  deviceFixture({ _id: deviceId(3), deviceUUID: 'GPS-0003', name: 'Not in the group' }),
];
const depot = groupFixture(1, { name: 'Depot', devicesId: [deviceId(1), deviceId(2)], deviceCount: 2 });

function renderGroup(group: GroupSummary = depot, path = `/group/devices/${group._id}`) {
  mockCurrentUser(userFixture({ roles: ['enterprise'] }));
  mockDevices(devices);
  mockGroups([group], devices);
  return renderApp(path, { signedIn: true });
}

const main = async () => within(await screen.findByRole('main'));

describe('group view', () => {
  it("shows the group's devices in the combo view with the first one's info and history", async () => {
    renderGroup();
    const page = await main();
    expect(await page.findByRole('heading', { name: 'Depot', level: 2 })).toBeInTheDocument();
    const carousel = await page.findByRole('region', { name: 'Devices' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    expect(within(carousel).queryByText('Not in the group')).toBeNull();
    expect(await within(carousel).findByRole('link', { name: /Blue backpack/, current: true })).toBeInTheDocument();
    expect(useAppStore.getState().deviceUUID).toBe('GPS-0001');
    expect(page.getByRole('region', { name: 'Device info' })).toBeInTheDocument();
  });

  it('selects a device without leaving the group', async () => {
    useAppStore.setState({ viewType: 'grid' });
    const { user, router } = renderGroup();
    const page = await main();
    const grid = await page.findByRole('list', { name: 'Devices' });
    await user.click(within(grid).getByRole('link', { name: /Wallet/ }));

    expect(useAppStore.getState().deviceUUID).toBe('CARD-0002');
    expect(await within(grid).findByRole('link', { name: /Wallet/, current: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/group/devices/${depot._id}`);
  });

  it('keeps the current device when it is in the group, and selects from the list view too', async () => {
    useAppStore.setState({ viewType: 'list', deviceUUID: 'CARD-0002' });
    const { user, router } = renderGroup();
    const table = await (await main()).findByRole('table', { name: 'Devices' });
    expect(within(table).getByRole('link', { name: 'Wallet', current: true })).toBeInTheDocument();

    await user.click(within(table).getByRole('link', { name: 'Blue backpack' }));
    expect(useAppStore.getState().deviceUUID).toBe('GPS-0001');
    expect(router.state.location.pathname).toBe(`/group/devices/${depot._id}`);
  });

  it('says when none of the group devices is left', async () => {
    renderGroup(groupFixture(2, { name: 'Gone', devicesId: [], deviceCount: 0 }));
    expect(
      await (await main()).findByText(/None of this group's devices is on your account any more/),
    ).toBeInTheDocument();
  });

  it('shows the error state, with a way back to the groups, for an unknown group', async () => {
    renderGroup(depot, `/group/devices/${groupId(42)}`);
    const page = await main();
    expect(await page.findByText('Not loaded.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Back to Device Groups' })).toHaveAttribute('href', '/group/devices');
    await waitFor(() => expect(screen.getByText('Group not found')).toBeInTheDocument());
  });
});
