import type { App } from '../../src/app.js';
import type { JsonSchema } from './bad-input-schema.js';

/** One route's inputs, read from the OpenAPI document the app generates from the same zod schemas it validates with. */
export interface RouteSpec {
  method: string;
  /** As registered, with `:name` and `*` placeholders. */
  url: string;
  /** Each path parameter's schema (a plain string for a route the document leaves out). */
  params: Record<string, JsonSchema>;
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body?: { schema: JsonSchema; required: boolean };
  /** Whether the OpenAPI document lists the route (the documentation's own routes are not in it). */
  documented: boolean;
}

export interface RouteSpecs {
  routes: RouteSpec[];
  /** The document's shared schemas, for `$ref`s. */
  components: Record<string, JsonSchema>;
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const placeholders = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');

/** Every `/api` route of the app's route table, each with the schemas of its inputs. */
export async function loadRouteSpecs(app: App): Promise<RouteSpecs> {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`no OpenAPI document: ${answer.statusCode}`);
  const document = answer.json() as OpenApiDocument;
  const routes = app.routeTable
    .filter((route) => route.url.startsWith('/api/'))
    .map(({ method, url }): RouteSpec => {
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const parameters = operation?.parameters ?? [];
      const documentedParam = (name: string) => parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
      const body = operation?.requestBody?.content?.['application/json'];
      return {
        method,
        url,
        params: Object.fromEntries(placeholders(url).map((name) => [name, documentedParam(name) ?? { type: 'string' }])),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema, required }) => ({ name, schema, required: required ?? false })),
        ...(body ? { body: { schema: body.schema, required: operation?.requestBody?.required ?? false } } : {}),
        documented: operation !== undefined,
      };
    });
  return { routes, components: document.components?.schemas ?? {} };
}

export const routeName = (route: Pick<RouteSpec, 'method' | 'url'>) => `${route.method} ${route.url}`;
