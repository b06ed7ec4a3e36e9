import {
  accountMessages,
  type Device,
  messages,
  type Share,
  shareMessages,
  sharingEndpoints,
} from '@lodestar/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it, vi } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render-signed-in';
import { server } from '../../../test/server';
import { shareFixture } from '../../../test/sharing-fixtures';
import { SharePopup } from './share-popup';

const accepted = shareFixture({
  _id: 'share-1',
  userId: 'user-2',
  sharedUserWithEmail: 'grace@example.test',
  isAcceptedFlag: 1,
  user: { name: 'Grace Hopper', profilePicture: '' },
});
/** Pending: the server names no invitee account (userId and user null) until the share is accepted. */
const pending = shareFixture({ _id: 'share-2', sharedUserWithEmail: 'alan@example.test', userId: null, user: null });

/** The popup for `device`, its share list answering `shares`; the bodies of the share calls are logged. */
function renderPopup({
  device = deviceFixture(),
  share,
  shares = [],
}: { device?: Device; share?: Share; shares?: Share[] } = {}) {
  const inserted: unknown[] = [];
  const updated: { id: string; body: unknown }[] = [];
  server.use(
    onCall(sharingEndpoints.find, () => HttpResponse.json(shares)),
    onCall(sharingEndpoints.insert, async ({ request }) => {
      inserted.push(await request.json());
      return HttpResponse.json(
        { success: true, message: shareMessages.sharedSuccessfully, share: pending },
        { status: 201 },
      );
    }),
    onCall(sharingEndpoints.update, async ({ request, params }) => {
      updated.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ success: true, message: messages.updatedSuccessfully, share: accepted });
    }),
  );
  const onClose = vi.fn();
  const view = renderSignedIn(<SharePopup device={device} share={share} onClose={onClose} />);
  return { ...view, onClose, inserted, updated };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function choose(user: ReturnType<typeof renderPopup>['user'], select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('share popup', () => {
  it('shows the full form at once for a device not shared yet, with the defaults', async () => {
    const { user } = renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Share Blue backpack' });
    expect(within(dialog).getByRole('textbox', { name: /^Add people/ })).toHaveValue('');
    expect(field('Share as name')).toHaveValue('Ada Lovelace');
    expect(field('Share message')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Security' })).toHaveTextContent('High');
    expect(screen.getByRole('combobox', { name: 'Privileges' })).toHaveTextContent('Unrestricted');
    expect(screen.queryByLabelText(/Expires in/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Security' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['High', 'Normal']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Privileges' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Unrestricted', 'Limited']);
  });

  it('asks for an expiry only for Limited, a month ahead by default', async () => {
    const { user } = renderPopup();
    await choose(user, 'Privileges', 'Limited');
    const expiry = screen.getByLabelText(/Expires in/);
    const monthAhead = dayjs().add(1, 'month');
    expect(Math.abs(dayjs((expiry as HTMLInputElement).value).diff(monthAhead, 'minute'))).toBeLessThanOrEqual(1);

    await choose(user, 'Privileges', 'Owner');
    expect(screen.queryByLabelText(/Expires in/)).toBeNull();
  });

  it('says what is wrong with the email and the Share as name', async () => {
    const { user, inserted } = renderPopup();
    await user.clear(field('Share as name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(shareMessages.fieldRequired)).toHaveLength(2);
    expect(field('Add people')).toHaveAccessibleDescription(shareMessages.fieldRequired);
    expect(field('Share as name')).toHaveAccessibleDescription(shareMessages.fieldRequired);

    await user.type(field('Add people'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Add people')).toHaveAccessibleDescription(shareMessages.invalidEmail));
    expect(inserted).toEqual([]);
  });

  it('shares with the device passcode as master key and an expiry only for Limited', async () => {
    const { user, inserted, onClose } = renderPopup();
    await user.type(field('Add people'), 'Grace@Example.test');
    await user.type(field('Share message'), 'Here is the backpack');
    await choose(user, 'Security', 'Normal');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(shareMessages.sharedSuccessfully)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(inserted).toEqual([
      {
        deviceUUID: 'GPS-0001',
        sharedUserWithEmail: 'grace@example.test',
        sharerName: 'Ada Lovelace',
        message: 'Here is the backpack',
        securityLevel: 0,
        accessRightsFlag: 1,
        isOwnerFlag: 0,
        masterKey: '1234',
      },
    ]);
  });

  it('asks for the password only when Owner is chosen, and sends it with the Owner share', async () => {
    const { user, inserted } = renderPopup();
    await user.type(field('Add people'), 'grace@example.test');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await choose(user, 'Privileges', 'Owner');
    expect(screen.getByText(accountMessages.confirmWithPassword)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(shareMessages.fieldRequired)).toBeInTheDocument();
    expect(inserted).toEqual([]);

    await user.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(shareMessages.sharedSuccessfully);
    expect(inserted[0]).toMatchObject({ accessRightsFlag: 0, isOwnerFlag: 1, password: 'Correct-Horse-9' });
    expect(inserted[0]).not.toHaveProperty('expiryDate');
    expect(inserted[0]).not.toHaveProperty('code');
  });

  it('shows a wrong password under its field and stays open', async () => {
    const { user, onClose } = renderPopup();
    server.use(
      onCall(sharingEndpoints.insert, () =>
        HttpResponse.json(
          {
            success: false,
            message: accountMessages.currentPasswordIncorrect,
            errors: [accountMessages.currentPasswordIncorrect],
          },
          { status: 400 },
        ),
      ),
    );
    await user.type(field('Add people'), 'grace@example.test');
    await choose(user, 'Privileges', 'Owner');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong-Horse-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.currentPasswordIncorrect)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks nothing more to change a share that is Owner already', async () => {
    const owner = shareFixture({ _id: 'share-8', accessRightsFlag: 0, isOwnerFlag: 1 });
    const { user, updated } = renderPopup({ device: deviceFixture({ share_count: 1 }), share: owner });
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await user.clear(field('Share message'));
    await user.type(field('Share message'), 'Yours too');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(updated[0]?.body).toMatchObject({ accessRightsFlag: 0, message: 'Yours too' });
    expect(updated[0]?.body).not.toHaveProperty('password');
  });

  it('sends the chosen expiry of a Limited share', async () => {
    const { user, inserted } = renderPopup();
    await user.type(field('Add people'), 'grace@example.test');
    await choose(user, 'Privileges', 'Limited');
    fireEvent.change(screen.getByLabelText(/Expires in/), { target: { value: '2030-01-02T03:04' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(shareMessages.sharedSuccessfully);
    expect(inserted[0]).toMatchObject({
      accessRightsFlag: 2,
      isOwnerFlag: 0,
      expiryDate: dayjs('2030-01-02T03:04').toISOString(),
    });
  });

  it('refuses a Limited share that has already ended', async () => {
    const { user, inserted } = renderPopup();
    await user.type(field('Add people'), 'grace@example.test');
    await choose(user, 'Privileges', 'Limited');
    fireEvent.change(screen.getByLabelText(/Expires in/), { target: { value: '2020-01-02T03:04' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Expires in/)).toHaveAccessibleDescription(
        'A Limited share needs an expiry date in the future.',
      ),
    );
    expect(inserted).toEqual([]);
  });

  it('first lists who has an already shared device, then Next leads to the full form with the email', async () => {
    const { user, inserted } = renderPopup({ device: deviceFixture({ share_count: 2 }), shares: [accepted, pending] });
    const list = await screen.findByRole('list', { name: 'Shared with' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `GHGrace Hopper${shareMessages.accepted}`,
      `Aalan@example.test${shareMessages.pendingAcceptance}`,
    ]);
    expect(screen.queryByRole('textbox', { name: /Share as/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field('Add people')).toHaveAccessibleDescription(shareMessages.fieldRequired));
    await user.type(field('Add people'), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('textbox', { name: /^Share as/ })).toHaveValue('Ada Lovelace');
    expect(field('Add people')).toHaveValue('new@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(shareMessages.sharedSuccessfully);
    expect(inserted[0]).toMatchObject({ sharedUserWithEmail: 'new@example.test' });
  });

  it('edits a share with PUT, its invitee read-only', async () => {
    const share = shareFixture({
      _id: 'share-9',
      accessRightsFlag: 2,
      securityLevel: 0,
      message: 'Until the trip ends',
      sharerName: 'Ada',
      expiryDate: '2030-06-01T08:30:00.000Z',
    });
    const { user, inserted, updated } = renderPopup({ device: deviceFixture({ share_count: 1 }), share });
    expect(screen.getByRole('dialog', { name: 'Edit share' })).toBeInTheDocument();
    const email = field('Shared with');
    expect(email).toHaveValue('grace@example.test');
    expect(email).toHaveAttribute('readonly');
    expect(field('Share as name')).toHaveValue('Ada');
    expect(screen.getByRole('combobox', { name: 'Security' })).toHaveTextContent('Normal');
    expect(screen.getByRole('combobox', { name: 'Privileges' })).toHaveTextContent('Limited');
    expect(screen.getByLabelText(/Expires in/)).toHaveValue(
      dayjs('2030-06-01T08:30:00.000Z').format('YYYY-MM-DDTHH:mm'),
    );

    await choose(user, 'Privileges', 'Unrestricted');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(inserted).toEqual([]);
    expect(updated).toEqual([
      {
        id: 'share-9',
        body: {
          sharerName: 'Ada',
          message: 'Until the trip ends',
          securityLevel: 0,
          accessRightsFlag: 1,
          isOwnerFlag: 0,
          expiryDate: null,
        },
      },
    ]);
  });

  it("shows the server's refusal by the display rule and stays open", async () => {
    const { user, onClose } = renderPopup();
    server.use(
      onCall(sharingEndpoints.insert, () =>
        HttpResponse.json(
          { success: false, message: 'Conflict', errors: ['The device is already shared with this email address.'] },
          { status: 409 },
        ),
      ),
    );
    await user.type(field('Add people'), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The device is already shared with this email address.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('fills the screen at 375 px only', () => {
    renderPopup();
    expect(screen.getByRole('dialog').className).not.toMatch(/paperFullScreen/);
    cleanup();
    window.innerWidth = 375;
    renderPopup();
    expect(screen.getByRole('dialog').className).toMatch(/paperFullScreen/);
  });
});
