import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.js';
import { isCompleteJson } from './complete-json.js';
import { failed } from './envelope.js';

// PostgreSQL refuses NUL in text, so a NUL that reached a query would answer 500: it is refused at the door instead.
export const NUL_REFUSED = 'The request must not contain NUL characters.';
// Half of a UTF-16 surrogate pair is no character: jsonb refuses it (a 500) and text columns would store U+FFFD.
export const LONE_SURROGATE_REFUSED = 'The request must be valid Unicode text.';

const nulRefused = () => new ValidationError(NUL_REFUSED);
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The raw URL: a NUL in its path or query arrives as %00 (or, from a lenient client, as the character itself). */
async function refuseNulInUrl(request: FastifyRequest) {
  if (request.url.includes('%00') || request.url.includes('\0')) throw nulRefused();
}

/**
 * A JSON.parse reviver that throws a ValidationError at a NUL or a lone surrogate: it sees every key and string,
 * nested or not, as decoded from the escapes.
 */
function refuseBrokenTextInJson(key: string, value: unknown) {
  for (const text of typeof value === 'string' ? [key, value] : [key]) {
    if (text.includes('\0')) throw nulRefused();
    if (LONE_SURROGATE.test(text)) throw new ValidationError(LONE_SURROGATE_REFUSED);
  }
  return value;
}

/** A JSON body as the server takes it: complete (`isCompleteJson`), with no NUL or lone surrogate in it. */
export function parseJsonBody(raw: string): unknown {
  if (!isCompleteJson(raw)) throw new SyntaxError('The JSON text is incomplete.');
  return JSON.parse(raw, refuseBrokenTextInJson);
}

/** How the API reads requests: JSON bodies only, no NUL in a URL or a body, and no lone surrogate in a body. */
export function registerRequestParsing(app: FastifyInstance): void {
  app.addHook('onRequest', refuseNulInUrl);
  app.removeContentTypeParser('text/plain');
  // An empty JSON body counts as no body, so "POST with no body" means the same whatever Content-Type a client sends.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = String(text);
    if (raw.trim() === '') return done(null, undefined);
    if (raw.includes('\0')) return done(nulRefused(), undefined);
    try {
      done(null, parseJsonBody(raw));
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

const UNROUTABLE_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid: a percent-escape in its path is broken or is not UTF-8.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the URL path is too long.',
};

/**
 * Fastify's `frameworkErrors`: the router refuses a path it cannot decode, or a parameter over `maxParamLength`, before
 * any hook or error handler runs; this gives those answers the API's error body too.
 */
export function answerUnroutableRequest(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = (error.code && UNROUTABLE_MESSAGES[error.code]) || 'Bad request';
  return reply.code(error.statusCode ?? 400).send(failed(message));
}
