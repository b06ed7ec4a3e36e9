import { serverMessages } from '@lodestar/contract';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { createUnavailabilityLog, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability.js';
import { trustedProxies } from '../config.js';
import { AppError } from '../errors.js';
import { parseJsonBody } from '../http/request-parsing.js';
import type { IngestService } from './ingest.service.js';
import { decodeOsmandJson, decodeOsmandParams } from './osmand/decode-osmand.js';
import { isIssuedKey } from './osmand/device-key.js';
import type { OsmandLimits } from './osmand/report-limits.js';
import type { DecodeResult } from './report.js';
import type { Clock } from '../adapters/clock.js';

/** An OsmAnd report is a few hundred bytes; anything near this is not one. */
const OSMAND_BODY_LIMIT = 16 * 1024;

interface OsmandServerDeps {
  ingest: IngestService;
  clock: Clock;
  log: FastifyBaseLogger;
  limits: OsmandLimits;
  /** TRUST_PROXY: the proxies in front of the listener, believed about the client's address as the API believes them. */
  proxyHops: number;
}

/** 429 with the seconds to wait: Traccar Client and OsmAnd keep the report and send it again. */
const askToWait = (reply: FastifyReply, seconds: number) =>
  reply.code(429).header('retry-after', String(seconds)).type('text/plain').send(serverMessages.tooManyRequests);

const stringParams = (source: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(source && typeof source === 'object' ? source : {}).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : Array.isArray(value) && typeof value[0] === 'string' ? [[key, value[0]]] : [],
    ),
  );

/**
 * The OsmAnd listener on INGEST_PORT, as Traccar's: GET or POST to any path, parameters in the query or a
 * urlencoded body, or the JSON body of newer Traccar Client versions. 200 (with a waiting command's text, if any)
 * once stored, and the same 200 for an id no device reports under; 400 for a bad report; 429 past the limits per
 * identifier and, for what no device sent under its issued key, per address; 503 while the database is away (the
 * device keeps the report and sends it again).
 */
export function buildOsmandServer({ ingest, clock, log, limits, proxyHops }: OsmandServerDeps) {
  // Devices report every few seconds: a log line per report would drown everything else, so below warn is dropped.
  const level = ['fatal', 'error', 'silent'].includes(log.level) ? log.level : 'warn';
  const server = Fastify({
    loggerInstance: log.child({ listener: 'osmand' }, { level }),
    bodyLimit: OSMAND_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustedProxies(proxyHops),
  });
  server.removeContentTypeParser(['application/json', 'text/plain']);
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, { json: parseJsonBody(String(body)) });
    } catch (error) {
      // Text the database cannot store (NUL, half a surrogate pair) is refused with its own words.
      const refusal = error instanceof AppError ? error : Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 });
      done(refusal, undefined);
    }
  });
  // Some clients send their parameters in the query with any content type, or an empty body: the body is ignored.
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  const logUnavailable = createUnavailabilityLog();
  server.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    // Traccar Client and OsmAnd keep a report they could not deliver and send it again: a 503 asks for just that.
    if (isDatabaseUnavailable(error)) {
      logUnavailable(request.log, error);
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).type('text/plain').send(serverMessages.serviceUnavailable);
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'OsmAnd report failed');
    return reply.code(status).type('text/plain').send(status === 500 ? 'Internal error' : error.message);
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { json: unknown } | Record<string, string> | undefined;
    const isJson = Boolean(body && 'json' in body);
    const decoded: DecodeResult = isJson
      ? decodeOsmandJson((body as { json: unknown }).json, clock.now())
      : decodeOsmandParams({ ...stringParams(request.query), ...stringParams(body) }, clock.now());
    if (!decoded.ok) {
      const addressWait = await limits.fromAddress(request.ip);
      return addressWait === null ? reply.code(400).type('text/plain').send(decoded.message) : askToWait(reply, addressWait);
    }
    const { deviceKey } = decoded.report;
    const device = await ingest.osmandDevice(deviceKey);
    const wait = await limits.forReport(request.ip, deviceKey, device !== undefined && isIssuedKey(device, deviceKey));
    if (wait !== null) return askToWait(reply, wait);
    const outcome = await ingest.osmand(decoded.report, device);
    return reply.code(200).type('text/plain').send(outcome.reply);
  }

  server.route({ method: ['GET', 'POST'], url: '/*', handler: handle });
  return server;
}

export type OsmandServer = ReturnType<typeof buildOsmandServer>;
