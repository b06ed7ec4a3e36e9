import { accountEndpoints, messages, paymentMethodEndpoints, Privilege } from '@lodestar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from '../../../lib/compress-image';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { mockDevices, server } from '../../../test/server';
import { renderAccountPage } from '../../../test/render-account-page';

// jsdom cannot draw on a canvas: the compression (tested on its own) answers a fixed picture.
vi.mock(import('../../../lib/compress-image'), async (importOriginal) => ({
  ...(await importOriginal()),
  compressImage: vi.fn(async () => '/9j/compressed=='),
}));

const ada = userFixture({ name: 'Ada Lovelace', country: 'AU', currency: 'aud', timezone: 'Australia/Sydney' });

/** Picks `option` of the searchable select `label` by typing `typed`. */
async function choose(user: UserEvent, label: string, typed: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('account settings page', () => {
  // Southern winter: the zones named below keep their standard offsets (the December test shows daylight saving).
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('names each time zone with the offset in force today, daylight saving included', async () => {
    vi.setSystemTime(new Date('2026-12-05T00:00:00Z'));
    const { profile } = await renderAccountPage(ada);
    expect(within(profile).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      '(GMT+11:00) Canberra, Melbourne, Sydney',
    );
  });

  it("shows the user's profile in the account area tabs", async () => {
    const { profile } = await renderAccountPage(ada);
    const tabs = screen.getByRole('tablist', { name: 'Account area' });
    expect(within(tabs).getByRole('tab', { name: 'Account settings' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Account sharing' })).toHaveAttribute('href', '/user/sharing');
    expect(within(profile).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.test');
    expect(within(profile).getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(within(profile).getByRole('combobox', { name: 'Country' })).toHaveValue('Australia');
    expect(within(profile).getByRole('textbox', { name: 'Currency' })).toHaveValue('AUD ($)');
    expect(within(profile).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      '(GMT+10:00) Canberra, Melbourne, Sydney',
    );
    expect(within(profile).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Security' })).toBeInTheDocument();
    const helpSection = within(screen.getByRole('region', { name: 'Help and support' }));
    const help = helpSection.getByRole('link', { name: /Help & Support/ });
    expect(help).toHaveAttribute('href', 'https://help.example.test/');
    expect(help).toHaveAttribute('target', '_blank');
    const legal = within(helpSection.getByRole('navigation', { name: 'Contact and legal' })).getAllByRole('link');
    expect(legal.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringContaining('Contact'), 'https://example.test/contact'],
      [expect.stringContaining('Privacy Policy'), 'https://example.test/privacy'],
      [expect.stringContaining('Terms'), 'https://example.test/terms'],
      [expect.stringContaining('Warranty'), 'https://example.test/warranty'],
    ]);
  });

  it('sends only the changed name, toasts, and takes the saved values', async () => {
    const { user, bodies, profile } = await renderAccountPage(ada);
    const name = within(profile).getByRole('textbox', { name: 'Full name' });
    const save = within(profile).getByRole('button', { name: 'Save' });
    await user.clear(name);
    await user.type(name, 'Ada King');
    expect(within(profile).getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(save);

    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Ada King' }]);
    await waitFor(() => expect(save).toBeDisabled());
    expect(name).toHaveValue('Ada King');
  });

  it('changes the country (the currency follows) and the time zone together', async () => {
    const { user, bodies, profile } = await renderAccountPage(ada);
    await choose(user, 'Country', 'New Zea', 'New Zealand');
    expect(within(profile).getByRole('textbox', { name: 'Currency' })).toHaveValue('NZD ($)');
    await choose(user, 'Time zone', 'Auckland', '(GMT+12:00) Auckland, Wellington');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ country: 'NZ', timezone: 'Pacific/Auckland' }]));
  });

  it('needs a name, and keeps a time zone once set', async () => {
    const { user, bodies, profile } = await renderAccountPage(ada);
    await user.clear(within(profile).getByRole('textbox', { name: 'Full name' }));
    await user.clear(within(profile).getByRole('combobox', { name: 'Time zone' }));
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText(messages.fieldRequired)).toBeInTheDocument();
    expect(within(profile).getByText('Please select a time zone')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends a chosen photo compressed, as base64 without a data: prefix, and removes it', async () => {
    const { user, bodies, profile } = await renderAccountPage(ada);
    const input = within(profile).getByLabelText('Choose photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    await waitFor(() =>
      expect(profile.querySelector('img')).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/compressed=='),
    );
    expect(vi.mocked(compressImage)).toHaveBeenCalledWith(photo);
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ profilePicture: '/9j/compressed==' }]));

    await user.click(await within(profile).findByRole('button', { name: 'Remove photo' }));
    expect(profile.querySelector('img')).toBeNull();
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ profilePicture: '/9j/compressed==' }, { profilePicture: '' }]));
  });

  it("shows a refusal of the only changed field under it, and the server's message otherwise", async () => {
    const { user, profile } = await renderAccountPage(ada);
    const refusal = (message: string) =>
      server.use(
        onCall(accountEndpoints.updateProfile, () =>
          HttpResponse.json({ success: false, message: 'Bad request', errors: [message] }, { status: 400 }),
        ),
      );
    refusal('Name is not allowed.');
    await user.type(within(profile).getByRole('textbox', { name: 'Full name' }), ' II');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('Name is not allowed.')).toBeInTheDocument();

    refusal('Two things are wrong.');
    await choose(user, 'Country', 'Germ', 'Germany');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Two things are wrong.')).toBeInTheDocument();
  });

  it('offers no Payments tab, and no Payments page, to one the payments calls refuse (a sharee of a tracker)', async () => {
    mockDevices([deviceFixture({ deviceType: 'shield_gps', privilege: Privilege.Owner })]);
    let paymentUserCalls = 0;
    server.use(
      onCall(paymentMethodEndpoints.get, () => {
        paymentUserCalls += 1;
        return HttpResponse.json({ success: false, message: messages.permissionDenied, errors: [] }, { status: 403 });
      }),
    );
    const { router } = await renderAccountPage(ada);
    const tabs = screen.getByRole('tablist', { name: 'Account area' });
    await waitFor(() => expect(paymentUserCalls).toBeGreaterThan(0));
    expect(within(tabs).queryByRole('tab', { name: 'Payments' })).toBeNull();

    await act(() => router.navigate('/user/payments'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/account'));
    expect(screen.queryByRole('table', { name: 'Payment history' })).toBeNull();
  });

  it('shows the Payments tab to one the payments calls answer (an owner of a GPS tracker)', async () => {
    server.use(
      onCall(paymentMethodEndpoints.get, () =>
        HttpResponse.json({ success: true, paymentUser: null, paymentMethods: [], hasSubscriptions: false }),
      ),
    );
    await renderAccountPage(ada);
    const tabs = screen.getByRole('tablist', { name: 'Account area' });
    expect(await within(tabs).findByRole('tab', { name: 'Payments' })).toHaveAttribute('href', '/user/payments');
  });

  it('shows the API block to enterprise users only', async () => {
    const { unmount } = await renderAccountPage(ada);
    expect(screen.queryByRole('region', { name: 'API access' })).toBeNull();
    unmount();

    await renderAccountPage(userFixture({ roles: ['enterprise'] }));
    const api = screen.getByRole('region', { name: 'API access' });
    expect(await within(api).findByRole('button', { name: 'Generate' })).toBeInTheDocument();
  });

  it('tells that a verification link went to the new address', async () => {
    const { profile } = await renderAccountPage(userFixture({ updateToEmail: 'ada@new.test' }));
    expect(within(profile).getByText(/A verification link was sent to/)).toHaveTextContent('ada@new.test');
  });
});
