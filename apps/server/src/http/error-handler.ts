import { serverMessages } from '@lodestar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { createUnavailabilityLog, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability.js';
import { AppError, PaymentActionRequiredError } from '../errors.js';
import { failed } from './envelope.js';

/** Zod's own wording does not name the field; ours does ("Field is required."), so only the former gets the path. */
const GENERIC_ZOD_MESSAGE = /^(Field is required|Must be a string|Invalid input|Unrecognized key|Too (big|small)|Invalid (string|option|email|format))/;

/** An answer names a few of the problems of a request, never all of a huge one's: its size is the server's, not the client's. */
const MAX_ERRORS = 20;
const MAX_KEYS_NAMED = 5;
const MAX_NAMED_LENGTH = 40;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** "Unrecognized keys" with the first few keys, each cut short, and how many more there were. */
function unrecognizedKeys(keys: string[]): string {
  const named = keys.slice(0, MAX_KEYS_NAMED).map((key) => `"${cut(key, MAX_NAMED_LENGTH)}"`);
  const more = keys.length > MAX_KEYS_NAMED ? ` and ${keys.length - MAX_KEYS_NAMED} more` : '';
  return `Unrecognized key${keys.length === 1 ? '' : 's'}: ${named.join(', ')}${more}`;
}

/** fastify-type-provider-zod's form of a zod issue: its code as `keyword`, its other fields (`keys`) in `params`. */
type ValidationIssue = { keyword?: string; message?: string; instancePath?: string; params?: { keys?: string[] } };

function validationMessages(error: FastifyError): string[] {
  const issues = (error.validation ?? []) as ValidationIssue[];
  return issues.slice(0, MAX_ERRORS).map((issue) => {
    const keys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
    const message = keys ? unrecognizedKeys(keys) : (issue.message ?? 'Invalid input');
    const path = (issue.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((part) => cut(part, MAX_NAMED_LENGTH))
      .join('.');
    return path && GENERIC_ZOD_MESSAGE.test(message) ? `${path}: ${message}` : message;
  });
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/** One place maps every error to a status and the body `{ success: false, message, errors }` (a 402's with its `paymentAction`). */
export function registerErrorHandler(app: FastifyInstance): void {
  const logUnavailable = createUnavailabilityLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PaymentActionRequiredError) {
      return reply.code(402).send({ ...failed(error.message, error.errors), paymentAction: error.paymentAction });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(failed(error.message, error.errors));
    }
    if (isDatabaseUnavailable(error)) {
      logUnavailable(request.log, error);
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(failed(serverMessages.serviceUnavailable));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationMessages(error);
      return reply.code(400).send(failed(errors[0] ?? 'Invalid request.', errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(failed(serverMessages.internalError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(failed(serverMessages.internalError));
    }
    if (status === 429) return reply.code(429).send(failed(serverMessages.tooManyRequests));
    const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request';
    return reply.code(status).send(failed(message));
  });
}
