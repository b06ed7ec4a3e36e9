import { accountMessages, twoFactorEndpoints } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../test/render-signed-in';
import { server } from '../../../test/server';
import { listedRecoveryCodes } from '../../../test/listed-recovery-codes';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `wxyz${index}-stuv${index}`);

describe('new recovery codes', () => {
  it('replaces the recovery codes with a current code and shows them until Done', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(twoFactorEndpoints.renewRecoveryCodes, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        bodies.push(body);
        return body.code === '246810'
          ? HttpResponse.json({ success: true, message: 'New recovery codes are ready.', recoveryCodes })
          : HttpResponse.json(
              { success: false, message: accountMessages.invalidVerificationToken, errors: [] },
              { status: 400 },
            );
      }),
    );
    const onClose = vi.fn();
    const { user } = renderSignedIn(<RecoveryCodesDialog onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Correct-Horse-9');
    const code = within(dialog).getByLabelText(/Authentication code/);
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Create codes' }));
    expect(await within(dialog).findByText(accountMessages.invalidVerificationToken)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(code, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Create codes' }));
    await waitFor(() => expect(bodies).toEqual([{ code: '123459', password: 'Correct-Horse-9' }]));
    expect(await within(dialog).findByText(accountMessages.invalidVerificationToken)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '246810{Enter}');

    expect(await screen.findByText('New recovery codes are ready.')).toBeInTheDocument();
    const codesDialog = screen.getByRole('dialog', { name: 'Save your recovery codes' });
    expect(listedRecoveryCodes(codesDialog)).toEqual(recoveryCodes);
    expect(bodies).toEqual([
      { code: '123459', password: 'Correct-Horse-9' },
      { code: '246810', password: 'Correct-Horse-9' },
    ]);

    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(codesDialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can be cancelled before a code is sent', async () => {
    const onClose = vi.fn();
    const { user } = renderSignedIn(<RecoveryCodesDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
