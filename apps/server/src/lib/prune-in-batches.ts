/**
 * Runs a pruning statement that deletes at most `batch` rows again and again until one deletes fewer, so a large
 * backlog is deleted in short statements that never hold their locks long. Answers how many rows went.
 */
export async function pruneInBatches(pruneBatch: (limit: number) => Promise<number>, batch: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await pruneBatch(batch);
    pruned += deleted;
    if (deleted < batch) return pruned;
  }
}
