import type { ErrorBody } from '@lodestar/contract';

/**
 * The one place that shapes the API's JSON envelope. A success is `success: true` beside the call's own fields
 * (services answer their data; routes send it through here); a refusal is `{ success: false, message, errors }`.
 */
export const succeeded = <Body extends object>(body: Body) => ({ success: true as const, ...body });

/** What a service answers for a call whose answer is `Answer`: its fields without the envelope. */
export type Payload<Answer> = Answer extends unknown ? Omit<Answer, 'success'> : never;

export const failed = (message: string, errors: string[] = [message]): ErrorBody => ({ success: false, message, errors });
