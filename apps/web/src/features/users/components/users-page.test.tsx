import { TABLE_PAGE_SIZES, usersEndpoints, type ListedUser, type UsersQuery } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const listed = (n: number, overrides: Partial<ListedUser> = {}): ListedUser => {
  const { profilePicture: _picture, isSharedAccountAccepted: _member, ...summary } = userFixture({
    _id: `user-${n}`,
    email: `person${n}@example.test`,
    username: `person${n}@example.test`,
    name: `Person ${n}`,
  });
  return { ...summary, deviceCount: n % 3, lastSignInAt: '2026-11-20T09:30:00.000Z', ...overrides };
};

/** The users call answering `people` as the server pages and filters them; answers what each call asked. */
function mockUsers(people: ListedUser[]) {
  const asked: Partial<UsersQuery>[] = [];
  const deleted: string[] = [];
  server.use(
    onCall(usersEndpoints.search, ({ request }) => {
      const url = new URL(request.url);
      const filter = url.searchParams.get('filter') ?? '';
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 0));
      const perPage = Number(url.searchParams.get('perPage') ?? 10);
      asked.push({ filter, page, perPage });
      const found = people.filter((person) => !deleted.includes(person._id) && person.email.includes(filter));
      const total = found.length;
      const totalPages = Math.max(1, Math.ceil(total / perPage));
      return HttpResponse.json({
        success: true,
        data: found.slice((page - 1) * perPage, page * perPage),
        pagination: {
          page, current: page, perPage, total, totalPages,
          prev: page > 1 ? page - 1 : 0, next: page < totalPages ? page + 1 : 0, hasPrev: page > 1, hasNext: page < totalPages,
        },
      });
    }),
    onCall(usersEndpoints.remove, ({ params }) => {
      deleted.push(String(params.id));
      return HttpResponse.json({ success: true, message: 'Removed successfully' });
    }),
  );
  return { asked, deleted };
}

function renderUsers(roles: ListedUser['roles'], people: ListedUser[]) {
  mockCurrentUser(userFixture({ _id: 'me', roles }));
  mockDevices([]);
  const api = mockUsers(people);
  return { ...renderApp('/users', { signedIn: true }), api };
}

const rowsOf = async () => within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);

describe('users page', () => {
  it('lists each account with its roles, devices and last sign-in for an admin, who may not delete', async () => {
    renderUsers(['admin'], [listed(1, { roles: ['user', 'enterprise'], deviceCount: 2 }), listed(2, { lastSignInAt: null })]);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name', 'Roles', 'Devices', 'Last sign-in', 'Action',
    ]);
    const [first, second] = await rowsOf();
    expect(first).toHaveTextContent('Person 1');
    expect(first).toHaveTextContent('person1@example.test');
    expect(within(first!).getByText('enterprise')).toBeInTheDocument();
    expect(within(first!).getAllByRole('cell')[2]).toHaveTextContent('2');
    expect(within(second!).getAllByRole('cell')[3]).toHaveTextContent('Never');
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('searches by email or name from the first page, and pages through the rest', async () => {
    const people = Array.from({ length: 12 }, (_, i) => listed(i + 1));
    const { user, api } = renderUsers(['admin'], people);
    expect(await rowsOf()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search users by email or name' }), 'person1');
    await waitFor(() => expect(api.asked.at(-1)).toEqual({ filter: 'person1', page: 1, perPage: 10 }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(4));
  });

  it('offers the page sizes the spec names, and shows a new size from its first page', async () => {
    const people = Array.from({ length: 30 }, (_, i) => listed(i + 1));
    const { user, api } = renderUsers(['admin'], people);
    expect(await rowsOf()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(api.asked.at(-1)).toMatchObject({ page: 2 }));
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual(TABLE_PAGE_SIZES.map(String));
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(api.asked.at(-1)).toEqual({ filter: '', page: 1, perPage: 20 }));
    await waitFor(async () => expect(await rowsOf()).toHaveLength(20));
  });

  it('lets a superAdmin delete another account after a confirmation that says what happens to its devices', async () => {
    const { user, api } = renderUsers(['superAdmin'], [listed(1, { deviceCount: 2 }), listed(3, { _id: 'me', deviceCount: 0 })]);
    await rowsOf();
    expect(screen.queryByRole('button', { name: 'Delete person3@example.test' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete person1@example.test' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(confirm).toHaveTextContent('Delete the account of Person 1 (person1@example.test)?');
    expect(confirm).toHaveTextContent('Its 2 devices become unclaimed');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.deleted).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Delete person1@example.test' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete account' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Removed successfully')).toBeInTheDocument();
    expect(api.deleted).toEqual(['user-1']);
    await waitFor(async () => expect(await rowsOf()).toHaveLength(1));
  });

  it('is Permission denied, with no menu entry, for everyone else', async () => {
    renderUsers(['user', 'enterprise'], [listed(1)]);
    expect(await screen.findByText('Permission denied')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).queryByRole('link', { name: 'Users' })).toBeNull();
  });
});
