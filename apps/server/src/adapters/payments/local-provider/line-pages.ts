import { pageLimit } from './store.js';
import { invalid, missing, type ListPage, type StripeList } from './types.js';

/**
 * `GET /v1/invoices/:id/lines` and `GET /v1/credit_notes/:id/lines`: a page of the object's lines in their order,
 * after `starting_after` or before `ending_before` (a line's id), `has_more` telling whether more lie that way.
 */
export function linesPage<T extends { id: string }>(lines: StripeList<T>, page: ListPage): StripeList<T> {
  if (page.starting_after && page.ending_before)
    throw invalid('You may only specify one of these parameters: ending_before, starting_after.', 'ending_before');
  const limit = pageLimit(page);
  const all = lines.data;
  const cursor = page.starting_after ?? page.ending_before;
  const at = cursor === undefined ? -1 : all.findIndex((line) => line.id === cursor);
  if (cursor !== undefined && at < 0)
    throw missing('line_item', cursor, page.starting_after ? 'starting_after' : 'ending_before');
  if (page.ending_before) {
    const from = Math.max(0, at - limit);
    return { object: 'list', url: lines.url, has_more: from > 0, data: all.slice(from, at) };
  }
  const from = at + 1;
  return { object: 'list', url: lines.url, has_more: all.length > from + limit, data: all.slice(from, from + limit) };
}
