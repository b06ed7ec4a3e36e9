import { SEARCH_DEBOUNCE_MS } from '@lodestar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { devicesQuery } from '../../devices';
import { DEVICE_SEARCH_PAGE_SIZE } from '../activity-limits';

/**
 * The first devices whose name or serial number contains `text`, asked for once typing pauses. `devices` is
 * undefined while the answer for the text as typed is still to come.
 */
export function useDeviceSearch(text: string, enabled: boolean) {
  const user = useSignedInUser();
  const typed = text.trim();
  const name = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...devicesQuery(user._id, { type: 'all', name, page: 1, perPage: DEVICE_SEARCH_PAGE_SIZE }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const current = name === typed && !search.isPlaceholderData;
  return { devices: current ? search.data?.devices : undefined, failed: search.isError };
}
