import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../helpers/accounts.js';
import { sendRaw } from '../helpers/raw-http.js';
import { listen } from '../helpers/sockets.js';
import { createTestApp } from '../helpers/test-app.js';
import { batchesOf } from './bad-input-arbitraries.js';
import { expectRefusalsChangeNothing, type Send } from './bad-input-checks.js';
import { toRequest } from './bad-input-requests.js';
import { loadRouteSpecs, routeName } from './bad-input-routes.js';

const seed = Number(process.env.BAD_INPUT_SEED ?? 20_261_124);

/** Path traversal as it arrives from a client that sends the path as it is (a URL parser would fold the dots). */
const TRAVERSALS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//....//etc/passwd',
  '..\\..\\..\\..\\etc\\passwd',
  '%252e%252e%252f%252e%252e%252fetc%252fpasswd',
  '..;/..;/..;/etc/passwd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  '/etc/passwd',
  '../../../../../../proc/self/environ',
  '../../package.json',
  '../../../../apps/server/src/app.ts',
  '../../../../node_modules/.package-lock.json',
];
/** What the answer would hold had a file been read: /etc/passwd, the environment, package.json, the source. */
const DISCLOSED = /root:x?:0:0|PATH=\/|"workspaces"|"lockfileVersion"|buildApp\(/;

const t = await createTestApp();
const baseUrl = await listen(t);
const { authHeader } = await createVerifiedUser(t);
const routes = (await loadRouteSpecs(t.app)).routes.filter((route) => Object.keys(route.params).length > 0);
afterAll(() => t.close());

/** Sends the request over a real connection, the path byte for byte as written. */
const overTheWire: Send = (bad) =>
  sendRaw(baseUrl, { path: bad.options.url, method: bad.options.method, headers: bad.options.headers as Record<string, string> });

const traversal = fc.tuple(fc.constantFrom(...routes), fc.constantFrom(...TRAVERSALS)).chain(([route, path]) =>
  fc.constantFrom(...Object.keys(route.params)).map((name) => {
    const params = Object.fromEntries(Object.keys(route.params).map((other) => [other, other === name ? path : 'x']));
    return toRequest(route, { params, query: [], body: undefined, headers: {} }, [`${routeName(route)} :${name} ← ${path}`], authHeader);
  }),
);

/** Sent over the wire, and the answer holds no file's content. */
const readingNoFile: Send = async (request) => {
  const answer = await overTheWire(request);
  expect(answer.body, `a file was read for ${request.describe()}`).not.toMatch(DISCLOSED);
  return answer;
};

describe('path traversal in path parameters, over a real connection', () => {
  it('is refused below 500 with the error body, reads no file and changes nothing, on every route with a parameter', async () => {
    await fc.assert(
      fc.asyncProperty(batchesOf(traversal, 6), (requests) => expectRefusalsChangeNothing(t, requests, readingNoFile)),
      { numRuns: 12, seed },
    );
  });
});
