import type { RealtimeSocket } from '../lib/socket-client';

type Listener = (...args: unknown[]) => void;

/** A stand-in for a Socket.IO client: records what the app emits and lets a test play the server. */
export class FakeSocket implements RealtimeSocket {
  connected = false;
  /** Everything the app emitted, in order, with its arguments (an ack callback last). */
  readonly emitted: { event: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }

  /** The server sends `event` to this client. */
  receive(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  connect() {
    this.connected = true;
    this.receive('connect');
  }

  drop() {
    this.connected = false;
    this.receive('disconnect', 'transport close');
  }

  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The rooms named by the emits of `event` (join-room or leave-room), in order. */
  rooms(event: string) {
    return this.emitted.filter((emit) => emit.event === event).map((emit) => emit.args[0]);
  }

  clearEmitted() {
    this.emitted.length = 0;
  }
}
