import type { LocalStore } from '../store.js';
import type { StripeObject } from '../types.js';

/** Top-level fields of `before` that differ in `after`, as Stripe's `previous_attributes`. */
export function previousAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === '_local') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

/** Saves `after` and emits `<object>.updated` with what changed, when something visible did. */
export async function saveUpdated<T extends StripeObject>(store: LocalStore, before: T, after: T): Promise<T> {
  await store.save(after);
  const previous = previousAttributes(before, after);
  if (Object.keys(previous).length > 0) await store.emit(`${after.object}.updated`, after, previous);
  return after;
}

export async function insertCreated<T extends StripeObject>(store: LocalStore, object: T): Promise<T> {
  await store.insert(object);
  await store.emit(`${object.object}.created`, object);
  return object;
}

/** Stripe's answer to a deletion. */
export function deleted(object: StripeObject): StripeObject {
  return { id: object.id, object: object.object, deleted: true };
}
