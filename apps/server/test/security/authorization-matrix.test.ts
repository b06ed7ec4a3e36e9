import type { Role } from '@lodestar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../helpers/database-fingerprint.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { columnOf, type CallerId } from './authorization-callers.js';
import {
  columnsChecked,
  isAllowed,
  routeExpectations,
  type CallSpec,
  type CellContext,
  type Outcome,
  type RouteExpectation,
} from './authorization-expectations.js';
import { documentedMatrix, normalizeMatrix, renderMatrix, writeDocumentedMatrix } from './authorization-markdown.js';
import { buildWorld, type World } from './authorization-world.js';

/**
 * The authorization matrix: every `/api` route of the app's own route table, called by every caller
 * column of authorization-callers.ts, answers what authorization-expectations.ts states; every refusal leaves the
 * database as it was; and docs/security.md shows the same table (UPDATE_SECURITY_MATRIX=1 rewrites it).
 *
 * One world serves the whole run (authorization-world.ts). The refusals go first, route by route, each route's
 * between two fingerprints of the database (the one after a route is the one before the next, so the request
 * builders write nothing for a refused call: they make new targets only for the calls expected to succeed); they
 * aim at the world's standing resources, which they must not change. The calls expected to succeed come after, and
 * on a route that changes things each gets a target of its own (a new device, share, group, invitation or account),
 * so no success takes another cell's target away and the run needs no database per route.
 */

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t?.close());

const deviceKey = { shield_gps: 'gps', shield_card: 'card', smart_lock: 'lock' } as const;

function contextFor(id: CallerId, fresh: boolean): CellContext {
  const column = columnOf(id);
  const caller = id === 'nobody' ? undefined : world.callers[id];
  const kit = world.owner;
  return {
    world,
    column,
    caller,
    kit,
    groups: column.kind === 'role' ? world.groupsOf[id as Role] : kit,
    fresh,
    device: async (type = 'shield_gps', { history = false } = {}) =>
      fresh ? world.device(kit.account, type, { history }) : kit[deviceKey[type]],
    self: async () => (caller && fresh ? world.accountFor(column, `${id}-fresh`) : caller),
  };
}

interface Answer {
  status: number;
  body: unknown;
}

async function send(key: string, spec: CallSpec, ctx: CellContext): Promise<Answer> {
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const who = 'as' in spec ? spec.as : ctx.caller;
  const response = await t.app.inject({
    method,
    url: spec.url,
    headers: { ...(who && { authorization: who.authorization }), ...(spec.cookie && { cookie: spec.cookie }) },
    ...(spec.payload ? { payload: spec.payload } : {}),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // Not JSON (the documentation pages, the CSV file): the text is enough for a report.
  }
  return { status: response.statusCode, body };
}

/** What is wrong with an answer, or undefined when it is what the matrix says. */
function mismatch(expected: Outcome, answer: Answer, spec: CallSpec): string | undefined {
  const got = `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
  if (expected === 'none') {
    if (answer.status !== 200) return `expected 200 without the target's data, got ${got}`;
    if (spec.shows?.(answer.body)) return `expected 200 without the target's data, got it: ${got}`;
    return undefined;
  }
  if (answer.status !== expected) return `expected ${expected}, got ${got}`;
  if (isAllowed(expected) && spec.shows && !spec.shows(answer.body)) return `expected the target's data, got ${got}`;
  return undefined;
}

const entries = Object.entries(routeExpectations);
const cellsOf = (expectation: RouteExpectation) =>
  columnsChecked(expectation).map((id) => ({ id, outcome: expectation.expect[id] as Outcome }));

describe('authorization matrix', () => {
  it('states what every /api route of the route table answers each caller, and nothing else', () => {
    const served = t.app.routeTable
      .filter((route) => route.url.startsWith('/api'))
      .map((route) => `${route.method} ${route.url}`);
    const stated = Object.keys(routeExpectations);
    expect({
      'served but not in the matrix': served.filter((key) => !stated.includes(key)),
      'in the matrix but not served': stated.filter((key) => !served.includes(key)),
    }).toEqual({ 'served but not in the matrix': [], 'in the matrix but not served': [] });
    const incomplete = entries.filter(([, expectation]) =>
      cellsOf(expectation).some(({ outcome }) => outcome === undefined),
    );
    expect(incomplete.map(([key]) => key)).toEqual([]);
  });

  it('every caller gets what the matrix says, and no refusal changes the database', async () => {
    const problems: string[] = [];

    // The refusals, on the standing world, each route's between two fingerprints.
    let before = await databaseFingerprint(t.database);
    for (const [key, expectation] of entries) {
      const refused = cellsOf(expectation).filter(({ outcome }) => !isAllowed(outcome));
      if (refused.length === 0) continue;
      const prepared: { id: CallerId; outcome: Outcome; ctx: CellContext; spec: CallSpec }[] = [];
      for (const { id, outcome } of refused) {
        const ctx = contextFor(id, false);
        prepared.push({ id, outcome, ctx, spec: await expectation.request(ctx) });
      }
      for (const { id, outcome, ctx, spec } of prepared) {
        const problem = mismatch(outcome, await send(key, spec, ctx), spec);
        if (problem) problems.push(`${key} as ${id}: ${problem}`);
      }
      const after = await databaseFingerprint(t.database);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) {
        problems.push(
          `${key}: the refused calls (${refused.map(({ id }) => id).join(', ')}) changed ${changed.join(', ')}`,
        );
      }
      before = after;
    }

    // The calls expected to succeed, each on a target of its own where the route changes things.
    for (const [key, expectation] of entries) {
      for (const { id, outcome } of cellsOf(expectation).filter(({ outcome }) => isAllowed(outcome))) {
        const ctx = contextFor(id, expectation.changes);
        const spec = await expectation.request(ctx);
        const problem = mismatch(outcome, await send(key, spec, ctx), spec);
        if (problem) problems.push(`${key} as ${id}: ${problem}`);
      }
    }

    expect(problems, `${problems.length} cells differ from the matrix:\n${problems.join('\n')}`).toEqual([]);
  }, 150_000);

  it('docs/security.md shows the matrix as stated', () => {
    const rendered = renderMatrix(routeExpectations);
    if (process.env.UPDATE_SECURITY_MATRIX === '1') {
      writeDocumentedMatrix(rendered);
      return;
    }
    expect(
      normalizeMatrix(documentedMatrix()),
      'The authorization matrix in docs/security.md differs from apps/server/test/security/authorization-expectations.ts. ' +
        'Rewrite it with: UPDATE_SECURITY_MATRIX=1 npx vitest run --project integration apps/server/test/security/authorization-matrix.test.ts',
    ).toBe(normalizeMatrix(rendered));
  });
});
