import { errorMessageFrom } from '@lodestar/contract';
import { enqueueSnackbar } from 'notistack';
import { ApiError } from './api-client';

/** The display rule (spec part 1 §8) applied to whatever a call threw. */
export function displayMessage(error: unknown, fallback?: string): string {
  return errorMessageFrom(error instanceof ApiError ? error.body : undefined, fallback);
}

/** Toasts (4 s, top-centre: see the SnackbarProvider); errors follow the display rule. */
export const toast = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  error: (error: unknown, fallback?: string) => enqueueSnackbar(displayMessage(error, fallback), { variant: 'error' }),
};

export function useToast(): typeof toast {
  return toast;
}
