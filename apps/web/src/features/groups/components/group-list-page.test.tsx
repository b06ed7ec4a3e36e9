import { groupEndpoints, groupMessages, type GroupSummary } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCallOffContract } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { confirmDeletionAndExpectOverview } from '../../../test/delete-group-steps';
import { useAppStore } from '../../../lib/store';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';
import { deviceId, groupFixture, groupFixtures, groupId, mockGroups } from '../../../test/group-mocks';

function renderList(groups: GroupSummary[]) {
  mockCurrentUser(userFixture({ roles: ['enterprise'] }));
  const api = mockGroups(groups);
  return { ...renderApp('/group/devices', { signedIn: true }), api };
}

const main = async () => within(await screen.findByRole('main'));

describe('group list page', () => {
  it('shows Name, Devices, Created At and Action for each group', async () => {
    renderList([
      groupFixture(1, { name: 'Depot', deviceCount: 3, createdAt: '2026-03-05T12:00:00.000Z' }),
      groupFixture(2, { name: 'Vans', deviceCount: 1, createdAt: '2026-11-20T12:00:00.000Z' }),
    ]);

    const table = await screen.findByRole('table', { name: 'Device groups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Devices', 'Created At', 'Action']);
    const [, depot, vans] = within(table).getAllByRole('row');
    expect(
      within(depot!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Depot', '3', '05/03/2026', '']);
    expect(within(vans!).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(depot!).getByRole('link', { name: 'Depot' })).toHaveAttribute('href', `/group/devices/${groupId(1)}`);
    expect(within(depot!).getByRole('link', { name: 'Edit Depot' })).toHaveAttribute(
      'href',
      `/group/devices/edit/${groupId(1)}`,
    );
    expect(within(depot!).getByRole('button', { name: 'Delete Depot' })).toBeInTheDocument();
    expect((await main()).getByRole('link', { name: 'Create group' })).toHaveAttribute('href', '/group/devices/create');
  });

  it('opens a group on a click anywhere in its row', async () => {
    const { user, router } = renderList([groupFixture(1, { deviceCount: 4 })]);
    const table = await screen.findByRole('table', { name: 'Device groups' });
    await user.click(within(table).getByText('4'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/group/devices/${groupId(1)}`));
  });

  it('searches by name once typing pauses, back on the first page', async () => {
    const { user, api } = renderList(groupFixtures(12));
    const table = await screen.findByRole('table', { name: 'Device groups' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const page = await main();
    await user.click(page.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('Group 11')).toBeInTheDocument();

    await user.type(page.getByRole('searchbox', { name: 'Search groups' }), 'Group 1');
    await waitFor(() => expect(api.listQueries).toContain('page=1&perPage=10&filter=Group+1'));
    expect(api.listQueries.filter((query) => query.includes('filter=G'))).toEqual(['page=1&perPage=10&filter=Group+1']);
    // Group 1, 10, 11 and 12.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
  });

  it('says when there are no groups yet', async () => {
    renderList([]);
    expect(await (await main()).findByText(groupMessages.emptyList)).toBeInTheDocument();
  });

  it('says when the groups cannot be read', async () => {
    mockCurrentUser(userFixture({ roles: ['enterprise'] }));
    server.use(onCallOffContract(groupEndpoints.list, () => HttpResponse.json({ success: false }, { status: 403 })));
    renderApp('/group/devices', { signedIn: true });
    const page = await main();
    expect(await page.findByText('Not loaded.')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText(groupMessages.unableToLoadGroups)).toBeInTheDocument();
    expect(screen.getAllByText(groupMessages.unableToLoadGroups)).toHaveLength(1);
  });

  it('deletes a group after asking, then shows all devices on the overview', async () => {
    mockDevices([deviceFixture({ _id: deviceId(1), name: 'Blue backpack' })]);
    useAppStore.getState().setDeviceTypeFilter('smart_lock');
    const { user, router, api } = renderList([groupFixture(1, { name: 'Depot' }), groupFixture(2, { name: 'Vans' })]);
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Delete Depot' }));
    await confirmDeletionAndExpectOverview(user, router, api.deleted, groupId(1));
  });

  it('becomes a list on a phone', async () => {
    window.innerWidth = 375;
    renderList([groupFixture(1, { name: 'Depot', deviceCount: 3 })]);
    const list = await screen.findByRole('list', { name: 'Device groups' });
    expect(screen.queryByRole('table', { name: 'Device groups' })).toBeNull();
    expect(within(list).getByRole('link', { name: /^Depot/ })).toHaveAttribute('href', `/group/devices/${groupId(1)}`);
    expect(within(list).getByText('3 devices · Created 05/03/2026')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete Depot' })).toBeInTheDocument();
  });
});
