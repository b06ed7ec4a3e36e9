import { liveLinkEndpoints, liveLinkMessages, type LiveLink } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';

const device = deviceFixture();
const URL_OF_LINK = 'http://localhost/live/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const linkFixture = (overrides: Partial<LiveLink> = {}): LiveLink => ({
  _id: '7f0c5a36-5b8e-4a8e-9c8e-1b2f3c4d5e6f',
  createdBy: { name: 'Ada Owner', email: 'ada@example.com' },
  createdAt: '2026-12-05T09:00:00.000Z',
  expiresAt: '2026-12-12T09:00:00.000Z',
  revokedAt: null,
  state: 'active',
  showTrack: true,
  opens: 2,
  lastOpenedAt: '2026-12-05T10:00:00.000Z',
  ...overrides,
});

/** The list, create and revoke calls over links kept here; the bodies sent are logged. */
function mockLiveLinks(initial: LiveLink[] = []) {
  let links = initial;
  const created: unknown[] = [];
  const revoked: string[] = [];
  server.use(
    onCall(liveLinkEndpoints.list, () => HttpResponse.json({ success: true, data: links })),
    onCall(liveLinkEndpoints.create, async ({ request }) => {
      created.push(await request.json());
      const link = linkFixture({ opens: 0, lastOpenedAt: null });
      links = [link, ...links];
      return HttpResponse.json({ success: true as const, message: liveLinkMessages.created, link, url: URL_OF_LINK });
    }),
    onCall(liveLinkEndpoints.revoke, ({ params }) => {
      revoked.push(String(params.linkId));
      links = links.map((link) =>
        link._id === params.linkId ? { ...link, state: 'revoked' as const, revokedAt: link.createdAt } : link,
      );
      return HttpResponse.json({ success: true as const, message: liveLinkMessages.revoked, link: links[0]! });
    }),
  );
  return { created, revoked };
}

const card = () => screen.findByRole('region', { name: 'Live links' });

describe('Live links card', () => {
  it('makes a link for the chosen time, with the route, and shows it once to copy', async () => {
    const { created } = mockLiveLinks();
    const { user } = renderSettings('sharing', device);
    expect(await within(await card()).findByText('No live links yet.')).toBeInTheDocument();

    await user.click(within(await card()).getByRole('button', { name: 'New live link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New live link' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Works for' }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also show the route it takes from now on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const ready = await screen.findByRole('dialog', { name: 'Live link ready' });
    expect(within(ready).getByRole('textbox', { name: 'Live link' })).toHaveValue(URL_OF_LINK);
    expect(within(ready).getByRole('button', { name: 'Copy live link' })).toBeInTheDocument();
    expect(created).toEqual([{ hours: 168, showTrack: true }]);
    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    const list = await within(await card()).findByRole('list', { name: 'Live links' });
    expect(within(list).getByText('Not opened yet · shows the route')).toBeInTheDocument();
  });

  it('lists who made each link and how often it was opened, and revokes an active one after asking', async () => {
    const { revoked } = mockLiveLinks([
      linkFixture(),
      linkFixture({ _id: 'b1c2', state: 'expired', opens: 0, lastOpenedAt: null, showTrack: false }),
    ]);
    const { user } = renderSettings('sharing', device);
    const list = await within(await card()).findByRole('list', { name: 'Live links' });
    const [active, expired] = within(list).getAllByRole('listitem');
    expect(active).toHaveTextContent(/^ActiveOpened 2 times, last .* · shows the routeMade .* by Ada Owner; ends /);
    expect(expired).toHaveTextContent(/^ExpiredNot opened yetMade .* by Ada Owner; ended /);
    expect(within(expired!).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();

    await user.click(within(active!).getByRole('button', { name: /^Revoke the link made / }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this live link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(liveLinkMessages.revoked)).toBeInTheDocument();
    expect(revoked).toEqual([linkFixture()._id]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Revoked/));
  });
});
