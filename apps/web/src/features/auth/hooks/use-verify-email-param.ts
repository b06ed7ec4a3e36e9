import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../lib/toast';
import { useVerifyEmail } from '../api/verify-email';

/** The verification mail links to /login?verify=T: verify once, tell the result, and drop the parameter. */
export function useVerifyEmailParam(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('verify');
  const { mutate } = useVerifyEmail();
  const toast = useToast();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    mutate(token, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error),
    });
    setSearchParams(
      (params) => {
        params.delete('verify');
        return params;
      },
      { replace: true },
    );
  }, [token, mutate, setSearchParams, toast]);
}
