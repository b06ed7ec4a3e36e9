import { OsmandDecodeError } from './decode-error.js';

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Typed reads from one JSON object; a field left out or sent as null reads as null, a wrong type is refused. */
export class JsonFields {
  private constructor(
    private readonly fields: JsonObject,
    private readonly path: string,
  ) {}

  /** The request body, whose fields are named bare in messages. */
  static root(body: unknown): JsonFields {
    if (!isJsonObject(body)) throw new OsmandDecodeError('The body must be a JSON object.');
    return new JsonFields(body, '');
  }

  /** `path` names the object in messages, e.g. location.coords. */
  static of(value: unknown, path: string): JsonFields {
    if (!isJsonObject(value)) throw new OsmandDecodeError(`${path} must be a JSON object.`);
    return new JsonFields(value, path);
  }

  name(key: string): string {
    return this.path === '' ? key : `${this.path}.${key}`;
  }

  /** Own fields only: a key such as constructor is not inherited from Object.prototype. */
  raw(key: string): unknown {
    return Object.hasOwn(this.fields, key) ? (this.fields[key] ?? null) : null;
  }

  entries(): [string, unknown][] {
    return Object.entries(this.fields);
  }

  number(key: string): number | null {
    return this.typed(key, isFiniteNumber, 'a number');
  }

  string(key: string): string | null {
    return this.typed(key, isString, 'a string');
  }

  boolean(key: string): boolean | null {
    return this.typed(key, isBoolean, 'true or false');
  }

  object(key: string): JsonFields | null {
    const value = this.raw(key);
    return value === null ? null : JsonFields.of(value, this.name(key));
  }

  private typed<T>(key: string, isExpected: (value: unknown) => value is T, expected: string): T | null {
    const value = this.raw(key);
    if (value === null) return null;
    if (!isExpected(value)) throw new OsmandDecodeError(`${this.name(key)} must be ${expected}.`);
    return value;
  }
}
