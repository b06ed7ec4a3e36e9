import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { socketEvents, type LocationHistoryInsert } from '@lodestar/contract';
import { createKeepAliveClient } from './api-http.js';
import type { ApiUser } from './api-seed.js';
import { expectCount } from './proof.js';
import { summarise } from './stats.js';

const CONNECT_TIMEOUT_MS = 15_000;
const DRAIN_MS = 3000;

/** The report's longitude carries its number, so each event is matched to the report it came from. */
const longitudeOf = (n: number) => +(151 + n / 10_000).toFixed(4);
const keyOf = (deviceUUID: string, longitude: number) => `${deviceUUID}/${longitude.toFixed(4)}`;

/**
 * A browser's socket on one server process (`socketUrl`), in its user's room, while that user's devices report
 * over the OsmAnd port of another process (`ingestUrl`), `reports` reports at `perSecond`: the latency from sending
 * a report to its `location-history-insert` event on the other process (through the Socket.IO Redis adapter).
 */
export async function crossProcessLive({
  user,
  socketUrl,
  ingestUrl,
  reports,
  perSecond,
}: {
  user: ApiUser;
  socketUrl: string;
  ingestUrl: string;
  reports: number;
  perSecond: number;
}) {
  const socket = io(socketUrl, {
    transports: ['polling', 'websocket'],
    extraHeaders: { authorization: user.authorization },
    forceNew: true,
    reconnection: false,
  });
  const sentAt = new Map<string, number>();
  const latenciesMs: number[] = [];
  let warmedUp = false;
  socket.on(socketEvents.locationHistoryInsert, (event: LocationHistoryInsert) => {
    warmedUp = true;
    const key = keyOf(event.deviceUUID, event.location.longitude);
    const sent = sentAt.get(key);
    if (sent === undefined) return;
    sentAt.delete(key);
    latenciesMs.push(performance.now() - sent);
  });
  const client = createKeepAliveClient(16);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
      setTimeout(
        () => reject(new Error(`no socket connection to ${socketUrl} within ${CONNECT_TIMEOUT_MS / 1000} s`)),
        CONNECT_TIMEOUT_MS,
      );
    });
    const joined = (await socket.timeout(CONNECT_TIMEOUT_MS).emitWithAck(socketEvents.joinRoom, user.userId)) as {
      ok: boolean;
    };
    if (!joined.ok) throw new Error('the socket was refused its own room');

    // One report through both processes first, unmeasured: process A loads its place names on its first report.
    const startSeconds = Math.floor(Date.now() / 1000);
    const warmUp = user.devices[0]!;
    await client.send(
      `${ingestUrl}/?${new URLSearchParams({ id: warmUp.osmandKey, lat: '-33.8688', lon: '151', timestamp: String(startSeconds) })}`,
      'GET',
      {},
    );
    const warmUntil = performance.now() + DRAIN_MS;
    while (!warmedUp && performance.now() < warmUntil) await sleep(20);

    let refused = 0;
    const inFlight: Promise<unknown>[] = [];
    const start = performance.now();
    for (let n = 0; n < reports; n += 1) {
      const due = start + (n * 1000) / perSecond;
      if (due > performance.now()) await sleep(due - performance.now());
      const device = user.devices[n % user.devices.length]!;
      const longitude = longitudeOf(n);
      sentAt.set(keyOf(device.deviceUUID, longitude), performance.now());
      // A second later each round, so every report is its device's newest position (only those are sent live).
      const timestamp = startSeconds + Math.floor(n / user.devices.length) + 1;
      const query = new URLSearchParams({
        id: device.osmandKey,
        lat: '-33.8688',
        lon: String(longitude),
        timestamp: String(timestamp),
      });
      inFlight.push(
        client
          .send(`${ingestUrl}/?${query}`, 'GET', {})
          .then((outcome) => void (outcome.status === 200 || (refused += 1))),
      );
    }
    await Promise.all(inFlight);
    const drainUntil = performance.now() + DRAIN_MS;
    while (latenciesMs.length < reports - refused && performance.now() < drainUntil) await sleep(20);
    expectCount(
      `cross-process live: reports refused (${refused}); socket events received of reports sent`,
      latenciesMs.length,
      reports,
    );
    const { p50Ms, p99Ms } = summarise(latenciesMs);
    return { p50Ms, p99Ms, received: latenciesMs.length, sent: reports, refused, perSecond };
  } finally {
    socket.close();
    client.close();
  }
}
