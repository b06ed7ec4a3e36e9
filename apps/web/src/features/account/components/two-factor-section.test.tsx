import { accountEndpoints, accountMessages, twoFactorEndpoints, type TwoFactorInitResponse, type User, usersEndpoints, type ErrorBody } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { SignedInUserContext } from '../../../lib/signed-in-user';
import { currentUserAnswer, userFixture } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render-signed-in';
import { server } from '../../../test/server';
import { listedRecoveryCodes } from '../../../test/listed-recovery-codes';
import { TwoFactorSection } from './two-factor-section';

const enrolment: TwoFactorInitResponse = {
  success: true,
  twoFactorToken: 'JBSWY3DPEHPK3PXPJBSW',
  otpauthUrl: 'otpauth://totp/Lodestar:ada%40example.test?secret=JBSWY3DPEHPK3PXPJBSW',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const invalidToken: ErrorBody = { success: false, message: accountMessages.invalidVerificationToken, errors: [] };

/** Provides the user as the session guard does: from the current-user query, so a reload shows at once. */
function UserFromServer({ children }: { children: ReactNode }) {
  const { data } = useCurrentUser(true);
  return data ? <SignedInUserContext value={data}>{children}</SignedInUserContext> : null;
}

/** Serves the signed-in user as `user()` answers it at the time of each reload; counts the reloads. */
function renderSection(user: () => User) {
  const reloads = { count: 0 };
  server.use(
    onCall(usersEndpoints.me, () => {
      reloads.count += 1;
      return HttpResponse.json(currentUserAnswer(user()));
    }),
  );
  const view = renderSignedIn(
    <UserFromServer>
      <TwoFactorSection />
    </UserFromServer>,
  );
  return { ...view, reloads };
}

const section = () => screen.findByRole('region', { name: 'Two-step sign-in' });

afterEach(() => vi.restoreAllMocks());

describe('two-step sign-in section', () => {
  it('enrols: shows the QR code and secret, checks the code, then shows the recovery codes until Done', async () => {
    let enabled = false;
    let inits = 0;
    const verified: string[] = [];
    server.use(
      onCall(twoFactorEndpoints.init, () => {
        inits += 1;
        return HttpResponse.json(enrolment);
      }),
      onCall(twoFactorEndpoints.verify, ({ params }) => {
        verified.push(String(params.token));
        if (params.token !== '123456') return HttpResponse.json(invalidToken, { status: 400 });
        enabled = true;
        return HttpResponse.json({ success: true, message: 'Two-step sign-in is on.', recoveryCodes });
      }),
    );
    const { user, reloads } = renderSection(() => userFixture({ twoFactorEnabled: enabled }));
    expect(within(await section()).getByText('Off')).toBeInTheDocument();
    await user.click(within(await section()).getByRole('button', { name: 'Add' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add two-step sign-in' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code of your two-step sign-in secret' });
    expect(qr).toHaveAttribute('src', enrolment.qrCode);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(enrolment.twoFactorToken);

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(accountMessages.enterAuthenticationCode)).toBeInTheDocument();

    const code = within(dialog).getByLabelText(/Authentication code/);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(accountMessages.invalidVerificationToken)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    const codesDialog = screen.getByRole('dialog', { name: 'Save your recovery codes' });
    expect(listedRecoveryCodes(codesDialog)).toEqual(recoveryCodes);
    expect(within(codesDialog).getByText(/they are not shown again/)).toBeInTheDocument();
    expect(verified).toEqual(['654321', '123456']);
    expect(inits).toBe(1);

    // The user was reloaded with the verified code: the section behind the codes shows two-step on.
    expect(reloads.count).toBe(2);
    const behind = screen.getByRole('region', { name: 'Two-step sign-in', hidden: true });
    expect(within(behind).getByText('On')).toBeInTheDocument();

    // Escape does not lose the codes: only Done closes.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    await user.click(within(codesDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloads.count).toBe(2);
    expect(within(await section()).getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
  });

  it('copies and downloads the recovery codes as text', async () => {
    server.use(
      onCall(twoFactorEndpoints.init, () => HttpResponse.json(enrolment)),
      onCall(twoFactorEndpoints.verify, () =>
        HttpResponse.json({ success: true, message: 'Two-step sign-in is on.', recoveryCodes }),
      ),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderSection(() => userFixture());
    await user.click(within(await section()).getByRole('button', { name: 'Add' }));
    await user.type(await screen.findByLabelText(/Authentication code/), '123456{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const text = `${recoveryCodes.join('\n')}\n`;
    await user.click(within(dialog).getByRole('button', { name: 'Copy recovery codes' }));
    expect(await navigator.clipboard.readText()).toBe(text);
    await user.click(within(dialog).getByRole('button', { name: 'Download recovery codes' }));
    expect(saved).toEqual(['lodestar-recovery-codes.txt']);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(text);
  });

  it('says when the enrolment cannot start, and tries again', async () => {
    let attempts = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      onCall(twoFactorEndpoints.init, async () => {
        attempts += 1;
        await answered;
        return attempts === 1
          ? HttpResponse.json({ success: false, message: 'Service unavailable', errors: [] }, { status: 503 })
          : HttpResponse.json(enrolment);
      }),
    );
    const { user } = renderSection(() => userFixture());
    await user.click(within(await section()).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add two-step sign-in' });
    expect(within(dialog).getByRole('progressbar', { name: 'Preparing your secret' })).toBeInTheDocument();
    answer();
    expect(await within(dialog).findByText('Service unavailable')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(within(dialog).queryByLabelText(/Authentication code/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('offers new recovery codes when on, and unlinks with the password and a current code', async () => {
    let enabled = true;
    let unlinks = 0;
    const bodies: unknown[] = [];
    server.use(
      onCall(twoFactorEndpoints.unlink, async ({ request }) => {
        bodies.push(await request.json());
        unlinks += 1;
        enabled = false;
        return HttpResponse.json({ success: true, message: accountMessages.unlinkedSuccessfully });
      }),
    );
    const { user } = renderSection(() => userFixture({ twoFactorEnabled: enabled }));
    await user.click(within(await section()).getByRole('button', { name: 'New recovery codes' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'New recovery codes' })).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(await within(await section()).findByRole('button', { name: 'Unlink' }));

    let dialog = screen.getByRole('dialog', { name: 'Unlink authenticator' });
    expect(dialog).toHaveTextContent(accountMessages.confirmUnlinkTwoFactor);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(unlinks).toBe(0);

    await user.click(within(await section()).getByRole('button', { name: 'Unlink' }));
    dialog = screen.getByRole('dialog', { name: 'Unlink authenticator' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(dialog).findByText('Field is required.')).toBeInTheDocument();
    expect(unlinks).toBe(0);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Correct-Horse-9');
    await user.type(within(dialog).getByLabelText(/Authentication code/), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText(accountMessages.unlinkedSuccessfully)).toBeInTheDocument();
    expect(unlinks).toBe(1);
    expect(bodies).toEqual([{ password: 'Correct-Horse-9', code: '246810' }]);
    expect(await within(await section()).findByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('saves the sign-in setting chosen in its popup with Done', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(accountEndpoints.updateProfile, async ({ request }) => {
        const body = (await request.json()) as { twoFactorSetting: 1 | 2 };
        bodies.push(body);
        const updatedUser = userFixture({ twoFactorEnabled: true, ...body });
        return HttpResponse.json({ success: true, message: accountMessages.updatedSuccessfully, updatedUser });
      }),
    );
    const { user } = renderSection(() => userFixture({ twoFactorEnabled: true }));
    expect(await within(await section()).findByText(/different browser or device asks/)).toBeInTheDocument();
    await user.click(within(await section()).getByRole('button', { name: 'Sign-in setting' }));

    const dialog = screen.getByRole('dialog', { name: 'Sign-in setting' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Ask for the authentication code' });
    expect(
      within(group).getByRole('radio', { name: 'When signing in from a different browser or device' }),
    ).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Every time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await screen.findByText(accountMessages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ twoFactorSetting: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(await section()).getByText('Each sign-in asks for the code of your authenticator app.'),
    ).toBeInTheDocument();
  });
});
