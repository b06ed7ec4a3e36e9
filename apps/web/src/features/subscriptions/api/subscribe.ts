import { pathOf, subscriptionEndpoints, type AnswerOf, type SubscribeRequest } from '@lodestar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { refreshAfterSubscriptionChange } from './refresh-after-subscription-change';

export interface SubscribeInput {
  planId: string;
  body: SubscribeRequest;
  /** The same for every request of one purchase: the server answers a repeat with the first answer. */
  idempotencyKey: string;
}

type SubscribeAnswer = AnswerOf<typeof subscriptionEndpoints.subscribe>;

/**
 * Buys a plan for a device, or changes its plan. The API client cannot send a header of the call's own yet, so this
 * call sends its request itself (path and method from the contract, the session's Authorization, ApiError on a
 * refusal); once `callApi` takes headers it becomes a plain `callApi(..., { headers })`.
 */
export async function subscribe({ planId, body, idempotencyKey }: SubscribeInput): Promise<SubscribeAnswer> {
  const endpoint = subscriptionEndpoints.subscribe;
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  headers.set('Idempotency-Key', idempotencyKey);
  const authHeader = useAppStore.getState().authHeader;
  if (authHeader) headers.set('Authorization', authHeader);
  let response: Response;
  try {
    response = await fetch(new URL(pathOf(endpoint, { planId }), window.location.origin), {
      method: endpoint.method,
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, answer);
  return answer as SubscribeAnswer;
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: subscribe, onSuccess: () => refreshAfterSubscriptionChange(queryClient) });
}
