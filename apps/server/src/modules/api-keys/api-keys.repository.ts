import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, userSummaryColumns, type UserSummaryRow } from '../../db/schema/index.js';

export interface StoredKey {
  hash: string;
  hint: string;
  createdAt: Date;
}

/** A user's API key lives on the user row: its SHA-256 (unique, so a lookup is an index probe), hint and switch. */
export function createApiKeysRepository(db: Database) {
  const hasKey = (userId: string) => and(eq(users.id, userId), isNotNull(users.apiKeyHash));

  return {
    /** The key's user, without the picture: this runs on every call made with a key. */
    async findUserByKeyHash(hash: string): Promise<UserSummaryRow | undefined> {
      const [row] = await db.select(userSummaryColumns).from(users).where(eq(users.apiKeyHash, hash));
      return row;
    },

    /** Stores a new key in place of any earlier one, switched on. */
    async replace(userId: string, key: StoredKey): Promise<void> {
      await db
        .update(users)
        .set({
          apiKeyHash: key.hash,
          apiKeyHint: key.hint,
          apiKeyCreatedAt: key.createdAt,
          keyActive: true,
          updatedAt: key.createdAt,
        })
        .where(eq(users.id, userId));
    },

    /** Switches the key on or off; undefined when the user has none. */
    async setActive(userId: string, active: boolean, now: Date): Promise<UserSummaryRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ keyActive: active, updatedAt: now })
        .where(hasKey(userId))
        .returning(userSummaryColumns);
      return row;
    },

    /** Forgets the key; undefined when the user had none. */
    async remove(userId: string, now: Date): Promise<UserSummaryRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ apiKeyHash: null, apiKeyHint: null, apiKeyCreatedAt: null, keyActive: false, updatedAt: now })
        .where(hasKey(userId))
        .returning(userSummaryColumns);
      return row;
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
