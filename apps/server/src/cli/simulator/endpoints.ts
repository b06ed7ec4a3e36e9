import type { Config } from '../../config.js';

/** Where the simulated devices send their reports. */
export interface Endpoints {
  /** The server, for the native call. */
  baseUrl: string;
  /** The OsmAnd listener; without it OsmAnd devices use the native call too. */
  ingestUrl?: string;
}

/** How this machine reaches a server listening on `host`: one listening on every address, over the loopback. */
function localUrl(host: string, port: number): string {
  const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** The endpoints of the server this configuration runs, from the same machine. */
export function endpointsOf(config: Pick<Config, 'HOST' | 'PORT' | 'INGEST_PORT'>): Endpoints {
  return {
    baseUrl: localUrl(config.HOST, config.PORT),
    ingestUrl: config.INGEST_PORT > 0 ? localUrl(config.HOST, config.INGEST_PORT) : undefined,
  };
}
