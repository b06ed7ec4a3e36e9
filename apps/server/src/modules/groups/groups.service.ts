import {
  can,
  groupMessages,
  messages,
  paginationOf,
  type GroupsResponse,
  type GroupSummary,
  type GroupWithDevices,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { toDevice } from '../devices/index.js';
import type { DevicesRepository } from '../devices/index.js';
import { toGroupSummary } from './group.mapper.js';
import type { GroupsRepository } from './groups.repository.js';
import type { GroupChange, GroupCreateOutcome, GroupSaveOutcome } from './group-writes.repository.js';
import type { Payload } from '../../http/envelope.js';

export interface ListGroupsInput {
  page: number;
  perPage: number;
  filter?: string;
}

interface GroupsServiceDeps {
  repository: GroupsRepository;
  devices: Pick<DevicesRepository, 'listAccessibleByIds'>;
  clock: Clock;
}

/** Groups are for the roles with the groups capability, whatever the group asked for. */
function authorize(caller: Caller): void {
  if (!can('groups', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
}

function savedGroup(outcome: GroupSaveOutcome): GroupSummary {
  switch (outcome.status) {
    case 'notFound':
      throw new NotFoundError(groupMessages.notFound);
    case 'devicesNotVisible':
      throw new ValidationError(groupMessages.devicesNotVisible);
    case 'saved':
      return toGroupSummary(outcome.group);
  }
}

function createdGroupId(outcome: GroupCreateOutcome): string {
  if (outcome.status === 'devicesNotVisible') throw new ValidationError(groupMessages.devicesNotVisible);
  return outcome.id;
}

/**
 * A user's own named sets of devices. Another user's group answers 404, as if it did not exist.
 * A group only ever holds devices its owner can see: each one is checked when it is put in, and on reading, those
 * the owner no longer sees (a lapsed share, a removed device) are left out.
 */
export function createGroupsService({ repository, devices, clock }: GroupsServiceDeps) {
  return {
    async list(
      caller: Caller,
      { page, perPage, filter }: ListGroupsInput,
    ): Promise<Payload<GroupsResponse>> {
      authorize(caller);
      const current = Math.max(1, page);
      const { rows, total } = await repository.list({
        userId: caller.id,
        now: clock.now(),
        search: filter || undefined,
        offset: (current - 1) * perPage,
        limit: perPage,
      });
      return { data: rows.map(toGroupSummary), pagination: paginationOf(current, perPage, total) };
    },

    async get(caller: Caller, groupId: string): Promise<GroupWithDevices> {
      authorize(caller);
      const group = await repository.findWithMembers(caller.id, groupId);
      if (!group) throw new NotFoundError(groupMessages.notFound);
      const visible = await devices.listAccessibleByIds(caller.id, group.memberIds, clock.now());
      const summary = toGroupSummary({ ...group, deviceIds: visible.map(({ device }) => device.id) });
      return { ...summary, devices: visible.map((accessible) => toDevice(accessible, caller.roles)) };
    },

    /** Answers the new group's id. */
    async create(caller: Caller, { name, devicesId }: { name: string; devicesId: string[] }): Promise<string> {
      authorize(caller);
      return createdGroupId(await repository.create(caller.id, name, devicesId, clock.now()));
    },

    async update(
      caller: Caller,
      groupId: string,
      { name, devicesId }: { name?: string; devicesId?: string[] },
    ): Promise<GroupSummary> {
      authorize(caller);
      const change: GroupChange = { name, deviceIds: devicesId };
      return savedGroup(await repository.update(caller.id, groupId, change, clock.now()));
    },

    async remove(caller: Caller, groupId: string): Promise<void> {
      authorize(caller);
      if (!(await repository.remove(caller.id, groupId))) throw new NotFoundError(groupMessages.notFound);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
