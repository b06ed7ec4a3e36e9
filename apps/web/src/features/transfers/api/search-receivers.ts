import {
  RECEIVER_SEARCH_MIN_CHARS,
  RECEIVER_SEARCH_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  usersEndpoints,
} from '@lodestar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { transferKeys } from './transfer-keys';

const searchReceivers = (filter: string) =>
  callApi(usersEndpoints.search, { query: { page: 0, perPage: RECEIVER_SEARCH_PAGE_SIZE, filter } });

/**
 * The accounts a device can go to, asked for from 2 characters once typing pauses (500 ms); the server leaves out
 * the signed-in user. `receivers` is undefined while the answer for the text as typed is still to come.
 */
export function useReceiverSearch(text: string) {
  const typed = text.trim();
  const filter = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const asked = filter.length >= RECEIVER_SEARCH_MIN_CHARS;
  const search = useQuery({
    queryKey: transferKeys.receivers(filter),
    queryFn: () => searchReceivers(filter),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  const current = asked && filter === typed && !search.isPlaceholderData;
  return {
    receivers: current ? search.data?.data : undefined,
    asked: typed.length >= RECEIVER_SEARCH_MIN_CHARS,
    failed: search.isError,
  };
}
