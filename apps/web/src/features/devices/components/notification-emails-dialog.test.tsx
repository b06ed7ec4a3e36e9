import {
  messages,
  notificationEmailConfirmMessages,
  notificationEmailEndpoints,
  serverMessages,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { renderHistoryMenu } from '../../../test/render-history-menu';

async function openEmails(emails: string[] = []) {
  const view = renderHistoryMenu(deviceFixture({ notificationEmails: emails }));
  await view.user.click(await screen.findByRole('button', { name: 'History options' }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Notification emails…' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Notification emails' }) };
}

describe('notification emails', () => {
  it('checks the address in the browser, then adds it and lists it', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(notificationEmailEndpoints.add, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: serverMessages.notificationEmailAdded,
          notificationEmails: ['ops@example.test'],
          pendingNotificationEmails: ['ops@example.test'],
          confirmationMail: 'mailed',
        });
      }),
    );
    const { user, dialog } = await openEmails();
    expect(within(dialog).getByText('No notification emails yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Email' }));

    const add = screen.getByRole('dialog', { name: 'Add Email' });
    const field = within(add).getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText(messages.fieldRequired)).toBeInTheDocument();
    await user.type(field, 'not-an-address');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(field);
    await user.type(field, 'ops@example.test');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.savedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ops@example.test' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Email' })).toBeNull());
    expect(within(dialog).getByText('ops@example.test')).toBeInTheDocument();
    expect(within(dialog).getByText(notificationEmailConfirmMessages.pending)).toBeInTheDocument();
    expect(within(dialog).getByText(notificationEmailConfirmMessages.sentNote)).toBeInTheDocument();
    expect(screen.queryByText(serverMessages.notificationEmailAdded)).toBeNull();
  });

  it.each([
    ['a link mailed earlier still works', 'mailedEarlier', serverMessages.notificationEmailAddedMailedEarlier],
    ['a quota held', 'limited', serverMessages.notificationEmailAddedLimited],
  ] as const)('says why no link was mailed when %s', async (_case, confirmationMail, message) => {
    server.use(
      onCall(notificationEmailEndpoints.add, () =>
        HttpResponse.json({
          success: true,
          message,
          notificationEmails: ['ops@example.test'],
          pendingNotificationEmails: ['ops@example.test'],
          confirmationMail,
        }),
      ),
    );
    const { user, dialog } = await openEmails();
    await user.click(within(dialog).getByRole('button', { name: 'Add Email' }));
    const add = screen.getByRole('dialog', { name: 'Add Email' });
    await user.type(within(add).getByRole('textbox', { name: 'Email' }), 'ops@example.test');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(messages.savedSuccessfully)).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByText(notificationEmailConfirmMessages.pending)).toBeInTheDocument();
  });

  it("shows the server's refusal under the field", async () => {
    server.use(
      onCall(notificationEmailEndpoints.add, () =>
        HttpResponse.json(
          { success: false, message: 'This email already receives the device notifications.', errors: [] },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openEmails(['ops@example.test']);
    await user.click(within(dialog).getByRole('button', { name: 'Add Email' }));
    const add = screen.getByRole('dialog', { name: 'Add Email' });
    await user.type(within(add).getByRole('textbox', { name: 'Email' }), 'ops@example.test');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('This email already receives the device notifications.')).toBeInTheDocument();
  });

  it('removes an address after a confirmation', async () => {
    const removed: string[] = [];
    server.use(
      onCall(notificationEmailEndpoints.remove, ({ params }) => {
        removed.push(`${String(params.id)} ${String(params.email)}`);
        return HttpResponse.json({
          success: true,
          message: 'Notification email removed',
          notificationEmails: ['b@example.test'],
          pendingNotificationEmails: [],
        });
      }),
    );
    const { user, dialog } = await openEmails(['a+alerts@example.test', 'b@example.test']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove a+alerts@example.test' }));

    let confirm = screen.getByRole('dialog', { name: 'Remove notification email' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to remove a+alerts@example.test from the notification emails?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove a+alerts@example.test' }));
    confirm = screen.getByRole('dialog', { name: 'Remove notification email' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
    expect(removed).toEqual(['device-1 a+alerts@example.test']);
    await waitFor(() => expect(within(dialog).queryByText('a+alerts@example.test')).toBeNull());
    expect(within(dialog).getByText('b@example.test')).toBeInTheDocument();
  });
});
