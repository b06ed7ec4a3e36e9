import { groupMessages, messages } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { useAppStore } from '../lib/store';

/**
 * Test steps shared by every place a group can be deleted from: confirm the question, then expect the
 * aftermath (filter all, the overview, which then selects its first device) and the toast.
 */
export async function confirmDeletionAndExpectOverview(
  user: UserEvent,
  router: { state: { location: { pathname: string } } },
  deleted: string[],
  expectedId: string,
) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveAccessibleDescription(groupMessages.confirmDelete);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByRole('heading', { name: 'My Devices' })).toBeInTheDocument();
  expect(router.state.location.pathname).toMatch(/^\/(device\/GPS-0001)?$/);
  expect(deleted).toEqual([expectedId]);
  expect(useAppStore.getState().deviceTypeFilter).toBe('all');
  expect(await screen.findByText(messages.removedSuccessfully)).toBeInTheDocument();
}
