import { errorMessageFrom, pathOf, type AnswerOf, type BodyOf, type EndpointSpec, type ParamsOf, type QueryOf } from '@lodestar/contract';
import { displayLanguage } from './i18n/display-language';
import { useAppStore } from './store';

/** A failed call: the HTTP status (0 when the network failed), the error body, and its display-rule message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessageFrom(body));
    this.name = 'ApiError';
  }
}

/** A call that never had an answer: no network, or a server that did not answer. */
export const isNetworkFailure = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 0;

/** What a proxy in front of the server answers while it is away (a deploy, a restart), and the server without its database. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** A call the portal itself could not answer: no network, or a server that is away for now. Asking again is the cure. */
export const isUnanswered = (error: unknown): error is ApiError =>
  isNetworkFailure(error) || (error instanceof ApiError && UNAVAILABLE_STATUSES.has(error.status));

type QueryValue = string | number | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; without it the request has no body and no Content-Type. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Calls made before sign-in (login, sign-up, ...) send no Authorization and never mean "session expired". */
  anonymous?: boolean;
  /** With `anonymous`: an Authorization to send all the same, whose refusal is no news (a mailed link's proof). */
  authorization?: string | null;
  /** A 401 here is not news to show (sign-out of a session that has already ended). */
  ignoreExpiry?: boolean;
  /** Aborts the request (a query that is no longer wanted). */
  signal?: AbortSignal;
  /** Headers of the call's own, such as the Idempotency-Key of a purchase. */
  headers?: Record<string, string>;
}

let onSessionExpired: () => void = () => useAppStore.getState().clearSession();

/** The app installs what happens when a signed-in call answers 401 (clear, toast, go to sign-in). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends the request; a failing answer throws its ApiError (and a first 401 of the session ends it). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const authHeader = options.anonymous ? null : useAppStore.getState().authHeader;
  // The server writes its mails to this account in the language the portal shows.
  const headers = new Headers({ Accept: accept, 'Accept-Language': displayLanguage() });
  const sent = authHeader ?? options.authorization;
  if (sent) headers.set('Authorization', sent);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, undefined);
  }

  if (!response.ok) throw failure(response.status, await readBody(response), authHeader, options);
  return response;
}

/** The error of a failing answer; only the first 401 of a token ends the session (later ones find it cleared). */
function failure(status: number, body: unknown, authHeader: string | null, options: Pick<RequestOptions, 'ignoreExpiry'>): ApiError {
  if (status === 401 && authHeader && !options.ignoreExpiry && useAppStore.getState().authHeader === authHeader) onSessionExpired();
  return new ApiError(status, body);
}

async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options, 'application/json'))) as T;
}

/** A file to save (an export): the body as a Blob, never read as text; errors still come as JSON. */
async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options, '*/*')).blob();
}

/** A part of a call's input: required when the call has it and it is required, absent when the call has none. */
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallInput<E extends EndpointSpec> = InputPart<'params', ParamsOf<E>> &
  InputPart<'query', QueryOf<E>> &
  InputPart<'body', BodyOf<E>>;

export type CallOptions = Pick<RequestOptions, 'anonymous' | 'authorization' | 'ignoreExpiry' | 'signal' | 'headers'>;

/** The path and options of a call of the contract, for `apiFetch` or `apiBlob`. */
function requestOf<E extends EndpointSpec>(endpoint: E, input: CallInput<E>, options: CallOptions): [string, RequestOptions] {
  const { params, query, body } = input as { params?: Record<string, string>; query?: Record<string, QueryValue>; body?: unknown };
  return [pathOf(endpoint, params).slice('/api'.length), { ...options, method: endpoint.method, query, body }];
}

/** Calls an endpoint of the contract: its method and path come from there, and so does the type of its answer. */
export function callApi<E extends EndpointSpec>(endpoint: E, input: CallInput<E>, options: CallOptions = {}): Promise<AnswerOf<E>> {
  return apiFetch<AnswerOf<E>>(...requestOf(endpoint, input, options));
}

/** A call of the contract whose answer is a file to save (an export). */
export function callApiForFile<E extends EndpointSpec>(endpoint: E, input: CallInput<E>, options: CallOptions = {}): Promise<Blob> {
  return apiBlob(...requestOf(endpoint, input, options));
}

/** A file at an address an answer gave (such as a device's `devicePictureUrl`), fetched with the session. */
export function callApiForFileAt(address: string, options: CallOptions = {}): Promise<Blob> {
  return apiBlob(address.slice('/api'.length), options);
}

/**
 * Sends a multipart form (a file upload) to a call of the contract, telling `onProgress` the share of it sent so far
 * (0 to 1): fetch cannot report an upload's progress, XMLHttpRequest can.
 */
export function callApiWithForm<E extends EndpointSpec>(endpoint: E, form: FormData, onProgress: (sent: number) => void): Promise<AnswerOf<E>> {
  const authHeader = useAppStore.getState().authHeader;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, new URL(endpoint.path, window.location.origin).toString());
    request.setRequestHeader('Accept', 'application/json');
    if (authHeader) request.setRequestHeader('Authorization', authHeader);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as AnswerOf<E>);
      else reject(failure(request.status, body, authHeader, {}));
    });
    for (const failed of ['error', 'abort', 'timeout'] as const) request.addEventListener(failed, () => reject(new ApiError(0, undefined)));
    request.send(form);
  });
}
