import fc from 'fast-check';
import type { Fixture } from './bad-input-fixture.js';
import { mutationsOf } from './bad-input-mutations.js';
import { toRequest, type BadRequest, type Parts } from './bad-input-requests.js';
import type { RouteSpec, RouteSpecs } from './bad-input-routes.js';
import { concrete, sampleOf } from './bad-input-schema.js';
import { encodeSegment } from './bad-input-values.js';

const sampleBody = (route: RouteSpec, { components }: RouteSpecs, fixture: Fixture) =>
  route.body ? sampleOf(route.body.schema, components, fixture.hints) : undefined;

/**
 * The route's request as a valid one would be: real resources in the path (any that fit), its required query
 * values, and a body sampled from the schema with the fixture's values.
 */
export function validParts(route: RouteSpec, specs: RouteSpecs, fixture: Fixture): fc.Arbitrary<Parts> {
  const params = Object.entries(route.params).map(([name, schema]) => {
    const values = fixture.paramValues(name, concrete(schema, specs.components), route.url).map(encodeSegment);
    return [name, fc.constantFrom(...values)] as const;
  });
  const query = route.query
    .filter((parameter) => parameter.required)
    .map(({ name, schema }) => `${name}=${encodeSegment(String(sampleOf(schema, specs.components, fixture.hints, name)))}`);
  const body = route.body ? { value: sampleBody(route, specs, fixture) } : undefined;
  return fc.record(Object.fromEntries(params)).map((chosen) => ({ params: chosen, query, body, headers: {} }));
}

/** Bad requests to one route: its valid request with one mutation, sometimes two. */
export function badRequests(route: RouteSpec, specs: RouteSpecs, fixture: Fixture, authorization: string | undefined): fc.Arbitrary<BadRequest> {
  const mutations = mutationsOf(route, sampleBody(route, specs, fixture), specs.components);
  return fc.tuple(validParts(route, specs, fixture), mutations, fc.option(mutations, { freq: 3 })).map(([valid, first, second]) => {
    const applied = second ? [first, second] : [first];
    const parts = applied.reduce((current, mutation) => mutation.apply(current), valid);
    return toRequest(route, parts, applied.map((mutation) => mutation.label), authorization);
  });
}

/** A few bad requests, sent together between two fingerprints. */
export const batchesOf = (requests: fc.Arbitrary<BadRequest>, size: number) => fc.array(requests, { minLength: size, maxLength: size });
