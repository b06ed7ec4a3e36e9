import { z } from 'zod';

/** How a lock was locked or opened: the lock-by type of a lock event. */
export const unlockTypes = ['app', 'buttonCode', 'tsaUnlock', 'autoLocked'] as const;
export const unlockTypeSchema = z.enum(unlockTypes);
export type UnlockType = z.infer<typeof unlockTypeSchema>;

export const unlockTypeLabels: Record<UnlockType, string> = {
  app: 'App',
  buttonCode: 'Button Code',
  tsaUnlock: 'TSA Unlock',
  autoLocked: 'Auto Locked',
};
