import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCaptchaVerifier, type CaptchaVerifier } from './adapters/captcha/index.js';
import { createCityIndexSource } from './adapters/cities/index.js';
import { systemClock, type Clock } from './adapters/clock.js';
import { createGeoIpLocator, type GeoIpLocator } from './adapters/geo-ip/index.js';
import { createMailer, type Mailer } from './adapters/mail/index.js';
import {
  createPayments,
  localProviderRoutes,
  localStripeApiRoutes,
  paymentClockRoutes,
  type Payments,
} from './adapters/payments/index.js';
import { createReverseGeocoder, type ReverseGeocoder } from './adapters/reverse-geocoder/index.js';
import { registerApiRoutes, type ApiRoutesDeps } from './composition/api-routes.js';
import { createDeviceDataPath } from './composition/device-data-path.js';
import { createJobTurns, type JobTurns } from './composition/job-turns.js';
import { createRepositories } from './composition/repositories.js';
import { createServices, type Services } from './composition/services.js';
import type { TimedWork } from './composition/timed-jobs.js';
import { trustedProxies, type Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { registerApiCacheControl } from './http/api-cache-control.js';
import { registerApiCompression } from './http/api-compression.js';
import { contentSecurityPolicy } from './http/content-security-policy.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { registerOpenApi } from './http/openapi.js';
import { newDevRoutesKey } from './http/local-request.js';
import { registerRateLimits, strictRateLimit } from './http/rate-limit.js';
import { answerUnroutableRequest, registerRequestParsing } from './http/request-parsing.js';
import { collectRouteTable, type RouteEntry } from './http/route-table.js';
import { defaultWebDistDir, registerSpa } from './http/spa.js';
import { createBackgroundWork, type BackgroundWork } from './lib/background-work.js';
import type { CommandQueueRepository } from './modules/device-commands/index.js';
import { paymentWebhookRoutes, WEBHOOK_PATH } from './modules/subscriptions/index.js';
import { endLiveTracking, sweepExpired } from './modules/system/index.js';
import type { OsmandServer } from './ingest/osmand-server.js';
import type { PositionPipeline } from './ingest/pipeline/position-pipeline.js';
import type { RealtimeGateway } from './realtime/realtime-gateway.js';

export const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OsmAnd listener, built with the app; main.ts makes it listen on INGEST_PORT. */
    osmand: OsmandServer;
    /** The device data path, for the simulator, shutdown and tests. */
    telemetry: { pipeline: PositionPipeline; commands: CommandQueueRepository; realtime: RealtimeGateway };
    /** Work requests start without waiting for it (mails); `idle()` waits for it to finish. */
    backgroundWork: BackgroundWork;
    /**
     * This start's key of the development routes (the dev mailbox, the payment clock), which `npm start` prints in
     * their links; null when none serves (production).
     */
    devRoutesKey: string | null;
    /** Whether the dev mailbox serves: outside production, while mail goes to the outbox. */
    devMailbox: boolean;
    /** Every route the app serves, in registration order. */
    routeTable: readonly RouteEntry[];
    /** The payments port: the stripe SDK on Stripe or on the local provider, for the CLI, the demo and tests. */
    payments: Payments;
    /**
     * The timed jobs main.ts schedules (composition/timed-jobs.ts): their work, which tests run directly, and `turn`,
     * which runs a job when this process holds it (decision 0064).
     */
    timedJobs: TimedWork & JobTurns;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
  logger?: FastifyServerOptions['logger'];
  geocoder?: ReverseGeocoder;
  geoIp?: GeoIpLocator;
}

/**
 * The composition root: builds the whole server from its configuration and ports, in phases: the HTTP platform,
 * the repositories, the adapters, the services, the device data path, then the routes. No side effects on import.
 */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = createHttpPlatform(config, deps.logger);
  const backgroundWork = createBackgroundWork(app.log);
  app.decorate('backgroundWork', backgroundWork);

  const repositories = createRepositories(database.db);

  const mailer = deps.mailer ?? createMailer(config, repositories.outbox, app.log);
  app.addHook('onClose', () => mailer.close());
  const captcha = deps.captcha ?? createCaptchaVerifier(config, repositories.spentCaptchas, clock);
  const counts = await registerHttpPolicies(app, config, clock, captcha);
  const cities = createCityIndexSource(app.log);
  // The local provider's delivery waits for the services' handling of what it delivered; it runs once the app serves.
  const handled = (eventId: string) => services.billing.providerEvents.handled(eventId);
  const payments = createAppPayments(app, config, database.db, clock, backgroundWork, handled);
  app.decorate('payments', payments);

  // The services end sessions' sockets and the sockets authenticate through the services: the one link back
  // is bound here and only used once the app serves.
  const services: Services = createServices({
    config,
    db: database.db,
    payments,
    repositories,
    clock,
    mailer,
    captcha,
    geoIp: deps.geoIp ?? createGeoIpLocator(config, app.log),
    cities,
    backgroundWork,
    counts,
    endSession: (sessionId) => deviceDataPath.realtime.endSession(sessionId),
    publishNotification: (userId, insert) => deviceDataPath.realtime.notify(userId, insert),
    publishTransfer: {
      receiverVerified: (sellerIds, update) => deviceDataPath.realtime.receiverVerified(sellerIds, update),
      transferUpdate: (sellerId, update) => deviceDataPath.realtime.transferUpdate(sellerId, update),
    },
    endLiveLink: (linkId) => deviceDataPath.realtime.endLiveLink(linkId),
    log: app.log,
  });
  const deviceDataPath = createDeviceDataPath({
    app,
    config,
    db: database.db,
    repositories,
    clock,
    mailer,
    geocoder: deps.geocoder ?? createReverseGeocoder(config, cities, app.log),
    backgroundWork,
    counts,
    notifications: services.notifications,
    authenticate: services.resolvePrincipal,
    liveLinks: services.liveLinks,
  });
  app.decorate('osmand', deviceDataPath.osmand);
  app.decorate('telemetry', { pipeline: deviceDataPath.pipeline, commands: deviceDataPath.commands, realtime: deviceDataPath.realtime });

  const timedJobs = timedJobsOf({ services, deviceDataPath, repositories, db: database.db, clock });
  app.decorate('timedJobs', timedJobs);
  const giveBackFailed = (error: unknown) => app.log.error({ err: error }, 'could not give back the timed jobs held');
  app.addHook('onClose', () => timedJobs.giveBack().catch(giveBackFailed));

  await registerRoutes(app, {
    config,
    database,
    repositories,
    services,
    deviceDataPath,
    captcha,
    backgroundWork,
    mailer,
    payments,
  });
  return app;
}

type HttpPlatform = ReturnType<typeof createHttpPlatform>;

/** The timed jobs' work, and their turns in this process. */
function timedJobsOf({
  services,
  deviceDataPath,
  repositories,
  db,
  clock,
}: {
  services: Services;
  deviceDataPath: ReturnType<typeof createDeviceDataPath>;
  repositories: ReturnType<typeof createRepositories>;
  db: Database;
  clock: Clock;
}): FastifyInstance['timedJobs'] {
  const work: TimedWork = {
    warnExpiringCards: services.billing.warnExpiringCards,
    pruneNotifications: services.notifications.prune,
    pruneHistory: services.historyRetention.prune,
    checkSilentDevices: deviceDataPath.checkSilentDevices,
    handlePaymentEvents: services.billing.providerEvents.handleUnhandled,
    reconcilePayments: async () => ({
      ...(await services.billing.reconcileWithProvider()),
      transfers: await services.settleStoppedTransfers(),
    }),
    prunePaymentEvents: services.billing.pruneProviderEvents,
    settleWaitingTransfers: services.waitingTransfers.settleWaitingTransfers,
    sweepExpired: () => sweepExpired(db, clock.now()),
    endLiveTracking: () => endLiveTracking(db, clock.now()),
  };
  return { ...work, ...createJobTurns({ leases: repositories.jobLeases, clock, work }) };
}

/**
 * The payments port; the local provider posts its events to the webhook route as Stripe would, signature and all. The
 * route answers before it handles an event; the local provider then waits for that handling (`handled`), so that its
 * clock answers once everything that came due has been handled.
 */
function createAppPayments(
  app: HttpPlatform,
  config: Config,
  db: Database,
  clock: Clock,
  backgroundWork: BackgroundWork,
  handled: (eventId: string) => Promise<void>,
) {
  return createPayments(config, {
    db,
    clock,
    log: app.log,
    background: (task) => backgroundWork.start('Delivering payment events failed', {}, task),
    deliver: async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      if (response.statusCode !== 200) return false;
      await handled((JSON.parse(payload) as { id: string }).id);
      return true;
    },
  });
}

/**
 * The routes phase: the development routes' key, the API, the payment provider's webhook, the local provider's
 * browser routes, payment clock and Stripe API over HTTP, then the web app.
 */
async function registerRoutes(
  app: HttpPlatform,
  deps: Omit<ApiRoutesDeps, 'version' | 'devMailbox' | 'devRoutesKey'> & { mailer: Mailer; payments: Payments },
) {
  const { config, services, mailer, payments } = deps;
  const devMailbox = !config.production && mailer.kind === 'outbox';
  const paymentClock = !config.production && payments.local !== null;
  const devRoutesKey = newDevRoutesKey();
  app.decorate('devRoutesKey', devMailbox || paymentClock ? devRoutesKey : null);
  app.decorate('devMailbox', devMailbox);
  await app.register(async (api) => {
    await registerApiCompression(api);
    await registerApiRoutes(api, { ...deps, version: VERSION, devMailbox, devRoutesKey });
  });
  await paymentWebhookRoutes(app, { events: services.billing.providerEvents });
  if (payments.local) {
    await localProviderRoutes(app, { local: payments.local, rateLimit: strictRateLimit(config) });
    if (paymentClock) {
      await paymentClockRoutes(app, { local: payments.local, key: devRoutesKey, rateLimit: strictRateLimit(config) });
      await localStripeApiRoutes(app, { local: payments.local, rateLimit: strictRateLimit(config) });
    }
  }
  await registerSpa(app, config.WEB_DIST_DIR ?? defaultWebDistDir, config.PRODUCT_NAME);
}

/** Fastify with the request ids, zod schemas, body parsing, error handler and route table every route relies on. */
function createHttpPlatform(config: Config, logger: FastifyServerOptions['logger'] | undefined) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: new LogController({ disableRequestLogging: !config.requestLogs }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: answerUnroutableRequest,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('routeTable', collectRouteTable(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestParsing(app);
  return app;
}

/** Security headers (the API's no-store among them), rate limits and the OpenAPI document; answers the rate limits' count store. */
async function registerHttpPolicies(app: ReturnType<typeof createHttpPlatform>, config: Config, clock: Clock, captcha: CaptchaVerifier) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: contentSecurityPolicy({
        captcha: captcha.provider,
        secure: config.secure,
        publicUrl: config.publicUrl,
        tileUrls: [config.MAP_STREET_TILE_URL, config.MAP_SATELLITE_TILE_URL],
        payments: config.PAYMENTS_PROVIDER,
      }),
    },
    hsts: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  registerApiCacheControl(app);
  const counts = await registerRateLimits(app, config, clock);
  await registerOpenApi(app, { productName: config.PRODUCT_NAME, version: VERSION, publicUrl: config.publicUrl });
  return counts;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
