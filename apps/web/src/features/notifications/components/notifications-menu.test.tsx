import { messages, notificationEndpoints, UNREAD_COUNTED_UP_TO, type Notification } from '@lodestar/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { formatDateTime } from '../../../lib/date-time';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, server } from '../../../test/server';
import { applyNotificationInsert } from '../api/notification-cache';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  _id: 'n1',
  kind: 'sos',
  message: 'Boat sent an SOS.',
  link: '/device/GPS-1',
  deviceUUID: 'GPS-1',
  place: { latitude: -33.86, longitude: 151.2, time: new Date(Date.now() - 120_000).toISOString(), address: '' },
  reading: null,
  read: false,
  createdAt: new Date(Date.now() - 120_000).toISOString(),
  ...overrides,
});

/** The server's notifications, `perPage` a page, and what the menu asked of them. */
function mockNotifications(all: Notification[], perPage = 20) {
  const calls: string[] = [];
  const unread = () => all.filter((n) => !n.read).length;
  server.use(
    onCall(notificationEndpoints.list, ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      calls.push(`list ${before ?? 'newest'}`);
      const from = before ? all.findIndex((n) => n._id === before) + 1 : 0;
      const data = all.slice(from, from + perPage);
      const next = from + perPage < all.length ? data.at(-1)!._id : null;
      return HttpResponse.json({ success: true, data, next, unread: unread() });
    }),
    onCall(notificationEndpoints.markRead, ({ params }) => {
      calls.push(`read ${String(params.id)}`);
      const index = all.findIndex((n) => n._id === params.id);
      all[index] = { ...all[index]!, read: true };
      return HttpResponse.json({ success: true, notification: all[index]!, unread: unread() });
    }),
    onCall(notificationEndpoints.markAllRead, () => {
      calls.push('read all');
      const updated = unread();
      all.forEach((n, index) => (all[index] = { ...n, read: true }));
      return HttpResponse.json({ success: true, updated, unread: 0 });
    }),
  );
  return calls;
}

function renderShell() {
  mockCurrentUser(userFixture());
  return renderApp('/support', { signedIn: true });
}

describe('the notifications menu', () => {
  it('says there are none when there are none', async () => {
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(messages.noNotifications)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.markAllAsRead })).toBeDisabled();
  });

  it('shows the unread count on the bell, lists newest first, and marks all as read', async () => {
    const calls = mockNotifications([
      notification(),
      notification({
        _id: 'n2',
        kind: 'deviceShared',
        message: 'Alex shared Bike with you.',
        place: null,
        link: '/invitations/device/s1',
      }),
      notification({ _id: 'n3', message: 'Old news.', read: true }),
    ]);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Boat sent an SOS.2 minutes ago'),
      expect.stringContaining('Alex shared Bike with you.'),
      expect.stringContaining('Old news.'),
    ]);
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: messages.markAllAsRead }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0));
    expect(calls).toContain('read all');
    expect(screen.getByRole('button', { name: messages.markAllAsRead })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('says 99+ unread once the server counts no further', async () => {
    server.use(
      onCall(notificationEndpoints.list, () =>
        HttpResponse.json({ success: true, data: [notification()], next: null, unread: UNREAD_COUNTED_UP_TO }),
      ),
    );
    renderShell();
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  });

  it('marks one read with its own button', async () => {
    const calls = mockNotifications([notification(), notification({ _id: 'n2', message: 'Van sent an SOS.' })]);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Van sent an SOS.' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    expect(calls).toContain('read n2');
  });

  it('opens an alert at its device, marks it read and shows where it happened', async () => {
    const calls = mockNotifications([notification()]);
    const { user, router } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByText('Boat sent an SOS.'));

    expect(router.state.location.pathname).toBe('/device/GPS-1');
    const dialog = await screen.findByRole('dialog', { name: 'Boat sent an SOS.' });
    expect(within(dialog).getByRole('region', { name: 'Where it happened' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('read n1'));
    await user.click(within(dialog).getByRole('button', { name: 'Close the details' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Boat sent an SOS.' })).toBeNull());
  });

  it("opens an alert's details: when, the address of where, and what it read against its level", async () => {
    const place = { latitude: -33.86, longitude: 151.2, time: '2026-11-28T09:30:00Z', address: 'George St, Sydney' };
    const reading = {
      measure: 'temperature',
      value: 31.5,
      threshold: 30,
      condition: 'greaterOrEqual',
      unit: 'c',
    } as const;
    mockNotifications([
      notification({ kind: 'temperature', message: 'Boat reached its temperature threshold.', place, reading }),
    ]);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByText('Boat reached its temperature threshold.'));

    const details = (await screen.findByRole('dialog')).querySelector('dl')!;
    const rows = [...details.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['When', formatDateTime(place.time)],
      ['Where', 'George St, Sydney'],
      ['Reading', '31.5 °C (alert at or above 30 °C)'],
    ]);
  });

  it('opens a sharing event at its page without details', async () => {
    mockNotifications([
      notification({
        kind: 'shareAccepted',
        message: 'Ann accepted your share of Boat.',
        place: null,
        link: '/device/GPS-1/settings/sharing',
      }),
    ]);
    const { user, router } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByText('Ann accepted your share of Boat.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/GPS-1/settings/sharing'));
    expect(screen.queryByRole('dialog', { name: 'Ann accepted your share of Boat.' })).toBeNull();
  });

  it('reads the next page with Show more, older than the last one shown', async () => {
    const all = Array.from({ length: 25 }, (_, index) =>
      notification({ _id: `n${index}`, message: `Alert ${index}.`, read: true }),
    );
    const calls = mockNotifications(all);
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(calls).toEqual(['list newest', 'list n19']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('takes a notification that arrives live, on top, with the new count', async () => {
    mockNotifications([notification({ read: true, message: 'Earlier.' })]);
    const { user, queryClient } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByText('Earlier.');
    act(() =>
      applyNotificationInsert(queryClient, { notification: notification({ _id: 'live', message: 'Now.' }), unread: 1 }),
    );
    const list = screen.getByRole('list', { name: 'Notifications list' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Now.'));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
  });

  it('says so when the list cannot be read, and tries again', async () => {
    let failing = true;
    server.use(
      onCall(notificationEndpoints.list, () =>
        failing
          ? HttpResponse.json({ success: false, message: 'Down', errors: ['Down'] }, { status: 503 })
          : HttpResponse.json({ success: true, data: [], next: null, unread: 0 }),
      ),
    );
    const { user } = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Unable to load notifications.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(messages.noNotifications)).toBeInTheDocument();
  });
});
