/** The load generator's thread: runs what bench/lib/ingest-load.ts posts and answers its LoadResult. */
import { Agent, request as httpRequest } from 'node:http';
import { parentPort } from 'node:worker_threads';
import type { LoadRequest, LoadResult, LoadRun } from './ingest-load.js';

const now = () => performance.timeOrigin + performance.now();
const agents = new Map<string, Agent>();

function agentFor(origin: string): Agent {
  let agent = agents.get(origin);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 2048 });
    agents.set(origin, agent);
  }
  return agent;
}

/** Sends one request and answers its status once the whole answer is read (0 when it failed without one). */
function send(origin: URL, agent: Agent, { method, path, headers, body }: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}

async function closedLoop(
  origin: URL,
  agent: Agent,
  requests: LoadRequest[],
  concurrency: number,
  statuses: Record<number, number>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, requests.length) }, async () => {
      while (next < requests.length) {
        const status = await send(origin, agent, requests[next++]!);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
}

async function openLoop(
  origin: URL,
  agent: Agent,
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
          send(origin, agent, requests[sentAt.length - 1]!).then(
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
  const agent = agentFor(run.origin);
  const statuses: Record<number, number> = {};
  const start = now();
  const done =
    run.mode === 'closed'
      ? closedLoop(origin, agent, run.requests, run.concurrency, statuses).then(() => undefined)
      : openLoop(origin, agent, run.requests, run.ratePerSec, statuses);
  void done.then((sentAt) => {
    const result: LoadResult = { seconds: (now() - start) / 1000, statuses, ...(sentAt ? { sentAt } : {}) };
    parentPort!.postMessage(result);
  });
});
