import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The ceiling of the HTTP layer: a bare Node `http` server that reads each request to its end and answers 200
 * with an empty body, as the OsmAnd listener does when no command waits. Driven by the same load client as the
 * real listener, so the difference between the two is what the server's own work costs.
 */
export async function startBareHttpServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': 0 });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
