import type { CaptchaProvider } from '@lodestar/contract';

/** The captcha port: checks the widget's payload that a request carries in its `captcha` field. */
export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  readonly siteKey: string | null;
  verify(payload: string | undefined, remoteIp: string): Promise<boolean>;
  /** Only proof-of-work providers issue challenges from this server. */
  createChallenge?(): Promise<unknown>;
}

/** Challenges already answered, so one solution cannot be replayed. */
export interface SpentChallenges {
  /** Records the challenge; answers false when it was recorded before. */
  markSpent(id: string, expiresAt: Date): Promise<boolean>;
}
