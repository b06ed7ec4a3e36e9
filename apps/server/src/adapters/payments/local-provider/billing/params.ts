import { invalid, LocalStripeError, type ListPage } from '../types.js';

/** Form values as `qs` decodes them: strings for numbers and booleans, arrays or index-keyed objects for lists. */
export type Body = Record<string, unknown>;
export type Metadata = Record<string, string>;

export function text(value: unknown, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  return value;
}

export function required(value: unknown, param: string): string {
  const found = text(value, param);
  if (!found)
    throw new LocalStripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
      code: 'parameter_missing',
      param,
    });
  return found;
}

export function integer(value: unknown, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(parsed))
    throw new LocalStripeError(400, 'invalid_request_error', `Invalid integer: ${String(value)}`, {
      code: 'parameter_invalid_integer',
      param,
    });
  return parsed;
}

export function flag(value: unknown, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalid(`Invalid boolean: ${String(value)}`, param);
}

/** A timestamp param that may also be 'now'. */
export function moment(value: unknown, param: string, now: number): number | undefined {
  return value === 'now' ? now : integer(value, param);
}

export function list(value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  return [value];
}

export function record(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

/** Stripe's `created` filter of a list: an exact time, or a range of `gt`, `gte`, `lt`, `lte` (unix seconds). */
export function createdFilter(value: unknown, param = 'created'): (created: number) => boolean {
  if (value === undefined || value === '') return () => true;
  if (typeof value !== 'object' || value === null) {
    const exact = integer(value, param)!;
    return (created) => created === exact;
  }
  const range = record(value);
  const bound = (key: string) => integer(range[key], `${param}[${key}]`);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

export function strings(value: unknown, param: string): string[] {
  return list(value).map((item, index) => required(item, `${param}[${index}]`));
}

/** Stripe's metadata update: '' clears everything, a key set to '' is removed, other keys are merged. */
export function mergeMetadata(current: Metadata, patch: unknown): Metadata {
  if (patch === undefined) return current;
  if (patch === '') return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(record(patch))) {
    if (value === '') delete merged[key];
    else merged[key] = String(value);
  }
  return merged;
}

export function oneOf<T extends string>(value: unknown, param: string, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(`Invalid ${param}: must be one of ${allowed.join(', ')}`, param);
}

export function pageOf(body: Body): ListPage {
  return {
    limit: integer(body.limit, 'limit'),
    starting_after: text(body.starting_after, 'starting_after'),
    ending_before: text(body.ending_before, 'ending_before'),
  };
}
