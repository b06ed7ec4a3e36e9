import fc from 'fast-check';
import type { JsonSchema } from './bad-input-schema.js';

/** JSON text that JSON.stringify cannot write (-0, 1e309, integers past 2^53), put into a body as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson tokens. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const HUGE_STRING_LENGTH = 100_000;

const injections = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "admin'--",
  '1; SELECT pg_sleep(0); --',
  '$1',
  '{"$gt": ""}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
];
/** LIKE and regular-expression metacharacters, for the searches. */
const patternCharacters = ['%', '_', '\\', '\\%', '%_%', '[', '(', '*', '.*', '?', '^$'];
const oddUnicode = [
  '\uD800',
  'a\uDC00b',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  'zero\u200Bwidth\uFEFF',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\u0007\u001B[31m',
  '\uFFFF\uFFFE',
  '\u{10FFFF}',
  'ﷺ𒐫',
  '   ',
  '',
];

/** Strings an attacker or a broken client sends: injections, odd Unicode, NUL, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...injections, ...patternCharacters, ...oddUnicode, 'a\u0000b') },
  { weight: 1, arbitrary: fc.constantFrom(HUGE_STRING_LENGTH, 10_000, 301).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Numbers at and past the edges of what JSON, JavaScript, PostgreSQL's integer and the schema allow. */
export function extremeNumber(schema: JsonSchema): fc.Arbitrary<number | RawJson> {
  const edges = [schema.minimum, schema.maximum].filter((value): value is number => value !== undefined && Number.isFinite(value));
  return fc.oneof(
    fc.constantFrom(...edges.flatMap((edge) => [edge - 1, edge + 1, edge + 0.5]), -1, 0.5, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324),
    fc.constantFrom('-0', '1e309', '-1e309', '123456789012345678901234567890', '9007199254740993', '1E2', '0.0000000000000000000001').map((text) => new RawJson(text)),
    fc.double(),
  );
}

/** Dates far away, and strings that only look like dates. */
export const farDate = fc.constantFrom(
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '2038-01-19T03:14:08Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '2024-02-30T00:00:00Z',
  '2024-13-01T00:00:00Z',
  'yesterday',
);

/** A value of a JSON type other than the schema's. */
export function wrongTyped(schema: JsonSchema): fc.Arbitrary<unknown> {
  const others: Record<string, unknown[]> = {
    string: [0, -1, true, [], ['x'], {}, { $ne: null }],
    number: ['1', '', true, [], {}, [1]],
    integer: ['1', 1.5, true, [], {}],
    boolean: ['true', 1, 0, 'yes', [], {}],
    array: ['x', 1, {}, { 0: 'x', length: 1 }, true],
    object: ['x', 1, [], [{}], true],
  };
  return fc.constantFrom(...(others[schema.type ?? 'string'] ?? others.string!));
}

const percentByte = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Percent-encodes every byte but the unreserved ones; lone surrogates go as the replacement character. */
export function encodeSegment(text: string): string {
  return [...new TextEncoder().encode(text)].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : percentByte(byte))).join('');
}

/** A path segment that a URL parser folds away (".", ".."): it would leave the route rather than fill its parameter. */
const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment);

/** Path parameter values as they stand in the URL: traversal, broken escapes, over-long, hostile text encoded. */
export const hostileSegment: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e%252f',
      '..%5C..%5Cwindows',
      '%c0%ae%c0%ae%c0%af',
      '%ED%A0%80',
      '%E0%A4%A',
      '%',
      '%zz',
      'a'.repeat(301),
      'b'.repeat(10_000),
      '00000000-0000-4000-8000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '-1',
      '0',
      'null',
      'undefined',
      '%00',
    ),
    hostileString.map(encodeSegment),
  )
  .filter((segment) => !isDotSegment(segment) && segment !== '');

/** Query values: numbers JavaScript reads oddly, broken escapes, and hostile text encoded. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '-0', '1e308', '1e309', '0x10', '1_000', ' 1', '1.5', '', '99999999999999999999', '-1', 'true', 'null', '%ED%A0%80', '%zz'),
  hostileString.map(encodeSegment),
);
