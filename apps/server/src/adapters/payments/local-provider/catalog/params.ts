import { invalid, LocalStripeError, type ListPage } from '../types.js';

/** A form body as `qs` decodes it: numbers and booleans arrive as strings, `''` means "unset". */
export type Body = Record<string, unknown>;
export type Metadata = Record<string, string>;

export function rejectUnknown(body: Body, allowed: readonly string[]): void {
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown)
    throw new LocalStripeError(400, 'invalid_request_error', `Received unknown parameter: ${unknown}`, {
      code: 'parameter_unknown',
      param: unknown,
    });
}

export function missingParam(param: string): LocalStripeError {
  return new LocalStripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
}

export function text(value: unknown, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  return value;
}

/** A string that `''` clears: undefined when absent, null when cleared. */
export function nullableText(value: unknown, param: string): string | null | undefined {
  const found = text(value, param);
  return found === '' ? null : found;
}

export function requiredText(value: unknown, param: string): string {
  const found = text(value, param);
  if (!found) throw missingParam(param);
  return found;
}

export function integer(value: unknown, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw new LocalStripeError(400, 'invalid_request_error', `Invalid integer: ${String(value)}`, {
      code: 'parameter_invalid_integer',
      param,
    });
  }
  return Number(value);
}

export function decimal(value: unknown, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed)) throw invalid(`Invalid decimal: ${String(value)}`, param);
  return parsed;
}

export function flag(value: unknown, param: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalid(`Invalid boolean: ${String(value)}`, param);
}

export function oneOf<T extends string>(value: unknown, param: string, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(`Invalid ${param}: must be one of ${allowed.join(', ')}`, param);
}

export function record(value: unknown, param: string): Body | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`Invalid object: ${param}`, param);
  return value as Body;
}

/** `qs` answers lists as arrays, or as index-keyed objects past its array limit. */
export function strings(value: unknown, param: string): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? Object.values(value)
      : [value];
  return items.map((item, index) => requiredText(item, `${param}[${index}]`));
}

/** Stripe's metadata update: `''` clears all, a key set to `''` is removed, other keys are merged (values are strings). */
export function mergeMetadata(current: Metadata, patch: unknown): Metadata {
  if (patch === undefined) return current;
  if (patch === '') return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(record(patch, 'metadata') ?? {})) {
    if (typeof value !== 'string')
      throw invalid(`Invalid metadata value for ${key}: must be a string`, `metadata[${key}]`);
    if (key.length > 40) throw invalid('Metadata keys can have a maximum length of 40 characters.', `metadata[${key}]`);
    if (value.length > 500)
      throw invalid('Metadata values can have a maximum length of 500 characters.', `metadata[${key}]`);
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > 50) throw invalid('Metadata can have a maximum of 50 keys.', 'metadata');
  return merged;
}

export function pageOf(body: Body): ListPage {
  return {
    limit: integer(body.limit, 'limit'),
    starting_after: text(body.starting_after, 'starting_after'),
    ending_before: text(body.ending_before, 'ending_before'),
  };
}

export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'created'] as const;

/** Stripe's `created` list filter: a timestamp, or a range of `gt`, `gte`, `lt`, `lte`. */
export function createdFilter(value: unknown): (item: { created?: number }) => boolean {
  if (value === undefined || value === '') return () => true;
  if (typeof value === 'string') {
    const exact = integer(value, 'created');
    return (item) => item.created === exact;
  }
  const range = record(value, 'created') ?? {};
  const bound = (name: string) => integer(range[name], `created[${name}]`);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return ({ created = 0 }) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/** Stripe's `address` hash with every field present. */
export function address(value: unknown, param: string): Record<string, string | null> | null | undefined {
  if (value === '') return null;
  const given = record(value, param);
  if (!given) return undefined;
  const field = (name: string) => nullableText(given[name], `${param}[${name}]`) ?? null;
  return {
    city: field('city'),
    country: field('country'),
    line1: field('line1'),
    line2: field('line2'),
    postal_code: field('postal_code'),
    state: field('state'),
  };
}

/** Applies the defined fields of `changes` onto `target` (undefined means "not given"). */
export function assignDefined<T extends object>(target: T, changes: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}
