import type { FastifyInstance } from 'fastify';
import type { Clock } from '../adapters/clock.js';
import type { Mailer } from '../adapters/mail/index.js';
import type { ReverseGeocoder } from '../adapters/reverse-geocoder/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { PrincipalResolver } from '../http/authenticate.js';
import { ALERT_WINDOW_MS, createAlertNotifier } from '../ingest/alerts/alert-notifier.js';
import { createAlertRecipientsRepository } from '../ingest/alerts/alert-recipients.repository.js';
import { createSilentDeviceCheck } from '../ingest/alerts/silent-devices.js';
import { createSilentDevicesRepository } from '../ingest/alerts/silent-devices.repository.js';
import { createIngestService, type IngestService } from '../ingest/ingest.service.js';
import { buildOsmandServer, type OsmandServer } from '../ingest/osmand-server.js';
import { createOsmandLimits, OSMAND_LIMIT_WINDOW_MS } from '../ingest/osmand/report-limits.js';
import { createPositionPipeline, type PositionPipeline } from '../ingest/pipeline/position-pipeline.js';
import { createTelemetryRepository } from '../ingest/pipeline/telemetry.repository.js';
import type { BackgroundWork } from '../lib/background-work.js';
import type { NotificationsService } from '../modules/notifications/index.js';
import { createWindowCounter, type CountStore } from '../lib/window-counter.js';
import type { LiveLinkAccess } from '../realtime/live-link-sockets.js';
import { createRealtimeGateway, type RealtimeGateway } from '../realtime/realtime-gateway.js';
import type { Repositories } from './repositories.js';

export interface DeviceDataPath {
  realtime: RealtimeGateway;
  pipeline: PositionPipeline;
  ingest: IngestService;
  osmand: OsmandServer;
  commands: Repositories['commands'];
  /** The silent-device check the timed jobs run; answers how many devices it told. */
  checkSilentDevices: () => Promise<number>;
}

export interface DeviceDataPathDeps {
  app: FastifyInstance;
  config: Config;
  db: Database;
  repositories: Repositories;
  clock: Clock;
  mailer: Mailer;
  geocoder: ReverseGeocoder;
  backgroundWork: BackgroundWork;
  counts: CountStore;
  /** Where alerts are told in the portal. */
  notifications: Pick<NotificationsService, 'tell'>;
  /** Who a socket's credentials name; called only once the app serves. */
  authenticate: PrincipalResolver;
  /** Which live links answer, for the sockets of their pages. */
  liveLinks: LiveLinkAccess;
}

/**
 * The device data path: reports come in (native ingest, OsmAnd), go through the position pipeline into the
 * database, and out to the live sockets and the alert mails; commands wait in the queue for the device to ask.
 */
export function createDeviceDataPath({ app, config, db, repositories, clock, mailer, geocoder, backgroundWork, counts, notifications, authenticate, liveLinks }: DeviceDataPathDeps): DeviceDataPath {
  const windowCounter = (name: string, windowMs: number) => createWindowCounter({ store: counts, clock, name, windowMs });
  const realtime = createRealtimeGateway({
    server: app.server,
    authenticate: async (authorization) => (await authenticate({ authorization })) ?? null,
    devices: repositories.devices,
    liveLinks,
    proxyHops: config.TRUST_PROXY,
    clock,
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  const alerts = createAlertNotifier({
    recipients: createAlertRecipientsRepository(db),
    told: windowCounter('alerts-told', ALERT_WINDOW_MS),
    mailer,
    notifications,
    clock,
    background: backgroundWork,
    log: app.log,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
  });
  const telemetry = createTelemetryRepository(db);
  const pipeline = createPositionPipeline({
    repository: telemetry,
    geocoder,
    clock,
    log: app.log,
    onCommitted: (reports) => {
      realtime.publish(reports);
      alerts.notify(reports);
    },
  });
  const ingest = createIngestService({ telemetry, pipeline, commands: repositories.commands, clock });
  const osmand = buildOsmandServer({
    ingest,
    clock,
    log: app.log,
    limits: createOsmandLimits({
      byDevice: windowCounter('osmand-device', OSMAND_LIMIT_WINDOW_MS),
      byAddress: windowCounter('osmand-address', OSMAND_LIMIT_WINDOW_MS),
      perDevice: config.OSMAND_REPORTS_PER_MINUTE,
      perAddress: config.OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS,
    }),
    proxyHops: config.TRUST_PROXY,
  });
  app.addHook('preClose', () => realtime.close());
  app.addHook('onClose', async () => {
    await osmand.close();
    await pipeline.drain();
    await backgroundWork.idle();
  });
  const checkSilentDevices = createSilentDeviceCheck({
    repository: createSilentDevicesRepository(db),
    notifier: alerts,
    clock,
    log: app.log,
  });
  return { realtime, pipeline, ingest, osmand, commands: repositories.commands, checkSilentDevices };
}

