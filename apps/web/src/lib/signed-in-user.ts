import type { User } from '@lodestar/contract';
import { createContext, useContext } from 'react';

/** The user of the checked session; the session guard provides it to every portal page. */
export const SignedInUserContext = createContext<User | null>(null);

export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only available inside the session guard');
  return user;
}
