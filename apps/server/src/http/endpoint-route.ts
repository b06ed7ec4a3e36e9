import type { Endpoint, EndpointSpec } from '@lodestar/contract';

/**
 * The method, URL and schema of a route, taken from its endpoint in the contract. Spread into `app.route`, so that
 * Fastify types the handler's params, query, body and answer from the same schemas the web app calls with.
 */
export function routeOf<S extends EndpointSpec>(endpoint: Endpoint<S>) {
  const { method, path, tags, summary, description, security, headers, params, query, body, produces, responses } = endpoint;
  return {
    method,
    url: path,
    schema: {
      tags: [...tags],
      summary,
      ...(description !== undefined && { description }),
      ...(security && { security: [] }),
      ...(produces && { produces: [...produces] }),
      // A key present but undefined makes Fastify warn that the schema is missing: only the call's own parts.
      ...(headers && { headers }),
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      response: responses,
    },
  } as {
    method: S['method'];
    url: S['path'];
    schema: {
      tags: string[];
      summary: string;
      headers: S['headers'];
      params: S['params'];
      querystring: S['query'];
      body: S['body'];
      response: Endpoint<S>['responses'];
    };
  };
}
