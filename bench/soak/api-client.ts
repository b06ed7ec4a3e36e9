import { failureKind, type Tally } from './tally.js';

const TIMEOUT_MS = 15_000;

export interface ApiAnswer {
  status: number;
  body: unknown;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One virtual user's calls to the API, each timed and counted in `tally` under its route group. Answers undefined
 * for a network error or a timeout (counted too), so the caller simply skips what depended on it.
 */
export function createApiClient(baseUrl: string, tally: Tally) {
  let authorization: string | undefined;
  return {
    signedInAs(header: string) {
      authorization = header;
    },

    async call(group: string, method: string, path: string, body?: unknown): Promise<ApiAnswer | undefined> {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await response.text();
        tally.answered(group, response.status, performance.now() - started, `${method} ${path}`, () => text);
        return { status: response.status, body: parsed(text) };
      } catch (error) {
        tally.failed(group, failureKind(error), `${method} ${path}`);
        return undefined;
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
