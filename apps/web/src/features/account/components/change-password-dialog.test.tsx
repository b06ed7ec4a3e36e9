import { accountEndpoints, accountMessages, messages, PASSWORD_MISMATCH, PASSWORD_RULE_TEXT, usersEndpoints } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { currentUserAnswer, userFixture } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderAccountPage } from '../../../test/render-account-page';

/** Answers PUT /api/v2/account/password with `status` and `message`; the bodies are logged. */
function mockPasswordChange(status = 200, message: string = messages.passwordChanged) {
  const bodies: unknown[] = [];
  server.use(
    onCall(accountEndpoints.changePassword, async ({ request }) => {
      bodies.push(await request.json());
      return status === 200
        ? HttpResponse.json({ success: true, message, recentShares: [] })
        : HttpResponse.json({ success: false, message, errors: [] }, { status });
    }),
  );
  return bodies;
}

async function openDialog() {
  const view = await renderAccountPage();
  const security = screen.getByRole('region', { name: 'Security' });
  await view.user.click(within(security).getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  const fill = async (oldPassword: string, password: string, confirmation: string) => {
    if (oldPassword) await view.user.type(within(dialog).getByLabelText('Old password'), oldPassword);
    if (password) await view.user.type(within(dialog).getByLabelText('New password'), password);
    if (confirmation) await view.user.type(within(dialog).getByLabelText('Confirm new password'), confirmation);
    await view.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  };
  return { ...view, dialog, fill };
}

describe('change password dialog', () => {
  it('states the confirmation rule under the confirmation field', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      accountMessages.passwordConfirmationRule,
    );
  });

  it('asks for every field, a strong password and a matching confirmation', async () => {
    const bodies = mockPasswordChange();
    const { dialog, fill } = await openDialog();
    await fill('', 'weak', 'other');
    expect(await within(dialog).findByText(messages.fieldRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PASSWORD_RULE_TEXT)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Password rules' })).toBeInTheDocument();

    await fill('Old#pass1', '1!', 'Different#1');
    expect(await within(dialog).findByText(PASSWORD_MISMATCH)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the three fields, toasts the change and reloads the user', async () => {
    const bodies = mockPasswordChange();
    const { fill } = await openDialog();
    // The server cancels a pending email change and switches the API key off.
    let reloads = 0;
    server.use(
      onCall(usersEndpoints.me, () => {
        reloads += 1;
        return HttpResponse.json(currentUserAnswer(userFixture()));
      }),
    );
    await fill('Old#pass1', 'New#pass2', 'New#pass2');
    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(bodies).toEqual([{ old: 'Old#pass1', new: 'New#pass2', confirmation: 'New#pass2' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    expect(reloads).toBe(1);
  });

  it('shows a wrong old password on its field', async () => {
    mockPasswordChange(400, accountMessages.oldPasswordIncorrect);
    const { dialog, fill } = await openDialog();
    await fill('Wrong#pass1', 'New#pass2', 'New#pass2');
    expect(await within(dialog).findByText(accountMessages.oldPasswordIncorrect)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Old password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toasts any other failure as the catalogue says', async () => {
    mockPasswordChange(429, 'Too many requests. Please wait a moment and try again.');
    const { fill } = await openDialog();
    await fill('Old#pass1', 'New#pass2', 'New#pass2');
    expect(
      await screen.findByText(
        accountMessages.unableToSetPassword('Too many requests. Please wait a moment and try again.'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
