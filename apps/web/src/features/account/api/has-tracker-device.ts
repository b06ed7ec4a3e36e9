import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { devicesQuery } from '../../devices';

/**
 * Whether the signed-in user has at least one GPS tracker, which opens the Payments tab (the query: `data` once
 * known). One device of the filtered list is enough: the answer's total tells the rest.
 */
export function useHasTrackerDevice() {
  const user = useSignedInUser();
  const trackers = useQuery({
    ...devicesQuery(user._id, { type: 'shield_gps', page: 1, perPage: 1 }),
    select: (page) => page.total > 0,
  });
  return trackers;
}
