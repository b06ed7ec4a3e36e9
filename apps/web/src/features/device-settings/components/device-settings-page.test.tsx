import { deviceEndpoints, messages, type Role, sharingEndpoints, type User } from '@lodestar/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices } from '../../../test/server';
import { deniedReasons, type SettingsTab } from '../settings-tabs';
import { renderSettings } from '../../../test/render-settings';
import { unsavedChangesTexts } from '../unsaved-changes';
import { translateIn } from '../../../test/translate';
import type { MessageId } from '../../../lib/i18n/catalogue';

const t = translateIn();

const tracker = deviceFixture();
const lock = deviceFixture({ deviceType: 'smart_lock', deviceUUID: 'LOCK-1', name: 'Garage lock' });
const as = (roles: Role[], more: Partial<User> = {}) => userFixture({ roles, ...more });

async function tabNames() {
  const tabs = await screen.findByRole('tablist', { name: 'Device settings' });
  return within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

/**
 * Permission denied, then the overview: with the device still selected when the user can see it, and told why (the
 * overview's notice shows it).
 */
async function expectDenied(view: ReturnType<typeof renderSettings>, overviewPath: string, reason: MessageId) {
  expect(await screen.findByText(messages.permissionDenied)).toBeInTheDocument();
  await waitFor(() => expect(view.router.state.location.pathname).toBe(overviewPath));
  expect(view.router.state.location.state).toEqual({ deniedBecause: reason });
  expect(await screen.findByText('Device overview')).toBeInTheDocument();
}

describe('device settings page', () => {
  it("shows the device's header, a way back and every tab to a SuperOwner of a GPS tracker", async () => {
    renderSettings('basic', tracker);
    expect(screen.getByRole('progressbar', { name: 'Loading device' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Blue backpack' })).toBeInTheDocument();
    expect(screen.getByText('Serial Number: GPS-0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to device' })).toHaveAttribute('href', '/device/GPS-0001');
    expect(await tabNames()).toEqual(['Basic settings', 'Alert & Reports', 'Security', 'Sharing', 'Update Plan']);
    expect(screen.getByRole('tab', { name: 'Basic settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('href', '/device/GPS-0001/settings/security');
    expect(screen.getByRole('tabpanel', { name: 'Basic settings' })).toBeInTheDocument();
  });

  it("opens from the app's routes: the settings address goes to Basic settings, titled by the route", async () => {
    mockCurrentUser();
    mockDevices([tracker]);
    const { router } = renderApp('/device/GPS-0001/settings', { signedIn: true });
    expect(await screen.findByRole('region', { name: 'Basic settings' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/basic');
    await waitFor(() => expect(document.title).toBe('Lodestar | Basic settings'));
  });

  it('says on the overview why a denied address sent the user there, until they close it', async () => {
    mockCurrentUser();
    mockDevices([lock]);
    const { router, user } = renderApp('/device/LOCK-1/settings/alert', { signedIn: true });
    const reason = await screen.findByText(t(deniedReasons.gpsOnly), {}, { timeout: 20_000 });
    const notice = reason.closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent(`${messages.permissionDenied}${t(deniedReasons.gpsOnly)}`);
    expect(router.state.location.pathname).toBe('/device/LOCK-1');

    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(t(deniedReasons.gpsOnly))).toBeNull());
    expect(router.state.location.pathname).toBe('/device/LOCK-1');
  });

  it('shows the Sharing tab of the device', async () => {
    renderSettings(
      'sharing',
      tracker,
      userFixture(),
      onCall(sharingEndpoints.find, () => HttpResponse.json([])),
    );
    expect(await screen.findByRole('button', { name: 'Add people' })).toBeInTheDocument();
  });

  it('moves between tabs by their links', async () => {
    const { user, router } = renderSettings('basic', tracker);
    await user.click(await screen.findByRole('tab', { name: 'Update Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/plans'));
    expect(await screen.findByText("Choose and manage the device's subscription plan.")).toBeInTheDocument();
  });

  it('asks before a tab switch leaves changes not saved, and stays or leaves as told', async () => {
    const { user, router } = renderSettings('basic', tracker);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Red backpack');
    await user.click(screen.getByRole('tab', { name: 'Alert & Reports' }));
    const ask = await screen.findByRole('dialog', { name: t(unsavedChangesTexts.title) });
    await user.click(within(ask).getByRole('button', { name: t(unsavedChangesTexts.stay) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/basic');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Red backpack');

    await user.click(screen.getByRole('tab', { name: 'Alert & Reports' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t(unsavedChangesTexts.leave) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/alert'));
  });

  it('switches tabs without asking when nothing changed', async () => {
    const { user, router } = renderSettings('basic', tracker);
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/security'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers an Owner share no Update Plan', async () => {
    renderSettings('basic', { ...tracker, privilege: 0 });
    expect(await tabNames()).toEqual(['Basic settings', 'Alert & Reports', 'Security', 'Sharing']);
  });

  it.each([
    ['Unrestricted', 1],
    ['Limited', 2],
  ] as const)('sends an %s share back to the overview with Permission denied', async (_name, privilege) => {
    await expectDenied(
      renderSettings('basic', { ...tracker, privilege }),
      '/device/GPS-0001',
      deniedReasons.notOwner,
    );
  });

  it.each<SettingsTab>(['alert', 'security'])('keeps the %s tab to GPS trackers', async (tab) => {
    await expectDenied(renderSettings(tab, lock), '/device/LOCK-1', deniedReasons.gpsOnly);
  });

  it('offers a lock only Basic settings and Sharing: only a GPS tracker has a plan', async () => {
    renderSettings('basic', lock);
    expect(await tabNames()).toEqual(['Basic settings', 'Sharing']);
  });

  it('denies the Update Plan address of a lock and sends it to the overview: only a GPS tracker has a plan', async () => {
    await expectDenied(renderSettings('plans', lock), '/device/LOCK-1', deniedReasons.plans);
  });

  it.each<SettingsTab>(['basic', 'sharing'])(
    'sends the sharedUser role from %s to the alert settings of a GPS tracker',
    async (tab) => {
      const { router } = renderSettings(tab, { ...tracker, privilege: 0 }, as(['sharedUser']));
      await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/alert'));
      expect(await tabNames()).toEqual(['Alert & Reports', 'Security']);
    },
  );

  it('denies the sharedUser role the settings of a lock', async () => {
    await expectDenied(
      renderSettings('basic', { ...lock, privilege: 0 }, as(['sharedUser'])),
      '/device/LOCK-1',
      deniedReasons.gpsOnly,
    );
  });

  it.each([
    ['a k9 user', as(['k9'])],
    ['an enterprise user with hidden payment tabs', as(['enterprise'], { hidePaymentTabs: true })],
  ])('hides Update Plan from %s and denies its address', async (_who, user) => {
    renderSettings('basic', tracker, user);
    expect(await tabNames()).toEqual(['Basic settings', 'Alert & Reports', 'Security', 'Sharing']);
    cleanup();
    await expectDenied(renderSettings('plans', tracker, user), '/device/GPS-0001', deniedReasons.plans);
  });

  it('keeps Update Plan for an enterprise user whose payment tabs are shown', async () => {
    renderSettings('plans', tracker, as(['enterprise']));
    expect(await tabNames()).toContain('Update Plan');
    expect(await screen.findByRole('heading', { name: 'Update Plan' })).toBeInTheDocument();
  });

  it.each([
    [404, 'Device not found'],
    [403, 'Forbidden'],
  ])('sends a user whose device read answers %i back to the overview with Permission denied', async (status, text) => {
    const view = renderSettings(
      'basic',
      tracker,
      userFixture(),
      onCall(deviceEndpoints.get, () => HttpResponse.json({ success: false, message: text, errors: [] }, { status })),
    );
    await expectDenied(view, '/', deniedReasons.unseen);
    expect(screen.queryByText(messages.unableToLoadDevice)).toBeNull();
    expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says when the device cannot be loaded, and loads it again on Retry', async () => {
    let reads = 0;
    const { user, router } = renderSettings(
      'basic',
      tracker,
      userFixture(),
      onCall(deviceEndpoints.get, () => {
        reads += 1;
        // A server error is asked once more before the page gives up.
        return reads <= 2
          ? HttpResponse.json({ success: false, message: 'Internal server error', errors: [] }, { status: 500 })
          : HttpResponse.json({ success: true, device: [tracker], sharedDevices: [] });
      }),
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Not loaded.');
    expect(screen.getAllByText('Internal server error')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/device/GPS-0001/settings/basic');
    expect(screen.queryByText(messages.permissionDenied)).toBeNull();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Blue backpack' })).toBeInTheDocument();
  });

  it('keeps the error with Retry when the network fails', async () => {
    renderSettings(
      'basic',
      tracker,
      userFixture(),
      onCall(deviceEndpoints.get, () => HttpResponse.error()),
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Not loaded.');
    expect(await screen.findByText(messages.unableToLoadDevice)).toBeInTheDocument();
    expect(screen.queryByText(messages.permissionDenied)).toBeNull();
  });
});
