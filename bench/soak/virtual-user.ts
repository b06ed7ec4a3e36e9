import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_RECONNECT_MS, socketEvents } from '@lodestar/contract';
import type { SoakAccount } from './accounts.js';
import type { ApiClient } from './api-client.js';

const THINK_MS = { min: 1000, max: 3000 };
const SOCKET_TIMEOUT_MS = 15_000;
const OVERVIEW_PER_PAGE = 6;
const GROUP_SIZE = 5;

interface KnownDevice {
  _id: string;
  deviceUUID: string;
  name: string;
}

/** What the virtual users' sockets went through, summed over all of them. */
export interface LiveTally {
  connects: number;
  connectErrors: Record<string, number>;
  disconnects: Record<string, number>;
  roomsJoined: number;
  events: Record<string, number>;
}

export const newLiveTally = (): LiveTally => ({ connects: 0, connectErrors: {}, disconnects: {}, roomsJoined: 0, events: {} });
const bump = (counts: Record<string, number>, key: string) => void (counts[key] = (counts[key] ?? 0) + 1);

interface Step {
  weight: number;
  /** Whether this user can take the step (device pages need a device, the group page a group). */
  possible(user: VirtualUser): boolean;
  run(user: VirtualUser): Promise<unknown>;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const uuidOf = (device: KnownDevice) => encodeURIComponent(device.deviceUUID);

/** The browse mix: what the portal's pages call, weighted by how often a person opens them. */
const STEPS: Step[] = [
  {
    weight: 20,
    possible: () => true,
    run: (user) => {
      const pages = Math.max(1, Math.ceil(user.devices.length / OVERVIEW_PER_PAGE));
      const page = Math.floor(Math.random() * pages);
      return user.api.call('GET /api/devices/find/:userId', 'GET', `/api/devices/find/${user.userId}?type=all&page=${page}&perPage=${OVERVIEW_PER_PAGE}`);
    },
  },
  { weight: 10, possible: () => true, run: (user) => user.api.call('GET /api/users/me', 'GET', '/api/users/me') },
  {
    weight: 15,
    possible: (user) => user.devices.length > 0,
    run: (user) => user.api.call('GET /api/devices/:id', 'GET', `/api/devices/${pick(user.devices)._id}`),
  },
  {
    weight: 15,
    possible: (user) => user.devices.length > 0,
    run: (user) =>
      user.api.call('GET /api/history/find/device/:id', 'GET', `/api/history/find/device/${uuidOf(pick(user.devices))}?page=1&perPage=10&filter=all`),
  },
  {
    weight: 15,
    possible: (user) => user.devices.length > 0,
    run: (user) => user.api.call('GET /api/history/map/:id', 'GET', `/api/history/map/${uuidOf(pick(user.devices))}?perPage=100`),
  },
  { weight: 7, possible: () => true, run: (user) => user.api.call('GET /api/device/groups', 'GET', '/api/device/groups?page=1&perPage=10') },
  {
    weight: 4,
    possible: (user) => user.groupId !== undefined,
    run: (user) => user.api.call('GET /api/device/groups/:id', 'GET', `/api/device/groups/${user.groupId}`),
  },
  { weight: 7, possible: () => true, run: (user) => user.api.call('GET /api/invitations', 'GET', '/api/invitations') },
  {
    weight: 4,
    possible: (user) => user.devices.length > 0,
    run: (user) => {
      const device = pick(user.devices);
      const name = device.name.endsWith(' (renamed)') ? device.name.slice(0, -' (renamed)'.length) : `${device.name.slice(0, 45)} (renamed)`;
      device.name = name;
      return user.api.call('PUT /api/devices/:id', 'PUT', `/api/devices/${device._id}`, { name });
    },
  },
];

function nextStep(user: VirtualUser): Step {
  const steps = STEPS.filter((step) => step.possible(user));
  let roll = Math.random() * steps.reduce((sum, step) => sum + step.weight, 0);
  for (const step of steps) {
    roll -= step.weight;
    if (roll < 0) return step;
  }
  return steps[steps.length - 1]!;
}

/**
 * One person using the portal through its API: signs in once, opens the overview, keeps one socket for live events
 * (as the web app does, reconnecting every 10 s), then browses with 1–3 s of thought between calls.
 */
export class VirtualUser {
  devices: KnownDevice[] = [];
  groupId: string | undefined;
  private socket: Socket | undefined;

  constructor(
    private readonly account: SoakAccount,
    readonly api: ApiClient,
    private readonly baseUrl: string,
  ) {}

  get userId() {
    return this.account.userId;
  }

  /** Signs in, reads its device list, groups a few of its devices and opens its socket; false when sign-in failed. */
  async start(live: LiveTally): Promise<boolean> {
    const login = await this.api.call('POST /api/login', 'POST', '/api/login', { username: this.account.email, password: this.account.password });
    const authHeader = (login?.body as { authHeader?: string } | undefined)?.authHeader;
    if (login?.status !== 200 || !authHeader) return false;
    this.api.signedInAs(authHeader);

    const list = await this.api.call('GET /api/devices/find/:userId', 'GET', `/api/devices/find/${this.userId}?type=all&page=0&perPage=999`);
    if (list?.status === 200) this.devices = (list.body as { data: KnownDevice[] }).data.map(({ _id, deviceUUID, name }) => ({ _id, deviceUUID, name }));
    if (this.devices.length > 0) {
      const created = await this.api.call('POST /api/device/groups/create', 'POST', '/api/device/groups/create', {
        name: 'Soak group',
        devicesId: this.devices.slice(0, GROUP_SIZE).map((device) => device._id),
      });
      this.groupId = (created?.body as { groupId?: string } | undefined)?.groupId;
    }
    await this.connectSocket(authHeader, live);
    return true;
  }

  private async connectSocket(authorization: string, live: LiveTally) {
    const socket = io(this.baseUrl, {
      transports: ['polling', 'websocket'],
      extraHeaders: { authorization },
      forceNew: true,
      reconnectionDelay: SOCKET_RECONNECT_MS,
      reconnectionDelayMax: SOCKET_RECONNECT_MS,
    });
    this.socket = socket;
    socket.onAny((event: string) => bump(live.events, event));
    socket.on('connect_error', (error) => bump(live.connectErrors, error.message));
    socket.on('disconnect', (reason) => bump(live.disconnects, reason));
    // Each (re)connection joins the user's room again, as the web app does.
    socket.on('connect', () => {
      live.connects += 1;
      socket
        .timeout(SOCKET_TIMEOUT_MS)
        .emitWithAck(socketEvents.joinRoom, this.userId)
        .then(
          (answer: { ok?: boolean }) => void (answer.ok ? (live.roomsJoined += 1) : bump(live.connectErrors, 'room refused')),
          () => bump(live.connectErrors, 'join-room unanswered'),
        );
    });
    await new Promise<void>((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(settle, SOCKET_TIMEOUT_MS);
      socket.once('connect', settle);
    });
  }

  /** Browses until `signal` aborts; a step under way finishes first. */
  async browse(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await nextStep(this).run(this);
      await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min), undefined, { signal }).catch(() => undefined);
    }
  }

  close() {
    this.socket?.close();
  }
}
