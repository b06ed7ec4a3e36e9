import { accountEndpoints, accountMessages, messages } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderAccountPage } from '../../../test/render-account-page';

/** Logs the bodies of PUT /api/v2/account/email and answers them as the server does for `userFixture()`. */
function mockEmailChange() {
  const bodies: unknown[] = [];
  server.use(
    onCall(accountEndpoints.changeEmail, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      bodies.push(body);
      return HttpResponse.json({
        success: true,
        message: accountMessages.newEmailVerificationSent,
        updatedUser: userFixture({ updateToEmail: body.email }),
      });
    }),
  );
  return bodies;
}

async function openDialog() {
  const view = await renderAccountPage();
  await view.user.click(within(view.profile).getByRole('button', { name: 'Change email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change email' });
  return { ...view, dialog, email: within(dialog).getByRole('textbox', { name: 'New email' }) };
}

describe('change email dialog', () => {
  it('needs a valid address', async () => {
    const bodies = mockEmailChange();
    const { user, dialog, email } = await openDialog();
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the new address, toasts, and notes the pending change, leaving the profile form alone', async () => {
    const bodies = mockEmailChange();
    const view = await renderAccountPage();
    const { user, profile } = view;
    await user.type(within(profile).getByRole('textbox', { name: 'Full name' }), ' King');
    await user.click(within(profile).getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    const email = within(dialog).getByRole('textbox', { name: 'New email' });
    await user.type(email, 'Ada@New.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Field is required.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Authentication code/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Correct-Horse-9');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(accountMessages.newEmailVerificationSent)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@new.test', password: 'Correct-Horse-9' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change email' })).toBeNull());
    expect(within(profile).getByText(/A verification link was sent to/)).toHaveTextContent('ada@new.test');
    // The dialog's form sits inside the profile form in React's tree, yet its submit did not submit the profile.
    expect(view.bodies).toEqual([]);
    expect(within(profile).getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it("shows the server's refusal under the field", async () => {
    server.use(
      onCall(accountEndpoints.changeEmail, () =>
        HttpResponse.json(
          { success: false, message: accountMessages.sameEmail, errors: [accountMessages.sameEmail] },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, email } = await openDialog();
    await user.type(email, 'ada@example.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Correct-Horse-9');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(accountMessages.sameEmail)).toBeInTheDocument();
  });

  it('shows a wrong password under the password field', async () => {
    server.use(
      onCall(accountEndpoints.changeEmail, () =>
        HttpResponse.json(
          { success: false, message: accountMessages.currentPasswordIncorrect, errors: [accountMessages.currentPasswordIncorrect] },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, email } = await openDialog();
    await user.type(email, 'ada@new.test');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'Wrong-Horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(accountMessages.currentPasswordIncorrect)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(accountMessages.currentPasswordIncorrect);
  });
});
