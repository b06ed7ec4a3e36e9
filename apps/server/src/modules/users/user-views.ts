import type { User } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { UserRow, UserSummaryRow } from '../../db/schema/index.js';
import { toUser } from './user.mapper.js';
import type { UsersRepository } from './users.repository.js';

/** The API's view of a user with what their row does not hold: the time, and whether they belong to another account. */
export function createUserViews({ users, clock }: { users: Pick<UsersRepository, 'isAccountMember'>; clock: Clock }) {
  return async function viewOf(row: UserSummaryRow & Pick<UserRow, 'profilePicture'>): Promise<User> {
    return toUser(row, { now: clock.now(), isSharedAccountAccepted: await users.isAccountMember(row.id) });
  };
}

export type UserViews = ReturnType<typeof createUserViews>;
