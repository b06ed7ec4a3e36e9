/** The load generator's thread: runs what bench/lib/ingest-load.ts posts and answers its LoadResult. */
import { parentPort } from 'node:worker_threads';
import { createKeepAliveClient } from './api-http.js';
import type { LoadRequest, LoadResult, LoadRun } from './ingest-load.js';

const now = () => performance.timeOrigin + performance.now();
type Client = ReturnType<typeof createKeepAliveClient>;
const clients = new Map<string, Client>();

function clientFor(origin: string): Client {
  let client = clients.get(origin);
  if (!client) {
    client = createKeepAliveClient(2048);
    clients.set(origin, client);
  }
  return client;
}

/** Sends one request and answers its status once the whole answer is read (0 when it failed without one). */
const send = (origin: URL, client: Client, { method, path, headers = {}, body }: LoadRequest) =>
  client.send(`${origin.origin}${path}`, method, headers, body).then((outcome) => outcome.status);

async function closedLoop(
  origin: URL,
  client: Client,
  requests: LoadRequest[],
  concurrency: number,
  statuses: Record<number, number>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, requests.length) }, async () => {
      while (next < requests.length) {
        const status = await send(origin, client, requests[next++]!);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
}

async function openLoop(
  origin: URL,
  client: Client,
  requests: LoadRequest[],
  ratePerSec: number,
  statuses: Record<number, number>,
) {
  const sentAt: number[] = [];
  const answers: Promise<void>[] = [];
  const start = now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(requests.length, Math.floor(((now() - start) * ratePerSec) / 1000) + 1);
      while (sentAt.length < due) {
        sentAt.push(now());
        answers.push(
          send(origin, client, requests[sentAt.length - 1]!).then(
            (status) => void (statuses[status] = (statuses[status] ?? 0) + 1),
          ),
        );
      }
      if (sentAt.length < requests.length) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(answers);
  return sentAt;
}

parentPort!.on('message', (run: LoadRun) => {
  const origin = new URL(run.origin);
  const client = clientFor(run.origin);
  const statuses: Record<number, number> = {};
  const start = now();
  const done =
    run.mode === 'closed'
      ? closedLoop(origin, client, run.requests, run.concurrency, statuses).then(() => undefined)
      : openLoop(origin, client, run.requests, run.ratePerSec, statuses);
  void done.then((sentAt) => {
    const result: LoadResult = { seconds: (now() - start) / 1000, statuses, ...(sentAt ? { sentAt } : {}) };
    parentPort!.postMessage(result);
  });
});
