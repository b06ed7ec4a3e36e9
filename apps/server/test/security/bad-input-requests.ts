import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteSpec } from './bad-input-routes.js';
import { jsonText } from './bad-input-values.js';

/** A request as its parts: URL segments and query pieces already encoded, the body as a value or as raw text. */
export interface Parts {
  params: Record<string, string>;
  query: string[];
  body: { value: unknown } | { text: string } | undefined;
  headers: Record<string, string>;
}

/** One change that makes a request bad, named for the report of a failing case. */
export interface Mutation {
  label: string;
  apply(parts: Parts): Parts;
}

/** A generated request, printed by fast-check as what it is rather than as a 100 kB object. */
export class BadRequest {
  constructor(
    readonly labels: string[],
    readonly options: InjectOptions & { method: string; url: string },
  ) {}

  [fc.toStringMethod]() {
    return this.describe();
  }

  describe() {
    const payload = typeof this.options.payload === 'string' ? this.options.payload : '';
    const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text);
    return `${this.labels.join(' + ')}: ${this.options.method} ${short(this.options.url)} ${JSON.stringify(this.options.headers)} ${short(payload)}`;
  }
}

export function toRequest(route: RouteSpec, parts: Parts, labels: string[], authorization: string | undefined): BadRequest {
  const path = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => parts.params[name ?? '*'] ?? '');
  const url = parts.query.length ? `${path}?${parts.query.join('&')}` : path;
  const payload = parts.body && ('text' in parts.body ? parts.body.text : jsonText(parts.body.value));
  const headers = {
    ...(authorization ? { authorization } : {}),
    ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    ...parts.headers,
  };
  return new BadRequest(labels, { method: route.method as InjectOptions['method'] & string, url, headers, ...(payload !== undefined ? { payload } : {}) });
}

/** Sets (or, with `remove`, deletes) the value at a path of a copy of the body; `__proto__` becomes an own key. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...(body as unknown[])] : { ...(body as Record<string, unknown>) }) as Record<string | number, unknown>;
  if (rest.length === 0 && remove) {
    delete copy[head];
    return copy;
  }
  Object.defineProperty(copy, head, { value: withValueAt(copy[head], rest, value, remove), enumerable: true, writable: true, configurable: true });
  return copy;
}

export const bodyValue = (parts: Parts): unknown => (parts.body && 'value' in parts.body ? parts.body.value : undefined);

export const valueAt = (body: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined), body);
