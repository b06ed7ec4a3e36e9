// Types of structure.mjs for the TypeScript that imports it (scripts/check-structure.test.ts).

export const MODULE_MAP: string;

export function structureProblems(root: string, planted?: Map<string, string>): string[];
