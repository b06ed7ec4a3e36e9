import { accountMessages, can, messages, paginationOf, type UsersQuery, type UsersResponse } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import { isUuid } from '../../lib/uuid.js';
import { apiKeySessionId } from '../api-keys/index.js';
import type { AdminUsersRepository } from './admin-users.repository.js';
import { toTransferCandidate, toUserSummary } from './user.mapper.js';
import type { Payload } from '../../http/envelope.js';

interface AdminUsersServiceDeps {
  repository: AdminUsersRepository;
  clock: Clock;
  /** Closes the live sockets of a session on every server process. */
  endSession: (sessionId: string) => void;
}

/** Decision 0010 (Admin): admins search the users; only a superAdmin deletes one, and never themself. */
export function createAdminUsersService({ repository, clock, endSession }: AdminUsersServiceDeps) {
  return {
    /** Administrators search every account; sellers find only their receivers (decision 0030). */
    async search(caller: Caller, { page, perPage, filter }: UsersQuery): Promise<Payload<UsersResponse>> {
      const current = Math.max(1, page);
      const search = { search: filter || undefined, offset: (current - 1) * perPage, limit: perPage };
      if (!can('administerUsers', caller.roles)) {
        if (!can('findReceivers', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
        const found = await repository.findReceivers(caller.id, search);
        return { data: found.rows.map(toTransferCandidate), pagination: paginationOf(current, perPage, found.total) };
      }
      const { rows, total } = await repository.search(search);
      const now = clock.now();
      const data = rows.map((row) => ({
        ...toUserSummary(row, now),
        deviceCount: row.deviceCount,
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      }));
      return { data, pagination: paginationOf(current, perPage, total) };
    },

    /** Deletes the account and ends its sessions, API key and live sockets. */
    async remove(caller: Caller, id: string): Promise<void> {
      if (!can('deleteUsers', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
      const nobody = () => new NotFoundError(accountMessages.userNotFound);
      // Ids are UUIDs, which PostgreSQL reads in either case; anything else names nobody (and must not reach the
      // database as a uuid). Compared as text, only the lower case the database answers is the caller's own id.
      if (!isUuid(id)) throw nobody();
      const target = id.toLowerCase();
      if (target === caller.id) throw new ConflictError(accountMessages.cannotDeleteSelf);
      const deleted = await repository.deleteUser(target, caller.id, clock.now());
      if (!deleted) throw nobody();
      for (const sessionId of [...deleted.sessionIds, apiKeySessionId(target)]) endSession(sessionId);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
