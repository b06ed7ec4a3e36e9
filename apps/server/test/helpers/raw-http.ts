import { request as httpRequest } from 'node:http';

export interface RawRequest {
  method?: string;
  /** Sent byte for byte as written: a URL parser would fold dots and escapes that a test means to send. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over a real connection to `baseUrl`, the path as written; the body is read as latin1. */
export function sendRaw(baseUrl: string, { method = 'GET', path, headers = {}, body }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const outgoing = httpRequest({ hostname, port, path, method, headers });
    outgoing.setHeader('connection', 'close');
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('latin1');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
