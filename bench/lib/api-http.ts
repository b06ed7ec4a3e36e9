import { Agent, request } from 'node:http';

const TIMEOUT_MS = 15_000;

/** An answer's status, or status 0 and the network error's code (or `timeout`). */
export interface HttpOutcome {
  status: number;
  problem?: string;
}

/**
 * Requests over kept-alive connections (one per user in flight at most, so `maxSockets` users never queue behind one
 * another): Node's plain http client, which costs the load generator less CPU than fetch on a shared 2-core machine.
 * Bodies are read to their end and dropped: the figures are the answers' status and time.
 */
export function createKeepAliveClient(maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  return {
    send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<HttpOutcome> {
      return new Promise((resolve) => {
        const sent =
          body === undefined
            ? headers
            : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
        const outgoing = request(url, { method, agent, timeout: TIMEOUT_MS, headers: sent }, (response) => {
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', (error) => resolve({ status: 0, problem: error.message }));
          response.resume();
        });
        outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
        outgoing.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: 0, problem: error.code ?? error.message }),
        );
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
