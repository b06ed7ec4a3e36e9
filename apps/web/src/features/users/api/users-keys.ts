import type { UsersQuery } from '@lodestar/contract';

/** The administrators' list of users, by search and page. */
export const usersKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => ['users', query] as const,
};
