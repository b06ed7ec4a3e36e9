import { accountCreditEndpoints, CREDIT_MOVEMENTS_PAGE_SIZE, type CreditMovement } from '@lodestar/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/payment-keys';

const getCredit = (startingAfter: string | undefined) =>
  callApi(accountCreditEndpoints.credit, {
    query: { limit: CREDIT_MOVEMENTS_PAGE_SIZE, ...(startingAfter ? { starting_after: startingAfter } : {}) },
  });

/** The account's credit and its movements, newest first, a page more at each "Show more". */
export function useAccountCredit() {
  const query = useInfiniteQuery({
    queryKey: paymentKeys.credit,
    queryFn: ({ pageParam }) => getCredit(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.movements.at(-1)?.id : undefined),
  });
  const first = query.data?.pages[0];
  const movements: CreditMovement[] = query.data?.pages.flatMap((page) => page.movements) ?? [];
  return { query, credit: first?.credit ?? 0, owed: first?.owed ?? 0, currency: first?.currency ?? null, movements };
}
