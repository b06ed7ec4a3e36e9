import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses for params, query strings and bodies (zod's output). */
export interface JsonSchema {
  $ref?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** A value a field of this name should hold to be valid for the fixture (an owned device's serial, ...), if known. */
export type Hints = (field: string, siblings: Record<string, unknown>) => unknown;

/** Follows `$ref`s into the document's components; the first alternative of a union stands for it. */
export function concrete(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`unknown schema reference ${schema.$ref}`);
    return concrete(target, components);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  return alternatives?.[0] && !schema.type ? concrete(alternatives[0], components) : schema;
}

/** Formats and patterns whose valid values a plain string would miss. */
function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'bad-input.friend@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return new Date(Date.now() + 30 * 86_400_000).toISOString();
  if (schema.pattern) {
    // A bounded search: a filter over stringMatching would spin for ever on a pattern whose samples are all shorter
    // than minLength (`^[A-Za-z0-9_-]+$` with 16 at least), so repeated letters are tried too.
    const pattern = new RegExp(schema.pattern);
    const repeated = ['x', 'a', '0'].map((letter) => letter.repeat(Math.max(schema.minLength ?? 1, 1)));
    const candidates = [...fc.sample(fc.stringMatching(pattern), { numRuns: 200, seed: 1 }), ...repeated];
    return candidates.find((text) => fitsLength(schema, text) && pattern.test(text)) ?? '';
  }
  const text = 'Bad input';
  return fitsLength(schema, text) ? text : 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

const fitsLength = (schema: JsonSchema, text: string) =>
  text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);

function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? -Infinity;
  const high = schema.maximum ?? Infinity;
  const preferred = [1, 0, low, high].find((value) => Number.isFinite(value) && value >= low && value <= high);
  return preferred ?? 0;
}

/**
 * A value the schema admits, as far as JSON Schema can tell (zod refinements are not in it): hints first, then
 * the first option of an enum or union, then a plain value of the type. Objects get their required properties,
 * or their first one when none is required (updates refuse an empty body).
 */
export function sampleOf(schema: JsonSchema, components: Record<string, JsonSchema>, hints: Hints, field = '', siblings: Record<string, unknown> = {}): unknown {
  const hinted = hints(field, siblings);
  if (hinted !== undefined) return hinted;
  const resolved = concrete(schema, components);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  switch (resolved.type) {
    case 'string':
      return sampleString(resolved);
    case 'number':
    case 'integer':
      return sampleNumber(resolved);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(resolved.minItems ?? 0, 1) }, () => sampleOf(resolved.items ?? {}, components, hints, field));
    case 'object': {
      const names = Object.keys(resolved.properties ?? {});
      const chosen = resolved.required?.length ? resolved.required : names.slice(0, 1);
      const value: Record<string, unknown> = {};
      for (const name of chosen) value[name] = sampleOf(resolved.properties?.[name] ?? {}, components, hints, name, value);
      return value;
    }
    default:
      return 'x';
  }
}

/** A place in a body: the path to it, its schema, and whether its object requires it. */
export interface Field {
  path: (string | number)[];
  schema: JsonSchema;
  required: boolean;
}

/** Each alternative of a union (a time as epoch seconds or as ISO 8601), or the schema itself. */
const alternativesOf = (schema: JsonSchema, components: Record<string, JsonSchema>) =>
  (schema.anyOf ?? schema.oneOf ?? [schema]).map((alternative) => concrete(alternative, components));

/**
 * Every property the schema declares along the sample (present or not, once per alternative of a union), nested
 * objects and first array items too.
 */
export function fieldsOf(schema: JsonSchema, value: unknown, components: Record<string, JsonSchema>, path: (string | number)[] = []): Field[] {
  const resolved = concrete(schema, components);
  if (resolved.type === 'object' && resolved.properties && isRecord(value)) {
    return Object.entries(resolved.properties).flatMap(([name, child]) => [
      ...alternativesOf(child, components).map((alternative) => ({ path: [...path, name], schema: alternative, required: resolved.required?.includes(name) ?? false })),
      ...(name in value ? fieldsOf(child, value[name], components, [...path, name]) : []),
    ]);
  }
  if (resolved.type === 'array' && resolved.items && Array.isArray(value) && value.length > 0) {
    return [
      { path: [...path, 0], schema: concrete(resolved.items, components), required: true },
      ...fieldsOf(resolved.items, value[0], components, [...path, 0]),
    ];
  }
  return [];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
