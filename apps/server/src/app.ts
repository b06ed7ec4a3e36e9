import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serverMessages, type PublicConfig } from '@lodestar/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCaptchaVerifier, type CaptchaVerifier } from './adapters/captcha/index.js';
import { systemClock, type Clock } from './adapters/clock.js';
import { createMailer, type Mailer } from './adapters/mail/index.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { RateLimitedError } from './errors.js';
import { createAuthGuards } from './http/authenticate.js';
import { contentSecurityPolicy } from './http/content-security-policy.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { registerOpenApi } from './http/openapi.js';
import { defaultWebDistDir, registerSpa } from './http/spa.js';
import { createAuthTokensRepository } from './modules/auth/auth-tokens.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { createDevicesRepository } from './modules/devices/devices.repository.js';
import { createDeviceGate } from './modules/devices/device-gate.js';
import { devicesRoutes } from './modules/devices/devices.routes.js';
import { createFirmwaresRepository } from './modules/firmware/firmwares.repository.js';
import { firmwareRoutes } from './modules/firmware/firmware.routes.js';
import { createFirmwareService } from './modules/firmware/firmware.service.js';
import { sharingRoutes } from './modules/sharing/sharing.routes.js';
import { createSharingService } from './modules/sharing/sharing.service.js';
import { createSharesRepository } from './modules/sharing/shares.repository.js';
import { createDevicesService } from './modules/devices/devices.service.js';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.js';
import { createOutboxRepository } from './modules/mail/outbox.repository.js';
import { createSpentCaptchasRepository } from './modules/system/spent-captchas.repository.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';

export const VERSION = '0.1.0';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
  logger?: FastifyServerOptions['logger'];
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
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.removeContentTypeParser('text/plain');
  // An empty JSON body counts as no body, so "POST with no body" means the same whatever Content-Type a client sends.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = String(text);
    if (raw.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  const outbox = createOutboxRepository(database.db);
  const mailer = deps.mailer ?? createMailer(config, outbox, app.log);
  const captcha = deps.captcha ?? createCaptchaVerifier(config, createSpentCaptchasRepository(database.db), clock);
  app.addHook('onClose', () => mailer.close());

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(captcha.provider, config.publicUrl) },
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => new RateLimitedError(serverMessages.tooManyRequests, context.ttl / 1000),
  });
  await registerOpenApi(app, { productName: config.PRODUCT_NAME, version: VERSION, publicUrl: config.publicUrl });

  const users = createUsersRepository(database.db);
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(database.db),
    tokens: createAuthTokensRepository(database.db),
    mailer,
    captcha,
    clock,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
  });
  const guards = createAuthGuards(auth);
  const devMailbox = !config.production && mailer.kind === 'outbox';
  const publicConfig: PublicConfig = {
    productName: config.PRODUCT_NAME,
    captcha: {
      provider: captcha.provider,
      siteKey: captcha.siteKey,
      challengeUrl: captcha.createChallenge ? '/api/captcha/challenge' : null,
    },
    devMailbox,
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
    await authRoutes(api, { auth, guards, authRateLimit });
    await usersRoutes(api, { guards });
    const devicesRepository = createDevicesRepository(database.db);
    const shares = createSharesRepository(database.db);
    const deviceFor = createDeviceGate(devicesRepository, clock);
    const devices = createDevicesService({ repository: devicesRepository, shares, deviceFor, clock });
    await devicesRoutes(api, { guards, devices, claimRateLimit: authRateLimit });
    await sharingRoutes(api, { guards, sharing: createSharingService({ shares, deviceFor }) });
    const firmwares = createFirmwaresRepository(database.db);
    await firmwareRoutes(api, { guards, firmware: createFirmwareService({ firmwares, devices: devicesRepository, deviceFor, clock }) });
    if (devMailbox) await devMailboxRoutes(api, { outbox, productName: config.PRODUCT_NAME });
  });
  await registerSpa(app, config.WEB_DIST_DIR ?? defaultWebDistDir);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
