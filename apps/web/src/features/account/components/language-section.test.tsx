import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/language-provider';
import { useAppStore } from '../../../lib/store';
import { userFixture } from '../../../test/fixtures';
import { mockProfileUpdate, renderAccountPage } from '../../../test/render-account-page';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser } from '../../../test/server';
import type { User } from '@lodestar/contract';

const languageSection = (name = 'Language') => screen.findByRole('region', { name });

/** Account settings as `user`, in whatever language it comes up in; the profile updates it sends are logged. */
function renderInAnyLanguage(user: User) {
  mockCurrentUser(user);
  const bodies = mockProfileUpdate(user);
  return { ...renderApp('/user/account', { signedIn: true }), bodies };
}

describe("the account's language in Account settings", () => {
  it('lists the four languages, each named in itself, after following the browser', async () => {
    await renderAccountPage(userFixture({ language: null }));
    const select = within(await languageSection()).getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['As my browser (English)', 'English', 'Español', 'Deutsch', 'العربية']);
    expect(select).toHaveDisplayValue('As my browser (English)');
  });

  it('saves the chosen language with the account and shows the portal in it at once, mirrored for Arabic', async () => {
    const { user, bodies } = await renderAccountPage(userFixture({ language: null }));
    await user.selectOptions(within(await languageSection()).getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(bodies).toEqual([{ language: 'ar' }]);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByText('تم الحفظ بنجاح')).toBeInTheDocument();
    expect(within(await languageSection('اللغة')).getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });

  it('goes back to following the browser, which this browser then shows', async () => {
    await changeLanguage('de');
    const { user, bodies } = renderInAnyLanguage(userFixture({ language: 'de' }));
    await user.selectOptions(within(await languageSection('Sprache')).getByRole('combobox', { name: 'Sprache' }), '');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(bodies).toEqual([{ language: null }]);
    expect(useAppStore.getState().language).toBeNull();
  });

  it('shows the language an account saved on a browser that chose another', async () => {
    await changeLanguage('es');
    renderInAnyLanguage(userFixture({ language: 'de' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    expect(useAppStore.getState().language).toBe('de');
  });
});
