import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trustedBrowsers, twoFactorRecoveryCodes, users, type UserRow } from '../../db/schema/index.js';

/** Only a step later than the last accepted one passes, so a code (or an older one) cannot be used twice. */
const laterStepThanLast = (step: number) => or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step));

async function replaceCodes(tx: Database, userId: string, hashes: string[]) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** The two-step state of a user: enrolment, accepted steps, recovery codes. */
export function createTwoFactorRepository(db: Database) {
  return {
    async savePendingSecret(userId: string, secret: string, now: Date): Promise<void> {
      await db.update(users).set({ twoFactorPendingSecret: secret, updatedAt: now }).where(eq(users.id, userId));
    },

    /**
     * Records `step` as the last accepted one in a single statement, so two requests racing with the same code
     * cannot both pass; answers whether this call won.
     */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(and(eq(users.id, userId), laterStepThanLast(step)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Turns two-step on with the pending secret the code was checked against (unless a newer init replaced it
     * meanwhile) and stores the recovery codes' hashes; answers the updated user, or undefined when it lost a race.
     */
    async enable(userId: string, checkedSecret: string, step: number, codeHashes: string[], now: Date): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            twoFactorEnabled: true,
            twoFactorSecret: checkedSecret,
            twoFactorPendingSecret: null,
            twoFactorLastStep: step,
            updatedAt: now,
          })
          .where(and(eq(users.id, userId), eq(users.twoFactorPendingSecret, checkedSecret), laterStepThanLast(step)))
          .returning();
        if (row) await replaceCodes(tx, userId, codeHashes);
        return row;
      });
    },

    /** Turns two-step off: the secret, any pending one, recovery codes and remembered browsers all go. */
    async disable(userId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null, updatedAt: now })
          .where(eq(users.id, userId));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
      });
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.transaction((tx) => replaceCodes(tx, userId, codeHashes));
    },

    /** Spends an unused recovery code in one statement, so it works once even when used twice at the same moment. */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
