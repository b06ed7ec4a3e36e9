import fc from 'fast-check';
import type { TestApp } from '../helpers/test-app.js';
import { validParts } from './bad-input-arbitraries.js';
import type { Fixture } from './bad-input-fixture.js';
import { toRequest } from './bad-input-requests.js';
import type { RouteSpec, RouteSpecs } from './bad-input-routes.js';

/**
 * Who sends the bad requests (their Authorization header): the owner to a route behind sign-in; nobody to a public
 * one, and also the device when its credential is what the route asks for (the native ingest checks it after
 * validation). Only public routes are called with their valid request to find that out.
 */
export async function callersOf(t: TestApp, route: RouteSpec, specs: RouteSpecs, fixture: Fixture): Promise<(string | undefined)[]> {
  const [valid] = fc.sample(validParts(route, specs, fixture), { numRuns: 1, seed: 1 });
  const statusAs = async (authorization: string | undefined, brokenBody = false) => {
    const parts = { ...valid!, ...(brokenBody ? { body: { text: '{' } } : {}) };
    return (await t.app.inject(toRequest(route, parts, [], authorization).options)).statusCode;
  };
  // The guards run before the body is read: a route behind sign-in refuses nobody even a body that is not JSON.
  if ((await statusAs(undefined, route.method !== 'GET')) === 401) return [fixture.authorization];
  const deviceOnly = (await statusAs(undefined)) === 401 && (await statusAs(fixture.deviceAuthorization)) !== 401;
  return deviceOnly ? [undefined, fixture.deviceAuthorization] : [undefined];
}
