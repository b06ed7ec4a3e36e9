import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A mailed link's parameter on the sign-in page (`?verify=T`, `?cancelEmailChange=T`): `handle` runs once per value,
 * and the parameter leaves the address at once, so a reload or a shared address does not use the link again.
 */
export function useLinkParam(name: string, handle: (value: string) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!value || handled.current === value) return;
    handled.current = value;
    handle(value);
    setSearchParams(
      (params) => {
        params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [name, value, handle, setSearchParams]);
}
