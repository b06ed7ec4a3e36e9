import { sharingEndpoints, type ResendShareRequest, type Share } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const resendShare = (body: ResendShareRequest) => callApi(sharingEndpoints.resend, { body });

/** Mails a pending invitation again (a pending share's `userId` is null); nothing cached changes. */
export function useResendShare() {
  return useMutation({
    mutationFn: (share: Share) =>
      resendShare({
        shareId: share._id,
        userId: share.userId,
        sharedUserWithEmail: share.sharedUserWithEmail,
        deviceUUID: share.deviceUUID,
      }),
  });
}
