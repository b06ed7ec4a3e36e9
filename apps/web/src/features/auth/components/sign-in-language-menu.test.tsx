import { messages } from '@lodestar/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/i18n/catalogue';
import { useAppStore } from '../../../lib/store';
import { renderApp } from '../../../test/render-app';

describe("the sign-in pages' language menu", () => {
  it("shows the page in the chosen language at once, keeps the choice in this browser, and the forms' refusals follow", async () => {
    await loadCatalogue('de');
    const { user } = renderApp('/login');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    expect(useAppStore.getState().language).toBe('de');
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2);
    expect(screen.queryByText(messages.fieldRequired)).toBeNull();
  });
});
