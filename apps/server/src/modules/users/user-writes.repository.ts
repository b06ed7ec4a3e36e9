import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;

/** New accounts and changes to an account's columns. */
export function createUserWrites(db: Database) {
  return {
    /** Inserts unless the email is taken; answers undefined when it is. */
    async insert(values: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
