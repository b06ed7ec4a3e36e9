import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiKey } from '../../src/modules/api-keys/api-key.js';
import { SecretIndex } from './secret-scan.js';
import type { SecretLedger } from './secret-ledger.js';

/** Request body fields and path parameters that carry a secret. */
const SECRET_FIELDS = ['password', 'old', 'new', 'confirmation', 'passcode', 'masterKey', 'twoFactorCode', 'twoFactorTicket', 'code', 'token'];

/**
 * Coupon and group codes are handed out on purpose (flyers, a fleet's members) and the coupon answer shows the code
 * back: on these routes the path's `code` is no secret.
 */
const SHARED_CODE_ROUTES = ['/api/coupon/apply/:code/:deviceUUID/:productId', '/api/v2/subscriptions/group/joinByCode/:code'];

/** Fields of the stored secrets, as Drizzle names them and as the tables do: never in an answer, whatever they hold. */
const STORED_SECRET_FIELD =
  /"(passwordHash|twoFactorSecret|twoFactorPendingSecret|apiKeyHash|tokenHash|codeHash|ingestSecretHash|password_hash|two_factor_secret|two_factor_pending_secret|client_key_hash|token_hash|code_hash|ingest_secret_hash)"\s*:/;

/** The API's Device shows its passcode to those who may share it: the one place an answer holds one. */
const SHOWN_PASSCODE = /"passcode":"\d+"/g;

/** The development mailbox shows mails, links and all; it is never served in production. */
const DEV_MAILBOX = '/dev/mailbox';

const MAX_SCANNED_BYTES = 4 * 1024 * 1024;

function textOf(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload) && payload.length <= MAX_SCANNED_BYTES) return payload.toString('utf8');
  return undefined; // a stream: a file or the SPA's page
}

/** The secrets a request carries in its body and path, by field. */
function secretsSent(request: FastifyRequest): Array<[string, string]> {
  const sent: Array<[string, string]> = [];
  const sharedCode = SHARED_CODE_ROUTES.includes(request.routeOptions.url ?? '');
  for (const source of [request.body, request.params]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const field of SECRET_FIELDS) {
      if (sharedCode && source === request.params && field === 'code') continue;
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string') sent.push([field, value]);
    }
  }
  return sent;
}

/** The one route a device secret (`Authorization: Device <secret>`) opens. */
const NATIVE_INGEST = '/api/ingest/native';

/** The credential a request was let in with: a session token, an API key or a device secret. */
function credentialOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const authorization = request.headers.authorization;
  const apiKey = request.headers['x-api-key'];
  if (request.principal) return typeof apiKey === 'string' ? apiKey : authorization?.replace(/^Bearer\s+/i, '');
  const accepted = request.routeOptions.url === NATIVE_INGEST && reply.statusCode < 400;
  return accepted ? /^Device\s+(\S+)$/.exec(authorization ?? '')?.[1] : undefined;
}

/** Answers that hand a secret out are small; lists and exports are not read for them. */
const MAX_HANDING_OUT_LENGTH = 64 * 1024;

/**
 * Secrets an answer hands out: a session (authHeader), an API key (not its hint), a two-step secret, the ticket of a
 * sign-in awaiting its second step, recovery codes.
 */
function recordHandedOut(ledger: SecretLedger, text: string): void {
  if (!text.startsWith('{') || text.length > MAX_HANDING_OUT_LENGTH) return;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [field, inner] of Object.entries(value)) {
      if (field === 'authHeader' && typeof inner === 'string') ledger.record('session token', inner.replace(/^Bearer\s+/i, ''));
      else if (field === 'key' && typeof inner === 'string' && isApiKey(inner)) ledger.record('API key', inner);
      else if (field === 'twoFactorToken') ledger.record('two-step secret', inner);
      else if (field === 'twoFactorTicket') ledger.record('two-step ticket', inner);
      else if (field === 'recoveryCodes' && Array.isArray(inner)) inner.forEach((code) => ledger.record('recovery code', code));
      else visit(inner);
    }
  };
  try {
    visit(JSON.parse(text));
  } catch {
    // Not JSON after all: nothing handed out.
  }
}

function recordCookies(ledger: SecretLedger, reply: FastifyReply): void {
  const header = reply.getHeader('set-cookie');
  for (const cookie of [header ?? []].flat()) {
    ledger.record('cookie', /^[^=]+=([^;]*)/.exec(String(cookie))?.[1]);
  }
}

/** Every answer is checked against the secrets known so far and those of its own request. */
function checkAnswer(ledger: SecretLedger, request: FastifyRequest, reply: FastifyReply, text: string, sent: Array<[string, string]>) {
  const where = `${request.method} ${request.routeOptions.url ?? '(no route)'} → ${reply.statusCode}`;
  const shown = text.replace(SHOWN_PASSCODE, '"passcode":""');
  const ownSecrets = new SecretIndex();
  for (const [kind, value] of sent) ownSecrets.add({ kind, value });
  const sightings = [...ledger.index.find(shown), ...ownSecrets.find(shown)].map(({ kind, excerpt }) => `${where} shows [${kind}]: ${excerpt}`);
  for (const sighting of new Set(sightings)) ledger.violation(sighting);
  const field = STORED_SECRET_FIELD.exec(text);
  if (field) ledger.violation(`${where} has the field ${field[1]}`);
}

/**
 * Test-side hooks (never in production code) that keep the ledger: the app's development routes key and the local
 * payment provider's secret key join it at once; every answer is checked for a secret, a hash or a stored secret's
 * field, then the secrets of accepted requests and of the answer join the ledger.
 */
export function watchSecrets(app: FastifyInstance, ledger: SecretLedger): void {
  ledger.record('development routes key', app.devRoutesKey);
  ledger.record('local payment provider secret key', app.payments?.local?.secretKey);
  app.addHook('onSend', async (request, reply, payload) => {
    const sent = secretsSent(request);
    const text = textOf(payload);
    if (text !== undefined && !request.url.startsWith(DEV_MAILBOX)) checkAnswer(ledger, request, reply, text, sent);
    if (reply.statusCode < 400) for (const [kind, value] of sent) ledger.record(kind, value);
    ledger.record('credential', credentialOf(request, reply));
    if (text !== undefined) recordHandedOut(ledger, text);
    recordCookies(ledger, reply);
    return payload;
  });
}
