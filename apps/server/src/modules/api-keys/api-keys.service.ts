import { accountMessages, can, type ApiKeyCreated, type ApiKeyState } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { hashToken } from '../../lib/secrets.js';
import type { ApiKeysRepository } from './api-keys.repository.js';
import { apiKeySessionId, hintOf, isApiKey, newApiKey } from './api-key.js';
import type { Payload } from '../../http/envelope.js';

interface ApiKeysServiceDeps {
  repository: ApiKeysRepository;
  clock: Clock;
  /** Closes the live sockets of a session (here: of a key) on every server process. */
  endSession: (sessionId: string) => void;
}

const mayHaveKey = (user: Caller) => can('apiKey', user.roles);

/** The API key is for enterprise users only. */
function authorize(caller: Caller): void {
  if (!mayHaveKey(caller)) throw new ForbiddenError(accountMessages.apiKeyEnterpriseOnly);
}

function stateOf(row: Caller): Payload<ApiKeyState> {
  const generated = row.apiKeyHint !== null;
  return {
    keyGenerated: generated,
    key: generated ? row.apiKeyHint : null,
    active: generated && row.keyActive,
    createdAt: generated ? (row.apiKeyCreatedAt?.toISOString() ?? null) : null,
  };
}

function keyOwner(row: Caller | undefined): Caller {
  if (!row) throw new NotFoundError(accountMessages.apiKeyNotGenerated);
  return row;
}

/**
 * The enterprise API key (decision 0010): one per user, shown in full only when made; only its hash and a hint are
 * kept. A key that is switched off, removed or replaced stops working at once, and its live sockets close.
 */
export function createApiKeysService({ repository, clock, endSession }: ApiKeysServiceDeps) {
  const closeKeySockets = (userId: string) => endSession(apiKeySessionId(userId));

  return {
    async generate(caller: Caller): Promise<Payload<ApiKeyCreated>> {
      authorize(caller);
      const key = newApiKey();
      const createdAt = clock.now();
      await repository.replace(caller.id, { hash: hashToken(key), hint: hintOf(key), createdAt });
      closeKeySockets(caller.id);
      return {
        message: accountMessages.generatedSuccessfully,
        keyGenerated: true,
        key,
        active: true,
        createdAt: createdAt.toISOString(),
      };
    },

    /** The caller's row was read when this request was authenticated, so it is current. */
    state(caller: Caller): Payload<ApiKeyState> {
      authorize(caller);
      return stateOf(caller);
    },

    async setActive(caller: Caller, active: boolean): Promise<Payload<ApiKeyState>> {
      authorize(caller);
      const row = keyOwner(await repository.setActive(caller.id, active, clock.now()));
      if (!active) closeKeySockets(caller.id);
      return { ...stateOf(row), message: accountMessages.updatedSuccessfully };
    },

    async remove(caller: Caller): Promise<Payload<ApiKeyState>> {
      authorize(caller);
      const row = keyOwner(await repository.remove(caller.id, clock.now()));
      closeKeySockets(caller.id);
      return { ...stateOf(row), message: accountMessages.removedSuccessfully };
    },

    /** The user an API key stands for, while the key is active and its user still has the enterprise role. */
    async authenticate(key: string): Promise<Caller | undefined> {
      if (!isApiKey(key)) return undefined;
      const user = await repository.findUserByKeyHash(hashToken(key));
      return user?.keyActive && mayHaveKey(user) ? user : undefined;
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
