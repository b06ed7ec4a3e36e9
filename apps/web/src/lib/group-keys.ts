import type { GroupsQuery } from '@lodestar/contract';

/**
 * Query keys of device groups. Every read sits under `all`: a saved group refreshes the list page, the side
 * menu's first groups and the group itself with one invalidation.
 */
export const groupKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'list'] as const,
  list: (query: GroupsQuery) => [...groupKeys.lists, query] as const,
  detail: (groupId: string) => [...groupKeys.all, 'detail', groupId] as const,
};
