import { type Device, groupEndpoints, type GroupSummary, messages } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';
import { deviceId, groupFixture, groupId, mockGroups } from '../../../test/group-mocks';
import { CHECKLIST_STEP } from './device-checklist';

const devices = [
  deviceFixture({ _id: deviceId(1), deviceUUID: 'GPS-0001', name: 'Blue backpack' }),
  deviceFixture({ _id: deviceId(2), deviceUUID: 'CARD-0002', name: 'Wallet', deviceType: 'shield_card' }),
  deviceFixture({ _id: deviceId(3), deviceUUID: 'LOCK-0003', name: 'Bike lock', deviceType: 'smart_lock' }),
];

function renderForm(path: string, groups: GroupSummary[] = [], accountDevices: Device[] = devices) {
  mockCurrentUser(userFixture({ roles: ['enterprise'] }));
  const deviceApi = mockDevices(accountDevices);
  const api = mockGroups(groups, accountDevices);
  return { ...renderApp(path, { signedIn: true }), api, deviceApi };
}

const form = async () => within(await screen.findByRole('main'));

describe('group form', () => {
  it('offers every device with its picture, type and serial, read as menus read them', async () => {
    const { deviceApi } = renderForm('/group/devices/create');
    const page = await form();
    const choices = within(await page.findByRole('group', { name: 'Devices' }));
    expect(choices.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Blue backpack',
      'Wallet',
      'Bike lock',
    ]);
    expect(choices.getByText('Card · CARD-0002')).toBeInTheDocument();
    expect(choices.getByText('Portable Smart Lock · LOCK-0003')).toBeInTheDocument();
    expect(deviceApi.findQueries).toContain('type=all&page=0&perPage=999');
  });

  it('keeps Create disabled until there is a name and a device', async () => {
    const { user } = renderForm('/group/devices/create');
    const page = await form();
    const create = page.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();

    await user.type(page.getByRole('textbox', { name: 'Group name' }), '   ');
    await user.click(await page.findByRole('checkbox', { name: 'Wallet' }));
    expect(page.getByText('1 selected')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.type(page.getByRole('textbox', { name: 'Group name' }), 'Depot');
    expect(create).toBeEnabled();
    await user.click(page.getByRole('checkbox', { name: 'Wallet' }));
    expect(create).toBeDisabled();
  });

  it('says when the device search matches nothing', async () => {
    const { user } = renderForm('/group/devices/create');
    const page = await form();
    await user.type(await page.findByRole('searchbox', { name: 'Search devices' }), 'zebra');
    expect(await page.findByText(messages.deviceNotFoundSearch)).toBeInTheDocument();
    expect(page.queryAllByRole('checkbox', { name: /backpack|Wallet|lock/ })).toEqual([]);
  });

  it('creates the group with its name and the chosen devices, then opens it', async () => {
    const { user, api, router } = renderForm('/group/devices/create');
    const page = await form();
    await user.type(page.getByRole('textbox', { name: 'Group name' }), ' Depot ');
    // Choices made before a search stay chosen while it hides them.
    await user.click(await page.findByRole('checkbox', { name: 'Blue backpack' }));
    await user.type(page.getByRole('searchbox', { name: 'Search devices' }), 'lock-00');
    await waitFor(() => expect(page.queryByRole('checkbox', { name: 'Wallet' })).toBeNull());
    await user.click(page.getByRole('checkbox', { name: 'Select all' }));
    expect(page.getByText('2 selected')).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/group/devices/${groupId(99)}`));
    expect(api.created).toEqual([{ name: 'Depot', devicesId: [deviceId(1), deviceId(3)] }]);
    expect(await screen.findByText(messages.savedSuccessfully)).toBeInTheDocument();
  });

  it('shows what the server refuses and stays', async () => {
    const { user, router } = renderForm('/group/devices/create');
    server.use(
      onCall(groupEndpoints.create, () =>
        HttpResponse.json({ success: false, message: 'Invalid', errors: ['That name is taken.'] }, { status: 400 }),
      ),
    );
    const page = await form();
    await user.type(page.getByRole('textbox', { name: 'Group name' }), 'Depot');
    await user.click(await page.findByRole('checkbox', { name: 'Wallet' }));
    await user.click(page.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group/devices/create');
  });

  it('edits a group with PATCH, then opens it', async () => {
    const group = groupFixture(1, { name: 'Depot', devicesId: [deviceId(2)], deviceCount: 1 });
    const { user, api, router } = renderForm(`/group/devices/edit/${group._id}`, [group]);
    const page = await form();
    const name = await page.findByRole('textbox', { name: 'Group name' });
    expect(name).toHaveValue('Depot');
    expect(await page.findByRole('checkbox', { name: 'Wallet' })).toBeChecked();
    expect(page.getByRole('checkbox', { name: 'Blue backpack' })).not.toBeChecked();

    await user.clear(name);
    await user.type(name, 'Vans');
    await user.click(page.getByRole('checkbox', { name: 'Blue backpack' }));
    await user.click(page.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/group/devices/${group._id}`));
    expect(api.updated).toEqual([
      { groupId: group._id, body: { name: 'Vans', devicesId: [deviceId(2), deviceId(1)] } },
    ]);
    expect(api.created).toEqual([]);
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
  });

  it('draws the devices of a large account a step at a time', async () => {
    const many = Array.from({ length: CHECKLIST_STEP + 10 }, (_, index) =>
      deviceFixture({ _id: deviceId(index + 1), deviceUUID: `GPS-${index + 1}`, name: `Tracker ${index + 1}` }),
    );
    const { user } = renderForm('/group/devices/create', [], many);
    const page = await form();
    const choices = within(await page.findByRole('group', { name: 'Devices' }));
    expect(choices.getAllByRole('checkbox')).toHaveLength(CHECKLIST_STEP);

    await user.click(choices.getByRole('button', { name: 'Show 10 more' }));
    expect(choices.getAllByRole('checkbox')).toHaveLength(CHECKLIST_STEP + 10);
    await user.click(page.getByRole('checkbox', { name: 'Select all' }));
    expect(page.getByText(`${CHECKLIST_STEP + 10} selected`)).toBeInTheDocument();
  });
});
