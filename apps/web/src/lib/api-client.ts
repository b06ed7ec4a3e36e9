import { errorMessageFrom } from '@lodestar/contract';
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

type QueryValue = string | number | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; without it the request has no body and no Content-Type. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Calls made before sign-in (login, sign-up, ...) send no Authorization and never mean "session expired". */
  anonymous?: boolean;
  /** A 401 here is not news to show (sign-out of a session that has already ended). */
  ignoreExpiry?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
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

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const authHeader = options.anonymous ? null : useAppStore.getState().authHeader;
  const headers = new Headers({ Accept: 'application/json' });
  if (authHeader) headers.set('Authorization', authHeader);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, undefined);
  }

  const body = await readBody(response);
  if (!response.ok) {
    // Only the first 401 of a token ends the session; later ones find it already cleared.
    if (response.status === 401 && authHeader && !options.ignoreExpiry && useAppStore.getState().authHeader === authHeader) {
      onSessionExpired();
    }
    throw new ApiError(response.status, body);
  }
  return { data: body as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}
