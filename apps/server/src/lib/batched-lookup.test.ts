import { describe, expect, it } from 'vitest';
import { createBatchedLookup } from './batched-lookup.js';

/** A read of a table of squares as it is when the read starts, noting each read's keys; it fails on "broken". */
function squares() {
  const reads: string[][] = [];
  const table = new Map([...Array.from({ length: 10 }, (_, n) => [String(n), n * n] as const)]);
  const readMany = async (keys: string[]) => {
    reads.push(keys);
    const found = new Map(keys.flatMap((key) => (table.has(key) ? [[key, table.get(key)!] as const] : [])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (keys.includes('broken')) throw new Error('the read failed');
    return found;
  };
  return { reads, table, readMany };
}

describe('a batched lookup', () => {
  it('answers lookups made together from one read, each its own value, and unknown keys with nothing', async () => {
    const { reads, readMany } = squares();
    const lookup = createBatchedLookup(readMany);
    const answers = await Promise.all(['3', '4', '3', 'x'].map(lookup));
    expect(answers).toEqual([9, 16, 9, undefined]);
    expect(reads).toEqual([['3', '4', 'x']]);
  });

  it('reads a key asked while a read runs in the next read, as the table is then', async () => {
    const { reads, table, readMany } = squares();
    const lookup = createBatchedLookup(readMany);
    const first = lookup('2');
    await new Promise((resolve) => setTimeout(resolve, 1));
    table.set('2', -1);
    const second = lookup('2');
    expect([await first, await second]).toEqual([4, -1]);
    expect(reads).toEqual([['2'], ['2']]);
  });

  it('fails only the lookups of a failed read, and takes at most maxKeys keys a read', async () => {
    const { reads, readMany } = squares();
    const lookup = createBatchedLookup(readMany, 2);
    const outcomes = await Promise.allSettled(['1', 'broken', '5'].map(lookup));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(reads).toEqual([['1', 'broken'], ['5']]);
  });
});
