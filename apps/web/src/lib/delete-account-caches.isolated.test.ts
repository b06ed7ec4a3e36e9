import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellCacheName } from './app-shell';
import { deleteAccountCaches } from './delete-account-caches';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deleting the caches of an account', () => {
  it('deletes every Cache Storage cache but the app shell’s', async () => {
    const names = [shellCacheName('abc123'), 'api-answers', shellCacheName('def456'), 'pictures'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    });

    await deleteAccountCaches();

    expect(deleted).toEqual(['api-answers', 'pictures']);
  });

  it('does nothing without Cache Storage', async () => {
    expect(globalThis.caches).toBeUndefined();
    await expect(deleteAccountCaches()).resolves.toBeUndefined();
  });
});
