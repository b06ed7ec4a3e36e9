// Types of build.mjs for the TypeScript that imports it (the server tests' process entry).
export type BuildTarget = 'contract' | 'server' | 'web';

/** Why `name` needs a build, or null when its output is newer than every input. */
export function staleReason(name: BuildTarget): string | null;

export function ensureBuilt(names: BuildTarget[], options?: { log?: (line: string) => void }): Promise<void>;
