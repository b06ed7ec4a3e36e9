import type { User } from '@lodestar/contract';
import { useEffect } from 'react';
import { useAppStore } from '../store';
import { changeLanguage } from './language-provider';

/**
 * Once signed in, the portal shows the language the account saved, whatever this browser chose before; an account
 * that saved none keeps the browser's choice.
 */
export function useSavedLanguage(user: Pick<User, 'language'> | undefined): void {
  const saved = user?.language ?? null;
  useEffect(() => {
    if (saved && saved !== useAppStore.getState().language) void changeLanguage(saved);
  }, [saved]);
}
