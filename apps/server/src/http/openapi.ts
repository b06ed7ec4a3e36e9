import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_KEY_PREFIX } from '@lodestar/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const description = [
  'Sign in with POST /api/login; send the `authHeader` it answers (`Bearer <token>`) as the `Authorization` header of every later call.',
  '',
  `**API keys** (enterprise accounts): a signed-in user makes a key (\`${API_KEY_PREFIX}…\`) with POST /api/v2/account/clientKey; ` +
    'the answer is the only time the full key is shown. Send it as `Authorization: Bearer <key>` or as `X-API-Key: <key>` to call the API ' +
    'as that user, without signing in. A key stops working at once when it is switched off (PUT), removed (DELETE) or regenerated, or ' +
    'when the user loses the enterprise role. It cannot change the password, email, two-step sign-in or the key itself, nor sign out (403).',
  '',
  'Errors answer `{ success: false, message, errors: [...] }`.',
].join('\n');

/** The OpenAPI document is generated from the routes' zod schemas; the UI is at /api/docs, the JSON at /api/docs/json. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { productName: string; version: string; publicUrl: string },
) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${options.productName} API`, version: options.version, description },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: `A session token (the part of POST /api/login's \`authHeader\` after "Bearer ") or an API key (\`${API_KEY_PREFIX}…\`).`,
          },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: `An API key (\`${API_KEY_PREFIX}…\`) from POST /api/v2/account/clientKey.`,
          },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
