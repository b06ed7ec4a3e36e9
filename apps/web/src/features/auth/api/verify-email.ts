import { authEndpoints } from '@lodestar/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';

export interface VerifyEmailInput {
  token: string;
  /** Asked for when the link is opened in another browser than the one that signed up. */
  signupPassword?: string;
}

/**
 * The reset endpoint without a new password verifies the address of the token's account, for whoever holds the
 * account: the signed-in session (an email change), the session sign-up left in this browser, or the sign-up password.
 */
export const verifyEmail = ({ token, signupPassword }: VerifyEmailInput) => {
  const { authHeader, signupProof } = useAppStore.getState();
  const body = signupPassword === undefined ? undefined : { signupPassword };
  return callApi(authEndpoints.openMailedLink, { params: { token }, body }, { anonymous: true, authorization: authHeader ?? signupProof });
};

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => useAppStore.getState().setSignupProof(null) });
}
