import CssBaseline from '@mui/material/CssBaseline';
import { TOAST_DURATION_MS } from '@lodestar/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { Suspense, type ReactNode } from 'react';
import { DirectionalTheme } from '../lib/i18n/directional-theme';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { themeOptions } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // A language other than English suspends the first render for its catalogue's chunk, a moment at most.
    <Suspense fallback={null}>
      <LanguageProvider>
        <DirectionalTheme options={themeOptions}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            <SnackbarProvider
              maxSnack={3}
              autoHideDuration={TOAST_DURATION_MS}
              anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
              preventDuplicate
            >
              {children}
            </SnackbarProvider>
          </QueryClientProvider>
        </DirectionalTheme>
      </LanguageProvider>
    </Suspense>
  );
}
