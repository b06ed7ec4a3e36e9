import { asc, eq } from 'drizzle-orm';
import type { GroupSummary, GroupWithDevices, Role } from '@lodestar/contract';
import { deviceGroupMembers, deviceGroups, users } from '../../src/db/schema/index.js';
import { createVerifiedUser } from './accounts.js';
import type { TestApp } from './test-app.js';

/** A signed-in user with exactly these roles (roles are read from the database on every call). */
export async function userWithRoles(t: TestApp, roles: Role[]) {
  const created = await createVerifiedUser(t);
  await t.database.db.update(users).set({ roles }).where(eq(users.id, created.user._id));
  return created;
}

/** A user who may use groups. */
export const enterpriseUser = (t: TestApp) => userWithRoles(t, ['enterprise']);

/** Every group and membership in the database, for "nothing changed" checks. */
export async function groupsInDatabase(t: TestApp) {
  const groups = await t.database.db.select().from(deviceGroups).orderBy(asc(deviceGroups.id));
  const members = await t.database.db
    .select()
    .from(deviceGroupMembers)
    .orderBy(asc(deviceGroupMembers.groupId), asc(deviceGroupMembers.deviceId));
  return { groups, members };
}

export type CreateGroupAnswer = { success: true; message: string; groupId: string };
export type GroupAnswer = { success: true; group: GroupWithDevices };
export type GroupsAnswer = { success: true; data: GroupSummary[]; pagination: Record<string, unknown> };
export type UpdateGroupAnswer = { success: true; message: string; group: GroupSummary };
export type ErrorAnswer = { success: false; message: string; errors: string[] };
