const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many lines an invoice or a credit note embeds; the rest are read through its lines' own list. */
export const EMBEDDED_LINES = 10;

/** Fields Stripe answers only when `expand[]` names them (includable fields of the pinned API version), by object. */
const INCLUDABLE: Partial<Record<string, readonly string[]>> = {
  invoice: ['confirmation_secret', 'payments'],
};

const WITH_LINES = new Set(['invoice', 'credit_note']);

/** A list of lines as an object embeds it: the first ten, `has_more` telling of the rest. */
function embeddedLines(lines: unknown): unknown {
  if (!isRecord(lines) || !Array.isArray(lines.data) || lines.data.length <= EMBEDDED_LINES) return lines;
  return { ...lines, data: lines.data.slice(0, EMBEDDED_LINES), has_more: true };
}

/**
 * An answer (or an event's object) as Stripe sends it: without the provider's private `_local`, with at most ten lines
 * embedded in an invoice or a credit note, and without the includable fields `expand[]` did not name. `expanded` holds
 * the request's paths; `at` is where `value` sits among them (`latest_invoice.`, `data.`).
 */
export function wireView(value: unknown, expanded: readonly string[], at = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => wireView(item, expanded, at));
  if (!isRecord(value)) return value;
  const kind = typeof value.object === 'string' ? value.object : '';
  const hidden = new Set(
    (INCLUDABLE[kind] ?? []).filter(
      (field) => !expanded.some((path) => path === `${at}${field}` || path.startsWith(`${at}${field}.`)),
    ),
  );
  const shown: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === '_local' || hidden.has(key)) continue;
    const inner = wireView(field, expanded, `${at}${key}.`);
    shown[key] = WITH_LINES.has(kind) && key === 'lines' ? embeddedLines(inner) : inner;
  }
  return shown;
}
