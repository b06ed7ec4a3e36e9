import {
  liveLinkMessages,
  serverMessages,
  type CreateLiveLinkRequest,
  type LiveLink,
  type LivePageResponse,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { NotFoundError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import type { DeviceGate } from '../devices/index.js';
import type { WindowCounter } from '../../lib/window-counter.js';
import { liveLinkTokenHash, newLiveLinkToken } from './live-link-token.js';
import { newestPointOf, type ListedLiveLink, type LiveLinksRepository } from './live-links.repository.js';

/** How long an ended link stays in the list. */
const ENDED_LISTED_MS = 7 * 86_400_000;
/** The most positions of a track the page draws: a week of a fix a minute. */
export const LIVE_TRACK_MAX_POINTS = 10_080;

interface LiveLinksServiceDeps {
  links: LiveLinksRepository;
  deviceFor: DeviceGate;
  clock: Clock;
  publicUrl: string;
  /** Tells the sockets of a link's page that it has ended, on every server process. */
  endLiveLink: (linkId: string) => void;
  /** The pages' socket sign-ins per address, limited as the page's call is (a token guessed is a secret guessed). */
  socketSignIns: { counter: WindowCounter; perMinute: number };
}

function toLiveLink(row: ListedLiveLink, now: Date): LiveLink {
  // A link that neither expired nor was revoked stops answering when its maker loses the Owner privilege: revoked.
  const state = row.expiresAt <= now && !row.revokedAt ? 'expired' : row.answering ? 'active' : 'revoked';
  return {
    _id: row.id,
    createdBy: row.creator,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state,
    showTrack: row.showTrack,
    opens: row.opens,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  };
}

/** What the page behind a link shows, counted as an opening; a link that does not answer is 404, whatever the reason. */
async function pageOf(
  { links, clock }: Pick<LiveLinksServiceDeps, 'links' | 'clock'>,
  token: string,
): Promise<Payload<LivePageResponse>> {
  const now = clock.now();
  const opened = await links.open(liveLinkTokenHash(token), now);
  if (!opened) throw new NotFoundError(liveLinkMessages.ended);
  const { link, name, deviceType } = opened;
  const track = link.showTrack
    ? await links.track(link.deviceId, link.ownerId, link.createdAt, now, LIVE_TRACK_MAX_POINTS)
    : [];
  return {
    device: { name, deviceType },
    showTrack: link.showTrack,
    position: newestPointOf(opened),
    track: track.map((point) => ({
      time: point.fixTime.toISOString(),
      latitude: point.latitude,
      longitude: point.longitude,
    })),
    expiresAt: link.expiresAt.toISOString(),
  };
}

export function createLiveLinksService({
  links,
  deviceFor,
  clock,
  publicUrl,
  endLiveLink,
  socketSignIns,
}: LiveLinksServiceDeps) {
  /** The device, for one who may hand out its live position (SuperOwner, or an Owner sharee), and its owner. */
  async function ownedDevice(caller: Caller, ref: string) {
    const { device } = await deviceFor(caller, ref, 'liveLink');
    if (!device.userId) throw new NotFoundError(serverMessages.deviceNotFound);
    return { deviceId: device.id, ownerId: device.userId };
  }

  return {
    async create(caller: Caller, ref: string, { hours, showTrack = false }: CreateLiveLinkRequest) {
      const { deviceId, ownerId } = await ownedDevice(caller, ref);
      const token = newLiveLinkToken();
      const now = clock.now();
      const row = await links.create({
        deviceId,
        ownerId,
        createdBy: caller.id,
        tokenHash: liveLinkTokenHash(token),
        showTrack,
        createdAt: now,
        expiresAt: new Date(now.getTime() + hours * 3_600_000),
      });
      const creator = { name: caller.name, email: caller.email };
      return {
        message: liveLinkMessages.created,
        link: toLiveLink({ ...row, creator, answering: true }, now),
        url: `${publicUrl}/live/${token}`,
      };
    },

    async list(caller: Caller, ref: string): Promise<LiveLink[]> {
      const { deviceId, ownerId } = await ownedDevice(caller, ref);
      const now = clock.now();
      const rows = await links.list(deviceId, ownerId, now, new Date(now.getTime() - ENDED_LISTED_MS));
      return rows.map((row) => toLiveLink(row, now));
    },

    async revoke(caller: Caller, ref: string, linkId: string) {
      const { deviceId, ownerId } = await ownedDevice(caller, ref);
      const now = clock.now();
      const row = await links.revoke(deviceId, ownerId, linkId, now);
      if (!row) throw new NotFoundError(liveLinkMessages.ended);
      endLiveLink(row.id);
      return { message: liveLinkMessages.revoked, link: toLiveLink(row, now) };
    },

    /** The page behind a link, for anyone; a link that does not answer is 404, whatever the reason. */
    page: (token: string) => pageOf({ links, clock }, token),

    /** The link a page's socket names by its token, if it answers; 'limited' when the address tried too often. */
    async answering(token: string, address: string) {
      const { count } = await socketSignIns.counter.add(address);
      if (count > socketSignIns.perMinute) return 'limited' as const;
      return links.answering(liveLinkTokenHash(token), clock.now());
    },

    /** Those of the links that still answer. */
    stillAnswering: (ids: string[]) => links.stillAnswering(ids, clock.now()),
  };
}

export type LiveLinksService = ReturnType<typeof createLiveLinksService>;
