import type { z } from 'zod';
import { errorBodySchema } from './common.js';
import { paymentRequiredBodySchema } from './payment-action.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** One call of the API as both sides know it: the server registers it, the web app calls it. */
export interface EndpointSpec {
  method: HttpMethod;
  /** The route's pattern, parameters as `:name`. */
  path: `/api/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** `[]` for a call that needs no sign-in and says so in the OpenAPI document. */
  security?: readonly [];
  headers?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer by status: the success one, and any other status whose body is not the error body (health's 503). */
  success: { 200: z.ZodType } | { 201: z.ZodType };
  /** Media types of an answer that is not JSON (a CSV file). */
  produces?: readonly string[];
  /** The refusals it documents; each carries the error body, 402 with the payment step it waits for. */
  errors: readonly ErrorStatus[];
}

type ErrorResponses<S extends readonly ErrorStatus[]> = {
  [K in S[number]]: K extends 402 ? typeof paymentRequiredBodySchema : typeof errorBodySchema;
};

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { responses: S['success'] & ErrorResponses<S['errors']> };

/** Declares a call; its `responses` (the answer and the error bodies) are what the OpenAPI document shows. */
export function endpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const errors = Object.fromEntries(
    spec.errors.map((status) => [status, status === 402 ? paymentRequiredBodySchema : errorBodySchema]),
  ) as ErrorResponses<S['errors']>;
  return { ...spec, responses: { ...spec.success, ...errors } };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: the path's parameters, the query and the body, each only where the call has one. */
export type ParamsOf<E extends EndpointSpec> = Input<E['params']>;
export type QueryOf<E extends EndpointSpec> = Input<E['query']>;
export type BodyOf<E extends EndpointSpec> = Input<E['body']>;

/** The answer of a call that succeeded. */
export type AnswerOf<E extends EndpointSpec> = E['success'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : E['success'] extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : never;

/** The path of a call with its parameters filled in (each encoded), as a client requests it. */
export function pathOf(endpoint: Pick<EndpointSpec, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
