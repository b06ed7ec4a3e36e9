/** The browsers' thread: connects the sockets bench/lib/live-sockets.ts asks for and notes when each event came. */
import { parentPort } from 'node:worker_threads';
import { socketEvents, type LocationHistoryInsert } from '@lodestar/contract';
import { io, type Socket } from 'socket.io-client';
import type { BrowserSocket, Receipts } from './live-sockets.js';

type Request = { kind: 'connect'; origin: string; sockets: BrowserSocket[] } | { kind: 'collect'; expected: number };

/** How long the sockets wait for the events still missing after the last one came. */
const DRAIN_MS = 3000;

const now = () => performance.timeOrigin + performance.now();
const receipts: Receipts = { locations: [], deviceUpdates: 0 };
let sockets: Socket[] = [];

async function join(origin: string, { authorization, room }: BrowserSocket): Promise<boolean> {
  const socket = io(origin, {
    transports: ['websocket'],
    extraHeaders: { authorization },
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on(socketEvents.locationHistoryInsert, (insert: LocationHistoryInsert) => {
    receipts.locations.push({ key: `${insert._id}:${insert.location.timestamp}`, at: now() });
  });
  socket.on(socketEvents.deviceInfoUpdate, () => void (receipts.deviceUpdates += 1));
  const answer = (await socket.emitWithAck(socketEvents.joinRoom, room)) as { ok: boolean };
  return answer.ok;
}

/** Waits until `expected` events came, or until none came for DRAIN_MS. */
async function drain(expected: number) {
  let seen = receipts.locations.length;
  let quietSince = now();
  while (receipts.locations.length < expected && now() - quietSince < DRAIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (receipts.locations.length !== seen) [seen, quietSince] = [receipts.locations.length, now()];
  }
}

parentPort!.on('message', (request: Request) => {
  if (request.kind === 'connect') {
    void Promise.all(request.sockets.map((socket) => join(request.origin, socket).catch(() => false))).then(
      (answers) => {
        parentPort!.postMessage({
          joined: answers.filter(Boolean).length,
          refused: answers.filter((ok) => !ok).length,
        });
      },
    );
    return;
  }
  void drain(request.expected).then(() => {
    for (const socket of sockets) socket.close();
    sockets = [];
    parentPort!.postMessage(receipts);
  });
});
