import { liveLinkEndpoints, type CreateLiveLinkRequest } from '@lodestar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const liveLinkKeys = { device: (deviceId: string) => ['live-links', deviceId] as const };

/** The device's live links, and those ended in the last week. */
export function useLiveLinks(deviceId: string) {
  return useQuery({
    queryKey: liveLinkKeys.device(deviceId),
    queryFn: () => callApi(liveLinkEndpoints.list, { params: { id: deviceId } }),
  });
}

export function useCreateLiveLink(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLiveLinkRequest) => callApi(liveLinkEndpoints.create, { params: { id: deviceId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveLinkKeys.device(deviceId) }),
  });
}

export function useRevokeLiveLink(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => callApi(liveLinkEndpoints.revoke, { params: { id: deviceId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveLinkKeys.device(deviceId) }),
  });
}
