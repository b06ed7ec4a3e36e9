import { serverMessages } from '@lodestar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { createUnavailabilityLog, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability.js';
import { AppError } from '../errors.js';

interface ErrorBody {
  success: false;
  message: string;
  errors: string[];
}

const body = (message: string, errors: string[] = [message]): ErrorBody => ({ success: false, message, errors });

/** Zod's own wording does not name the field; ours does ("Field is required."), so only the former gets the path. */
const GENERIC_ZOD_MESSAGE = /^(Field is required|Must be a string|Invalid input|Unrecognized key|Too (big|small)|Invalid (string|option|email|format))/;

function validationMessages(error: FastifyError): string[] {
  const issues = (error.validation ?? []) as Array<{ message?: string; instancePath?: string; params?: { issue?: { path?: unknown[] } } }>;
  return issues.map((issue) => {
    const message = issue.message ?? 'Invalid input';
    const path = (issue.params?.issue?.path ?? []).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
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

/** One place maps every error to a status and the body `{ success: false, message, errors }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  const logUnavailable = createUnavailabilityLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(body(error.message, error.errors));
    }
    if (isDatabaseUnavailable(error)) {
      logUnavailable(request.log, error);
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body(serverMessages.serviceUnavailable));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationMessages(error);
      return reply.code(400).send(body(errors[0] ?? 'Invalid request.', errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(body(serverMessages.internalError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body(serverMessages.internalError));
    }
    if (status === 429) return reply.code(429).send(body(serverMessages.tooManyRequests));
    const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request';
    return reply.code(status).send(body(message));
  });
}
