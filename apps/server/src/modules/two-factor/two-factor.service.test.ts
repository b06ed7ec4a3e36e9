import { accountMessages, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, type IdentityProof } from '@lodestar/contract';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/helpers/fake-clock.js';
import { ConflictError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { UserSecrets } from '../users/index.js';
import { createTwoFactorService, type TwoFactorServiceDeps } from './two-factor.service.js';

/** The two-step columns of one account, and what the service asked of its repository, in memory. */
function setUp() {
  const clock = new FakeClock();
  const secrets: UserSecrets = { passwordHash: 'hash', twoFactorSecret: null, twoFactorPendingSecret: null };
  const state = { enabled: false, lastStep: null as number | null, recoveryHashes: [] as string[] };
  const identityChecks: IdentityProof[] = [];
  /** Each change of two-step sign-in the account was told of: on (true) or off. */
  const told: boolean[] = [];
  const twoFactor: TwoFactorServiceDeps['twoFactor'] = {
    async savePendingSecret(_userId, secret) {
      secrets.twoFactorPendingSecret = secret;
    },
    async enable(_userId, checkedSecret, step, codeHashes) {
      // As the repository does: only the pending secret that was checked is turned on.
      if (secrets.twoFactorPendingSecret !== checkedSecret) return undefined;
      Object.assign(secrets, { twoFactorSecret: checkedSecret, twoFactorPendingSecret: null });
      Object.assign(state, { enabled: true, lastStep: step, recoveryHashes: codeHashes });
      return {} as Awaited<ReturnType<TwoFactorServiceDeps['twoFactor']['enable']>>;
    },
    async disable() {
      Object.assign(secrets, { twoFactorSecret: null, twoFactorPendingSecret: null });
      Object.assign(state, { enabled: false, recoveryHashes: [] });
    },
    async replaceRecoveryCodes(_userId, codeHashes) {
      state.recoveryHashes = codeHashes;
    },
  };
  const service = createTwoFactorService({
    users: { secretsOf: async () => ({ ...secrets }) },
    twoFactor,
    confirmIdentity: async (_user, proof) => {
      identityChecks.push(proof);
      if (proof.password !== 'right') throw new ValidationError(accountMessages.currentPasswordIncorrect);
    },
    clock,
    productName: 'Lodestar',
    tellTwoStepChanged: (_user, on) => void told.push(on),
  });
  const caller = () => ({ id: 'user-1', email: 'ada@example.test', twoFactorEnabled: state.enabled }) as Caller;
  const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() });
  return { clock, secrets, state, identityChecks, told, service, caller, codeOf };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('two-step set-up', () => {
  it('starts with a pending secret, its otpauth address naming the product and the account, and a QR image', async () => {
    const { service, caller, secrets } = setUp();
    const started = await service.init(caller());
    expect(secrets.twoFactorPendingSecret).toBe(started.twoFactorToken);
    expect(started.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Lodestar:ada%40example\.test\?/);
    expect(started.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('turns on with a code of the pending secret and answers the recovery codes once, only their hashes kept', async () => {
    const { service, caller, secrets, state, codeOf } = setUp();
    const { twoFactorToken } = await service.init(caller());
    const answer = await service.verify(caller(), codeOf(twoFactorToken));
    expect(state.enabled).toBe(true);
    expect(secrets.twoFactorSecret).toBe(twoFactorToken);
    expect(answer.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of answer.recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(state.recoveryHashes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(state.recoveryHashes).not.toContain(answer.recoveryCodes[0]);
  });

  it('refuses a wrong code, a code before any start, and a second enrolment while on; tells the account once it is on', async () => {
    const { service, caller, state, told, codeOf } = setUp();
    expect(await refusal(service.verify(caller(), '123456'))).toMatchObject({ message: accountMessages.twoFactorNotStarted });
    const { twoFactorToken } = await service.init(caller());
    const wrong = String((Number(codeOf(twoFactorToken)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await refusal(service.verify(caller(), wrong))).toMatchObject({ message: accountMessages.invalidVerificationToken });
    expect(state.enabled).toBe(false);
    expect(told).toEqual([]);

    await service.verify(caller(), codeOf(twoFactorToken));
    expect(told).toEqual([true]);
    expect(await refusal(service.init(caller()))).toBeInstanceOf(ConflictError);
  });

  it('unlinks and renews the recovery codes only while on, and only after the identity check; tells the account of each change', async () => {
    const { service, caller, state, identityChecks, told, codeOf } = setUp();
    expect(await refusal(service.unlink(caller(), { password: 'right', code: '123456' }))).toMatchObject({
      message: accountMessages.twoFactorNotOn,
    });
    expect(identityChecks).toHaveLength(0);

    const { twoFactorToken } = await service.init(caller());
    await service.verify(caller(), codeOf(twoFactorToken));
    const before = state.recoveryHashes;
    expect(await refusal(service.renewRecoveryCodes(caller(), { password: 'wrong', code: '123456' }))).toBeInstanceOf(ValidationError);
    expect(state.recoveryHashes).toBe(before);

    const renewed = await service.renewRecoveryCodes(caller(), { password: 'right', code: '123456' });
    expect(renewed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(state.recoveryHashes).not.toEqual(before);

    await service.unlink(caller(), { password: 'right', code: '123456' });
    expect(state.enabled).toBe(false);
    expect(told).toEqual([true, false]);
    expect(identityChecks.map((proof) => proof.password)).toEqual(['wrong', 'right', 'right']);
  });
});
