import type { z } from 'zod';

/** The bounds a contract's number schema sets, so that a control offers exactly what the server accepts. */
export function rangeOf(schema: z.ZodNumber): { min: number; max: number } {
  const { minValue: min, maxValue: max } = schema;
  if (min === null || max === null) throw new Error('This number schema has no bounds.');
  return { min, max };
}
