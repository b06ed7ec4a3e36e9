import fc from 'fast-check';
import { bodyValue, valueAt, withValueAt, type Mutation, type Parts } from './bad-input-requests.js';
import type { RouteSpec } from './bad-input-routes.js';
import { fieldsOf, isRecord, type Field, type JsonSchema } from './bad-input-schema.js';
import { HUGE_STRING_LENGTH, extremeNumber, farDate, hostileQueryValue, hostileSegment, hostileString, jsonText, wrongTyped } from './bad-input-values.js';

const BODY_LIMIT = 1024 * 1024;

type Weighted = { weight: number; arbitrary: fc.Arbitrary<Mutation> };

const mutation = (label: string, apply: (parts: Parts) => Parts): Mutation => ({ label, apply });
const setBody = (parts: Parts, value: unknown): Parts => ({ ...parts, body: { value } });
const setText = (parts: Parts, text: string, headers: Record<string, string> = {}): Parts => ({
  ...parts,
  body: { text },
  headers: { ...parts.headers, ...headers },
});
const isType = (field: Field, ...types: string[]) => types.includes(field.schema.type ?? '') && !field.schema.enum;

/** The field set to the value, labelled with what it became. */
const setField = (field: Field, value: unknown, shown: string = JSON.stringify(value)) =>
  mutation(`body.${field.path.join('.')} ← ${shown}`, (parts) => setBody(parts, withValueAt(bodyValue(parts), field.path, value)));

/** As many copies of the field's first item as asked for. */
const repeatedItems = (field: Field, length: number) =>
  mutation(`body.${field.path.join('.')} ← ${length} items`, (parts) => {
    const item = valueAt(bodyValue(parts), [...field.path, 0]) ?? 'x';
    return setBody(parts, withValueAt(bodyValue(parts), field.path, Array.from({ length }, () => item)));
  });

/** Changes to one field of the body: each makes it invalid by construction, except where noted. */
function fieldMutations(fields: Field[]): Weighted[] {
  const pick = (predicate: (field: Field) => boolean) => fields.filter(predicate);
  const missing = (field: Field) =>
    mutation(`body.${field.path.join('.')} missing`, (parts) => setBody(parts, withValueAt(bodyValue(parts), field.path, undefined, true)));
  // One past the limit, or huge where there is none.
  const overLength = (field: Field) => (field.schema.maxLength === undefined ? HUGE_STRING_LENGTH : field.schema.maxLength + 1);
  const overItems = (field: Field) => (field.schema.maxItems === undefined ? 20_000 : field.schema.maxItems + 1);
  const families: [number, Field[], (field: Field) => fc.Arbitrary<Mutation>][] = [
    [4, fields, (field) => wrongTyped(field.schema).map((value) => setField(field, value))],
    [3, pick((field) => field.required), (field) => fc.constant(missing(field))],
    [2, pick((field) => isType(field, 'string')), (field) => fc.constant(setField(field, 'x'.repeat(overLength(field)), `${overLength(field)} chars`))],
    [2, pick((field) => isType(field, 'array')), (field) => fc.constantFrom(overItems(field), 100_000).map((length) => repeatedItems(field, length))],
    [2, pick((field) => Boolean(field.schema.enum)), (field) => fc.constantFrom('not-an-option', String(field.schema.enum?.[0]).toUpperCase(), 99).map((value) => setField(field, value))],
    // Numbers past the edges; some (-0, 2^31) are valid for a schema without bounds.
    [2, pick((field) => isType(field, 'number', 'integer')), (field) => extremeNumber(field.schema).map((value) => setField(field, value, jsonText(value)))],
    // Hostile text and far dates may well be valid: they must then be stored or refused, never crash.
    [2, pick((field) => isType(field, 'string') && field.schema.format !== 'date-time'), (field) => hostileString.map((value) => setField(field, value, `hostile ${JSON.stringify(value.slice(0, 40))}`))],
    [1, pick((field) => field.schema.format === 'date-time'), (field) => farDate.map((value) => setField(field, value))],
  ];
  return families
    .filter(([, applicable]) => applicable.length > 0)
    .map(([weight, applicable, make]) => ({ weight, arbitrary: fc.constantFrom(...applicable).chain(make) }));
}

const unknownKeys = ['__proto__', 'constructor', 'isAdmin', 'roles', '_id', 'userId', 'owner', 'emailVerifiedAt', 'unknownField'];

/** Whole-body changes: a body that is not an object, unknown keys (which zod strips or refuses). */
function bodyMutations(route: RouteSpec, fields: Field[]): Weighted[] {
  const objectPaths = [[], ...fields.filter((field) => field.schema.type === 'object').map((field) => field.path)];
  return [
    { weight: 2, arbitrary: fc.constantFrom<unknown>([], 'body', 1, null, true, [{}]).map((value) => mutation(`body ← ${JSON.stringify(value)}`, (parts) => setBody(parts, value))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...objectPaths), fc.constantFrom(...unknownKeys), fc.constantFrom<unknown>('x', ['admin'], { polluted: true }, 1))
        .map(([path, key, value]) => mutation(`body.${[...path, key].join('.')} (unknown) ← ${JSON.stringify(value)}`, (parts) => setBody(parts, isRecord(bodyValue(parts)) || path.length ? withValueAt(bodyValue(parts), [...path, key], value) : { [key]: value }))),
    },
    ...(route.body?.required ? [{ weight: 1, arbitrary: fc.constant(mutation('no body', (parts) => ({ ...parts, body: undefined }))) }] : []),
  ];
}

const hostileCredentials: [string, string][] = [
  ['authorization', `Bearer ${'x'.repeat(10_000)}`],
  ['authorization', "Bearer ' OR 1=1 --"],
  ['authorization', 'Bearer lsk_00000000000000000000000000000000'],
  ['authorization', 'Basic YWRtaW46YWRtaW4='],
  ['authorization', 'Device ../../etc/passwd'],
  ['authorization', 'Bearer'],
  ['x-api-key', "' OR 1=1 --"],
  ['x-api-key', 'y'.repeat(10_000)],
  ['x-request-id', '../../etc/passwd'],
];

/** Credentials that are no credentials: refused as nobody, whatever else the request holds. */
function credentialMutations(): Weighted[] {
  return [
    {
      weight: 1,
      arbitrary: fc.constantFrom(...hostileCredentials).map(([name, value]) => mutation(`${name}: ${value.slice(0, 40)}`, (parts) => ({ ...parts, headers: { ...parts.headers, [name]: value } }))),
    },
  ];
}

const badJson = ['{', '{"a":}', "{'a':1}", '{"a":1,}', '{"a":NaN}', '{"a":Infinity}', '\uFEFF{}', '{"a":1}{"b":2}', 'nul', '[1,2', '{"a":"\\uZZZZ"}', '{"a":"\\x"}', '<?xml version="1.0"?><a/>'];
const wrongContentTypes = ['application/json; charset=utf-16le', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream', 'image/png', 'application/json-patch+json', 'text/html; charset=utf-8'];

/** How the body travels: broken JSON, another content type, too large, a lying Content-Length, an encoding. */
function transportMutations(): Weighted[] {
  const text = (parts: Parts) => (parts.body === undefined ? '{}' : 'text' in parts.body ? parts.body.text : jsonText(parts.body.value));
  return [
    { weight: 2, arbitrary: fc.constantFrom(...badJson).map((json) => mutation(`bad JSON ${JSON.stringify(json)}`, (parts) => setText(parts, json))) },
    { weight: 2, arbitrary: fc.constantFrom(...wrongContentTypes).map((type) => mutation(`content-type ${type}`, (parts) => setText(parts, text(parts), { 'content-type': type }))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(BODY_LIMIT + 1, 5 * BODY_LIMIT).map((size) =>
        mutation(`${size} byte body`, (parts) => setText(parts, `{"padding":"${'x'.repeat(size - 15)}"}`)),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('1', '999999').map((length) => mutation(`content-length ${length}`, (parts) => setText(parts, text(parts), { 'content-length': length }))) },
    { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'x-unknown').map((encoding) => mutation(`content-encoding ${encoding}`, (parts) => setText(parts, text(parts), { 'content-encoding': encoding }))) },
  ];
}

/** A path parameter replaced by traversal, broken escapes, over-long or hostile text. */
function paramMutations(route: RouteSpec): Weighted[] {
  const names = Object.keys(route.params);
  if (names.length === 0) return [];
  const arbitrary = fc
    .tuple(fc.constantFrom(...names), hostileSegment)
    .map(([name, segment]) => mutation(`:${name} ← ${segment.slice(0, 60)}`, (parts) => ({ ...parts, params: { ...parts.params, [name]: segment } })));
  return [{ weight: 4, arbitrary }];
}

const isStrictlyTyped = (schema: JsonSchema) => schema.type !== 'string' || Boolean(schema.enum ?? schema.pattern ?? schema.format);

/** Query values of the wrong kind, repeated or bracketed names, unknown parameters, huge values. */
function queryMutations(route: RouteSpec): Weighted[] {
  const names = route.query.map((parameter) => parameter.name);
  const add = (piece: string) => (parts: Parts) => ({ ...parts, query: [...parts.query, piece] });
  const unknown: Weighted = {
    weight: 1,
    arbitrary: fc.constantFrom('isAdmin=true', '__proto__[admin]=1', 'constructor[prototype][x]=1', 'userId=1', `x=${'y'.repeat(10_000)}`).map((piece) => mutation(`query ${piece.slice(0, 40)} (unknown)`, add(piece))),
  };
  if (names.length === 0) return [unknown];
  const typed = route.query.filter((parameter) => isStrictlyTyped(parameter.schema)).map((parameter) => parameter.name);
  return [
    unknown,
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...names), hostileQueryValue).map(([name, value]) => mutation(`query ${name}=${value.slice(0, 40)}`, add(`${name}=${value}`))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), fc.constantFrom('=1&{name}=2', '[]=1', '[x]=1', '[0]=1'))
        .map(([name, shape]) => mutation(`query ${name} as a list or object`, add(`${name}${shape.replace('{name}', name)}`))),
    },
    ...(typed.length ? [{ weight: 2, arbitrary: fc.tuple(fc.constantFrom(...typed), fc.constantFrom('not-a-value', 'x'.repeat(HUGE_STRING_LENGTH))).map(([name, value]) => mutation(`query ${name} ← ${value.slice(0, 20)}`, add(`${name}=${value}`))) }] : []),
  ];
}

/** Every way this route's request can be made bad, weighted so that most are invalid by construction. */
export function mutationsOf(route: RouteSpec, baseBody: unknown, components: Record<string, JsonSchema>): fc.Arbitrary<Mutation> {
  const fields = route.body ? fieldsOf(route.body.schema, baseBody, components) : [];
  const hasBody = route.body !== undefined;
  return fc.oneof(
    ...(hasBody ? [...fieldMutations(fields), ...bodyMutations(route, fields)] : []),
    ...(route.method === 'GET' ? [] : transportMutations()),
    ...paramMutations(route),
    ...queryMutations(route),
    ...credentialMutations(),
  );
}
