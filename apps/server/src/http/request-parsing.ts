import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.js';

// PostgreSQL refuses NUL in text, so a NUL that reached a query would answer 500: it is refused at the door instead.
export const NUL_REFUSED = 'The request must not contain NUL characters.';

const nulRefused = () => new ValidationError(NUL_REFUSED);

/** The raw URL: a NUL in its path or query arrives as %00 (or, from a lenient client, as the character itself). */
async function refuseNulInUrl(request: FastifyRequest) {
  if (request.url.includes('%00') || request.url.includes('\0')) throw nulRefused();
}

/** JSON.parse's reviver sees every key and string, nested or not, as decoded from the escapes. */
function refuseNulInJson(key: string, value: unknown) {
  if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) throw nulRefused();
  return value;
}

/** How the API reads requests: JSON bodies only, and no NUL in a URL or a body. */
export function registerRequestParsing(app: FastifyInstance): void {
  app.addHook('onRequest', refuseNulInUrl);
  app.removeContentTypeParser('text/plain');
  // An empty JSON body counts as no body, so "POST with no body" means the same whatever Content-Type a client sends.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = String(text);
    if (raw.trim() === '') return done(null, undefined);
    if (raw.includes('\0')) return done(nulRefused(), undefined);
    try {
      done(null, JSON.parse(raw, refuseNulInJson));
    } catch (error) {
      done(
        error instanceof ValidationError
          ? error
          : Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }),
        undefined,
      );
    }
  });
}
