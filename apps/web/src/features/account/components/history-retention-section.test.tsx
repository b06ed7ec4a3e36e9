import { accountEndpoints, HISTORY_RETENTION_INVALID, messages, systemEndpoints, type User } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configFixture, userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderAccountPage } from '../../../test/render-account-page';
import { server } from '../../../test/server';

/** The account page as `user` on an installation that keeps history `installationDays` (null: until deleted). */
async function renderRetention(user: User, installationDays: number | null) {
  server.use(
    onCall(systemEndpoints.config, () =>
      HttpResponse.json({ ...configFixture(), historyRetentionDays: installationDays }),
    ),
  );
  const view = await renderAccountPage(user);
  const section = await screen.findByRole('region', { name: 'Location history' });
  const select = within(section).getByRole('combobox', { name: 'Keep location history for' });
  const save = within(section).getByRole('button', { name: 'Save' });
  return { ...view, section, select, save };
}

describe('location history retention in account settings', () => {
  it("offers the installation's default with its days and the choices, and shows the saved one", async () => {
    const { select, save } = await renderRetention(userFixture({ historyRetentionDays: 90 }), 365);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default (1 year)', '30 days', '90 days', '180 days', '1 year', '2 years']);
    expect(select).toHaveDisplayValue('90 days');
    expect(save).toBeDisabled();
  });

  it('saves a longer retention at once, and toasts', async () => {
    const { user, bodies, section, select, save } = await renderRetention(userFixture(), 180);
    expect(select).toHaveDisplayValue('Default (180 days)');
    await user.selectOptions(select, '2 years');
    expect(within(section).getByRole('status')).toHaveTextContent('Unsaved changes');
    await user.click(save);

    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ historyRetentionDays: 730 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('asks before a shorter retention deletes history, and sends nothing when cancelled', async () => {
    const { user, bodies, select, save } = await renderRetention(userFixture({ historyRetentionDays: 365 }), null);
    await user.selectOptions(select, '30 days');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Keep less location history?' });
    expect(dialog).toHaveTextContent('Positions older than 30 days will be deleted within the hour.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);

    await user.click(save);
    await user.click(await screen.findByRole('button', { name: 'Delete and save' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ historyRetentionDays: 30 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("asks too when the installation's default keeps less than the account's choice", async () => {
    const { user, bodies, select, save } = await renderRetention(userFixture({ historyRetentionDays: 730 }), 90);
    await user.selectOptions(select, 'Default (90 days)');
    await user.click(save);
    await user.click(await screen.findByRole('button', { name: 'Delete and save' }));
    await waitFor(() => expect(bodies).toEqual([{ historyRetentionDays: null }]));
  });

  it("toasts the server's refusal and keeps the choice unsaved", async () => {
    const { user, section, select, save } = await renderRetention(userFixture(), null);
    server.use(
      onCall(accountEndpoints.updateProfile, () =>
        HttpResponse.json(
          { success: false, message: HISTORY_RETENTION_INVALID, errors: [HISTORY_RETENTION_INVALID] },
          { status: 400 },
        ),
      ),
    );
    await user.selectOptions(select, '1 year');
    await user.click(save);
    await user.click(await screen.findByRole('button', { name: 'Delete and save' }));

    expect(await screen.findByText(HISTORY_RETENTION_INVALID)).toBeInTheDocument();
    expect(select).toHaveDisplayValue('1 year');
    expect(within(section).getByRole('status')).toHaveTextContent('Unsaved changes');
  });
});
