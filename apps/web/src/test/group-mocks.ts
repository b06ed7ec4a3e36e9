// Test support: the groups calls of the mocked API (msw), for the component tests of groups and the side menu.
import { type CreateGroupRequest, type Device, groupEndpoints, type GroupSummary, messages, paginationOf, type UpdateGroupRequest, type ErrorBody } from '@lodestar/contract';
import { HttpResponse } from 'msw';
import { onCall } from './on-call';
import { server } from './server';

/** Device and group ids are UUIDs; the n-th of each kind, readable in a failing test. */
export const deviceId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const groupId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const groupFixture = (n: number, overrides: Partial<GroupSummary> = {}): GroupSummary => ({
  _id: groupId(n),
  name: `Group ${n}`,
  devicesId: [],
  deviceCount: 0,
  createdAt: '2026-03-05T12:00:00.000Z',
  ...overrides,
});

/** `count` groups named Group 1 … Group count. */
export const groupFixtures = (count: number) => Array.from({ length: count }, (_, index) => groupFixture(index + 1));

const notFound = () => HttpResponse.json<ErrorBody>({ success: false, message: 'Group not found', errors: [] }, { status: 404 });

/**
 * The groups calls over `groups`, whose members are found among `devices`. List queries, create and update
 * bodies and deleted ids are logged; a created group is `createdId`.
 */
export function mockGroups(groups: GroupSummary[], devices: Device[] = [], createdId = groupId(99)) {
  const listQueries: string[] = [];
  const created: CreateGroupRequest[] = [];
  const updated: { groupId: string; body: UpdateGroupRequest }[] = [];
  const deleted: string[] = [];
  const byId = (id: unknown) => groups.find((group) => group._id === id);

  server.use(
    onCall(groupEndpoints.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query.toString());
      const page = Math.max(1, Number(query.get('page') ?? 1));
      const perPage = Number(query.get('perPage') ?? 10);
      const filter = (query.get('filter') ?? '').toLowerCase();
      const matching = groups.filter((group) => group.name.toLowerCase().includes(filter));
      return HttpResponse.json({
        success: true,
        data: matching.slice((page - 1) * perPage, page * perPage),
        pagination: paginationOf(page, perPage, matching.length),
      });
    }),
    onCall(groupEndpoints.get, ({ params }) => {
      const group = byId(params.id);
      if (!group) return notFound();
      const members = devices.filter((device) => group.devicesId.includes(device._id));
      return HttpResponse.json({ success: true, group: { ...group, devices: members } });
    }),
    onCall(groupEndpoints.create, async ({ request }) => {
      created.push((await request.json()) as CreateGroupRequest);
      return HttpResponse.json({ success: true, message: 'Group created', groupId: createdId }, { status: 201 });
    }),
    onCall(groupEndpoints.update, async ({ params, request }) => {
      const group = byId(params.id);
      if (!group) return notFound();
      const body = (await request.json()) as UpdateGroupRequest;
      updated.push({ groupId: group._id, body });
      return HttpResponse.json({ success: true, message: 'Group updated', group: { ...group, ...body } });
    }),
    onCall(groupEndpoints.remove, ({ params }) => {
      const index = groups.findIndex((group) => group._id === params.id);
      if (index < 0) return notFound();
      groups.splice(index, 1);
      deleted.push(String(params.id));
      return HttpResponse.json({ success: true, message: messages.removedSuccessfully });
    }),
  );
  return { listQueries, created, updated, deleted };
}
