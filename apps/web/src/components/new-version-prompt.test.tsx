import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVATE_NEW_VERSION } from '../lib/app-shell';
import { en } from '../lib/i18n/catalogues/en/index';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { offerNewVersion } from '../lib/new-version';
import { NewVersionPrompt } from './new-version-prompt';

describe('NewVersionPrompt', () => {
  it('says nothing until a new version waits, then asks its worker to take over on Reload', async () => {
    render(
      <LanguageProvider>
        <NewVersionPrompt />
      </LanguageProvider>,
    );
    expect(screen.queryByText(en['common.newVersion.ready'])).toBeNull();

    const worker = { postMessage: vi.fn() };
    act(() => offerNewVersion(worker as unknown as ServiceWorker));
    expect(screen.getByText(en['common.newVersion.ready'])).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: en['common.newVersion.reload'] }));
    expect(worker.postMessage).toHaveBeenCalledWith(ACTIVATE_NEW_VERSION);
  });
});
