import type { PaymentAction } from '@lodestar/contract';

/** Typed errors that the one error handler maps to a status code and the common error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [message],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors: string[] = [message]) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
/** A charge waits for its card holder's authentication: the 402 carries the step the browser completes. */
export class PaymentActionRequiredError extends AppError {
  constructor(
    message: string,
    readonly paymentAction: PaymentAction,
  ) {
    super(402, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, [message], { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}
