import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; the UI is at /api/docs, the JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, options: { productName: string; version: string; publicUrl: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${options.productName} API`,
        version: options.version,
        description:
          'Sign in with POST /api/login; send the `authHeader` it answers as the `Authorization` header of every later call. ' +
          'Errors answer `{ success: false, message, errors: [...] }`.',
      },
      servers: [{ url: options.publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
