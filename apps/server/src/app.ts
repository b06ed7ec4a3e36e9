import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { PublicConfig } from '@lodestar/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCaptchaVerifier, type CaptchaVerifier } from './adapters/captcha/index.js';
import { createGeoIpLocator, type GeoIpLocator } from './adapters/geo-ip/index.js';
import { systemClock, type Clock } from './adapters/clock.js';
import { createMailer, type Mailer } from './adapters/mail/index.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAuthGuards } from './http/authenticate.js';
import { contentSecurityPolicy } from './http/content-security-policy.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRateLimits } from './http/rate-limit.js';
import { answerUnroutableRequest, registerRequestParsing } from './http/request-parsing.js';
import { collectRouteTable, type RouteEntry } from './http/route-table.js';
import { defaultWebDistDir, registerSpa } from './http/spa.js';
import { ADDRESS_LOCK_WINDOW_MS, createAddressLock, createAuthTokensRepository, authRoutes, createAuthService, createMailQuota, MAIL_QUOTA_WINDOW_MS, createSessionsRepository, createKnownBrowsers, createPrincipalResolver, createKnownBrowsersRepository, createSecondStep, createTrustedBrowsersRepository, createTwoFactorRepository, createAccountUnlock, createPasswordLock } from './modules/auth/index.js';
import { createEmailVerification, createNewPassword, accountRoutes, createEmailChangeRepository, createEmailChangeService, createEmailChangeUndo, createIdentityCheck, createPasswordChangeService, createProfileService, twoFactorRoutes, createTwoFactorService } from './modules/account/index.js';
import { createWindowCounter } from './lib/window-counter.js';
import { createDevicesRepository, createDeviceChanger, createDeviceGate, devicesRoutes, notificationEmailsRoutes, createNotificationEmailsService, createNotificationEmailConfirmationsRepository, createDevicesService } from './modules/devices/index.js';
import { geofenceRoutes, createGeofenceService } from './modules/geofence/index.js';
import { createGroupsRepository, groupsRoutes, createGroupsService } from './modules/groups/index.js';
import { createFirmwaresRepository, firmwareRoutes, createFirmwareService } from './modules/firmware/index.js';
import { accountSharingRoutes, createAccountSharingService, createAccountSharesRepository } from './modules/account-sharing/index.js';
import { createInvitationsRepository, invitationsRoutes, createInvitationsService, sharingRoutes, createSharingService, createDeviceShares, createSharesRepository } from './modules/sharing/index.js';
import { createBackgroundWork, type BackgroundWork } from './lib/background-work.js';
import { devMailboxRoutes, createOutboxRepository } from './modules/mail/index.js';
import { createSpentCaptchasRepository, systemRoutes } from './modules/system/index.js';
import { createUsersRepository, usersRoutes, createAdminUsersRepository, adminUsersRoutes, createAdminUsersService } from './modules/users/index.js';
import { createReverseGeocoder, type ReverseGeocoder } from './adapters/reverse-geocoder/index.js';
import { ALERT_MAIL_WINDOW_MS, createAlertNotifier } from './ingest/alerts/alert-notifier.js';
import { createAlertRecipientsRepository } from './ingest/alerts/alert-recipients.repository.js';
import { createCommandQueueRepository, type CommandQueueRepository } from './modules/device-commands/index.js';
import { createIngestService } from './ingest/ingest.service.js';
import { nativeIngestRoutes } from './ingest/native.routes.js';
import { buildOsmandServer, type OsmandServer } from './ingest/osmand-server.js';
import { createOsmandLimits, OSMAND_LIMIT_WINDOW_MS } from './ingest/osmand/report-limits.js';
import { createPositionPipeline, type PositionPipeline } from './ingest/pipeline/position-pipeline.js';
import { createTelemetryRepository } from './ingest/pipeline/telemetry.repository.js';
import { createHistoryRepository, historyRoutes, createHistoryService } from './modules/history/index.js';
import { createRealtimeGateway, type RealtimeGateway } from './realtime/realtime-gateway.js';
import { createApiKeysRepository, apiKeysRoutes, createApiKeysService } from './modules/api-keys/index.js';
import { clientLocationRoutes, createClientLocationService } from './modules/client-location/index.js';

export const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OsmAnd listener, built with the app; main.ts makes it listen on INGEST_PORT. */
    osmand: OsmandServer;
    /** The device data path, for the simulator, shutdown and tests. */
    telemetry: { pipeline: PositionPipeline; commands: CommandQueueRepository; realtime: RealtimeGateway };
    /** Work requests start without waiting for it (mails); `idle()` waits for it to finish. */
    backgroundWork: BackgroundWork;
    /** Every route the app serves, in registration order. */
    routeTable: readonly RouteEntry[];
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

/** The composition root: builds the whole server from its configuration and ports. No side effects on import. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // TRUST_PROXY is a hop count; Fastify reads a bare number as "trust nobody", so the count goes in a function.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
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

  const backgroundWork = createBackgroundWork(app.log);
  app.decorate('backgroundWork', backgroundWork);
  const outbox = createOutboxRepository(database.db);
  const mailer = deps.mailer ?? createMailer(config, outbox, app.log);
  const captcha = deps.captcha ?? createCaptchaVerifier(config, createSpentCaptchasRepository(database.db), clock);
  app.addHook('onClose', () => mailer.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: contentSecurityPolicy({
        captcha: captcha.provider,
        secure: config.secure,
        publicUrl: config.publicUrl,
        tileUrls: [config.MAP_STREET_TILE_URL, config.MAP_SATELLITE_TILE_URL],
      }),
    },
    hsts: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const counts = await registerRateLimits(app, config, clock);
  await registerOpenApi(app, { productName: config.PRODUCT_NAME, version: VERSION, publicUrl: config.publicUrl });

  const devicesRepository = createDevicesRepository(database.db);
  const realtime = createRealtimeGateway({
    server: app.server,
    authenticate: async (authorization) => (await resolvePrincipal({ authorization })) ?? null,
    devices: devicesRepository,
    clock,
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  const alerts = createAlertNotifier({
    recipients: createAlertRecipientsRepository(database.db),
    mailed: createWindowCounter({ store: counts, clock, name: 'alert-mails', windowMs: ALERT_MAIL_WINDOW_MS }),
    mailer,
    clock,
    background: backgroundWork,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
  });
  const telemetry = createTelemetryRepository(database.db);
  const pipeline = createPositionPipeline({
    repository: telemetry,
    geocoder: deps.geocoder ?? createReverseGeocoder(config, app.log),
    clock,
    log: app.log,
    onCommitted: (reports) => {
      realtime.publish(reports);
      alerts.notify(reports);
    },
  });
  const commands = createCommandQueueRepository(database.db);
  const ingest = createIngestService({ telemetry, pipeline, commands, clock });
  const osmandCounter = (name: string) => createWindowCounter({ store: counts, clock, name, windowMs: OSMAND_LIMIT_WINDOW_MS });
  const osmandLimits = createOsmandLimits({
    byDevice: osmandCounter('osmand-device'),
    byAddress: osmandCounter('osmand-address'),
    perDevice: config.OSMAND_REPORTS_PER_MINUTE,
    perAddress: config.OSMAND_REPORTS_PER_MINUTE_PER_ADDRESS,
  });
  const osmand = buildOsmandServer({ ingest, clock, log: app.log, limits: osmandLimits });
  app.decorate('osmand', osmand);
  app.decorate('telemetry', { pipeline, commands, realtime });
  app.addHook('preClose', () => realtime.close());
  app.addHook('onClose', async () => {
    await osmand.close();
    await pipeline.drain();
    await backgroundWork.idle();
  });

  const users = createUsersRepository(database.db);
  const invitations = createInvitationsRepository(database.db);
  const sessions = createSessionsRepository(database.db);
  const tokens = createAuthTokensRepository(database.db);
  const trustedBrowsers = createTrustedBrowsersRepository(database.db);
  const twoFactor = createTwoFactorRepository(database.db);
  const secondStep = createSecondStep({ twoFactor, trustedBrowsers, clock });
  const onSessionEnded = (sessionId: string) => realtime.endSession(sessionId);
  const emailChanges = createEmailChangeRepository(database.db);
  const apiKeysRepository = createApiKeysRepository(database.db);
  const setNewPassword = createNewPassword({ db: database.db, clock, endSession: onSessionEnded });
  const verifyEmailAddress = createEmailVerification({ db: database.db, clock, endSession: onSessionEnded });
  const mailQuota = createMailQuota({
    sent: createWindowCounter({ store: counts, clock, name: 'link-mails', windowMs: MAIL_QUOTA_WINDOW_MS }),
    perHour: config.LINK_MAILS_PER_HOUR,
  });
  const mailContext = { productName: config.PRODUCT_NAME, publicUrl: config.publicUrl };
  const accountUnlock = createAccountUnlock({ users, tokens, mailer, backgroundWork, mailQuota, clock, mail: mailContext });
  const passwordLock = createPasswordLock({ users, clock, onLocked: accountUnlock.offer });
  const auth = createAuthService({
    users,
    sessions,
    tokens,
    emailChanges,
    setNewPassword,
    verifyEmailAddress,
    secondStep,
    mailer,
    backgroundWork,
    captcha,
    clock,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    onSessionEnded,
    invitations,
    addressLock: createAddressLock({
      failures: createWindowCounter({ store: counts, clock, name: 'sign-in-failures', windowMs: ADDRESS_LOCK_WINDOW_MS }),
      limit: config.SIGN_IN_FAILURES_PER_ADDRESS,
    }),
    passwordLock,
    knownBrowsers: createKnownBrowsers({ repository: createKnownBrowsersRepository(database.db), clock }),
    mailQuota,
  });
  const apiKeys = createApiKeysService({ repository: apiKeysRepository, clock, endSession: onSessionEnded });
  const resolvePrincipal = createPrincipalResolver({ sessions: auth, apiKeys });
  const guards = createAuthGuards(resolvePrincipal);
  const devMailbox = !config.production && mailer.kind === 'outbox';
  const publicConfig: PublicConfig = {
    productName: config.PRODUCT_NAME,
    captcha: {
      provider: captcha.provider,
      siteKey: captcha.siteKey,
      challengeUrl: captcha.createChallenge ? '/api/captcha/challenge' : null,
    },
    devMailbox,
    maps: {
      street: { url: config.MAP_STREET_TILE_URL, attribution: config.MAP_STREET_ATTRIBUTION },
      satellite: { url: config.MAP_SATELLITE_TILE_URL, attribution: config.MAP_SATELLITE_ATTRIBUTION },
    },
    links: {
      support: config.SUPPORT_URL,
      contact: config.CONTACT_URL,
      privacy: `${config.publicUrl}/privacyAndTerms`,
      terms: `${config.publicUrl}/privacyAndTerms`,
      appStore: config.APP_STORE_URL,
      playStore: config.PLAY_STORE_URL,
    },
  };

  await app.register(async (api) => {
    const authRateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
    await systemRoutes(api, { database, captcha, publicConfig, version: VERSION });
    await authRoutes(api, { auth, accountUnlock, guards, authRateLimit, secureCookies: config.secure });
    await usersRoutes(api, { guards, users });
    await apiKeysRoutes(api, { guards, apiKeys });
    const adminUsers = createAdminUsersService({ repository: createAdminUsersRepository(database.db), clock, endSession: onSessionEnded });
    await adminUsersRoutes(api, { guards, adminUsers });
    const geoIp = deps.geoIp ?? createGeoIpLocator(config, app.log);
    await clientLocationRoutes(api, { location: createClientLocationService(geoIp) });
    const shares = createSharesRepository(database.db);
    const deviceFor = createDeviceGate(devicesRepository, clock);
    const devices = createDevicesService({ repository: devicesRepository, shares: createDeviceShares(shares), deviceFor, clock });
    await devicesRoutes(api, { guards, devices, claimRateLimit: authRateLimit });
    const changeDevice = createDeviceChanger(devicesRepository, clock);
    const notificationEmails = createNotificationEmailsService({
      deviceFor,
      changeDevice,
      confirmations: createNotificationEmailConfirmationsRepository(database.db),
      mailer,
      clock,
      mail: { productName: config.PRODUCT_NAME, publicUrl: config.publicUrl },
    });
    await notificationEmailsRoutes(api, { guards, notificationEmails, confirmRateLimit: authRateLimit });
    await geofenceRoutes(api, { guards, geofence: createGeofenceService({ deviceFor, changeDevice }) });
    const mail = { productName: config.PRODUCT_NAME, publicUrl: config.publicUrl };
    const confirmIdentity = createIdentityCheck({ passwordLock, secondStep });
    await accountRoutes(api, {
      guards,
      authRateLimit,
      profile: createProfileService({ users, trustedBrowsers }),
      emailChange: createEmailChangeService({
        users,
        emailChanges,
        tokens,
        confirmIdentity,
        undoEmailChange: createEmailChangeUndo({ db: database.db, clock, endSession: onSessionEnded }),
        mailer,
        clock,
        mail,
      }),
      passwordChange: createPasswordChangeService({ passwordLock, setNewPassword }),
    });
    const twoFactorService = createTwoFactorService({ twoFactor, confirmIdentity, clock, productName: config.PRODUCT_NAME });
    await twoFactorRoutes(api, { guards, authRateLimit, twoFactor: twoFactorService });
    const sharing = createSharingService({ shares, deviceFor, users, mailer, clock, mail, log: app.log });
    await sharingRoutes(api, { guards, sharing, mailRateLimit: authRateLimit });
    await invitationsRoutes(api, { guards, invitations: createInvitationsService({ invitations, clock }) });
    const accountShares = createAccountSharesRepository(database.db);
    const accountSharing = createAccountSharingService({ accountShares, users, mailer, mail, log: app.log });
    await accountSharingRoutes(api, { guards, accountSharing, mailRateLimit: authRateLimit });
    const groups = createGroupsService({ repository: createGroupsRepository(database.db), devices: devicesRepository, clock });
    await groupsRoutes(api, { guards, groups });
    const firmwares = createFirmwaresRepository(database.db);
    await firmwareRoutes(api, { guards, firmware: createFirmwareService({ firmwares, commands, deviceFor, clock }) });
    const history = createHistoryService({ history: createHistoryRepository(database.db), devices: devicesRepository, deviceFor, clock });
    await historyRoutes(api, { guards, history });
    await nativeIngestRoutes(api, { ingest });
    if (devMailbox) await api.register((scope) => devMailboxRoutes(scope, { outbox, productName: config.PRODUCT_NAME, backgroundWork }));
  });
  await registerSpa(app, config.WEB_DIST_DIR ?? defaultWebDistDir);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
