import { invalid, type StripeObject } from './types.js';

type Find = (id: string) => Promise<StripeObject | undefined>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stripe's `expand[]`: each dotted path names fields whose ids are replaced by the objects; ids on the way are expanded
 * too, and arrays (a list's `data`) are walked item by item.
 */
export async function expand(value: unknown, paths: string[], find: Find): Promise<unknown> {
  let result = value;
  for (const path of paths) {
    const segments = path.split('.');
    const listed = isRecord(result) && result.object === 'list' && segments[0] === 'data';
    if (segments.length - (listed ? 1 : 0) > 4)
      throw invalid(`You cannot expand more than 4 levels of a property. Property: ${path}`, 'expand');
    result = await expandAt(result, segments, path, find);
  }
  return result;
}

async function expandAt(node: unknown, segments: string[], path: string, find: Find): Promise<unknown> {
  if (segments.length === 0) return node;
  if (Array.isArray(node)) {
    const items: unknown[] = [];
    for (const item of node) items.push(await expandAt(item, segments, path, find));
    return items;
  }
  if (!isRecord(node)) return node;
  const [head, ...rest] = segments as [string, ...string[]];
  if (!(head in node)) throw invalid(`This property cannot be expanded (${path}).`, 'expand');
  return { ...node, [head]: await expandAt(await resolve(node[head], find), rest, path, find) };
}

async function resolve(value: unknown, find: Find): Promise<unknown> {
  if (typeof value === 'string') return (await find(value)) ?? value;
  if (!Array.isArray(value)) return value;
  const items: unknown[] = [];
  for (const item of value) items.push(typeof item === 'string' ? ((await find(item)) ?? item) : item);
  return items;
}
