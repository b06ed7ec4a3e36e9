import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVATE_NEW_VERSION } from '../lib/app-shell';
import { newVersionMessages } from '../lib/new-version-messages';
import { offerNewVersion } from '../lib/new-version';
import { NewVersionPrompt } from './new-version-prompt';

describe('NewVersionPrompt', () => {
  it('says nothing until a new version waits, then asks its worker to take over on Reload', async () => {
    render(<NewVersionPrompt />);
    expect(screen.queryByText(newVersionMessages.ready)).toBeNull();

    const worker = { postMessage: vi.fn() };
    act(() => offerNewVersion(worker as unknown as ServiceWorker));
    expect(screen.getByText(newVersionMessages.ready)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: newVersionMessages.reload }));
    expect(worker.postMessage).toHaveBeenCalledWith(ACTIVATE_NEW_VERSION);
  });
});
