import { errorBodySchema } from '@lodestar/contract';

/** The error answers a route can give, for the OpenAPI document; the error handler produces them. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as { [K in S[number]]: typeof errorBodySchema };
}
