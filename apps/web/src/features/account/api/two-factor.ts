import { twoFactorEndpoints, type RecoveryCodesRequest, type UnlinkTwoFactorRequest } from '@lodestar/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useUserReloadingMutation } from './updated-user-mutation';

export const initTwoFactor = () => callApi(twoFactorEndpoints.init, {});

export const verifyTwoFactor = (code: string) => callApi(twoFactorEndpoints.verify, { params: { token: code } });

export const unlinkTwoFactor = (body: UnlinkTwoFactorRequest) => callApi(twoFactorEndpoints.unlink, { body });

/** The new recovery codes come in the shape of the enrolment's answer. */
export const renewRecoveryCodes = (body: RecoveryCodesRequest) => callApi(twoFactorEndpoints.renewRecoveryCodes, { body });

/**
 * The pending secret of an enrolment, made when the enrolment dialog opens. A query rather than a mutation so that
 * a double mount shares one call: every init replaces the pending secret, so a second one would void the QR code
 * on screen. It is never refetched while the dialog is open and forgotten once it closes.
 */
export function useTwoFactorInit() {
  return useQuery({
    queryKey: ['account', '2fa', 'init'],
    queryFn: initTwoFactor,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}

/** Turns two-step sign-in on; the signed-in user is reloaded so the section shows it on. */
export const useVerifyTwoFactor = () => useUserReloadingMutation(verifyTwoFactor);

export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes });
}

/** Unlinks the authenticator; the signed-in user is reloaded so the section shows two-step as off. */
export const useUnlinkTwoFactor = () => useUserReloadingMutation(unlinkTwoFactor);
