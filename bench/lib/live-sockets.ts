import { ask, startTsWorker } from './ingest-worker.js';

/** A browser's socket: signed in with this session, in this room (its account's user id). */
export interface BrowserSocket {
  authorization: string;
  room: string;
}

/** Every location-history-insert a socket received: `${device id}:${fix time in epoch seconds}` and when. */
export interface Receipts {
  locations: { key: string; at: number }[];
  deviceUpdates: number;
}

/** The browsers' sockets in their own worker thread (bench/lib/live-sockets-worker.ts), off the server's core. */
export async function connectBrowsers(origin: string, sockets: BrowserSocket[]) {
  const worker = startTsWorker(new URL('./live-sockets-worker.ts', import.meta.url));
  const joined = await ask<{ joined: number; refused: number }>(worker, { kind: 'connect', origin, sockets });
  if (joined.refused > 0) throw new Error(`${joined.refused} of ${sockets.length} sockets could not join their room`);
  return {
    /** What the sockets received once `expected` events came or a few quiet seconds passed; then they disconnect. */
    async collect(expected: number): Promise<Receipts> {
      const receipts = await ask<Receipts>(worker, { kind: 'collect', expected });
      await worker.terminate();
      return receipts;
    },
  };
}
