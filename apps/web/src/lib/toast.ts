import { errorMessageFrom } from '@lodestar/contract';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { createElement } from 'react';
import { ApiError, isNetworkFailure } from './api-client';
import { contractText } from './i18n/contract-text';
import { translateShown } from './i18n/shown-translate';
import { isOffline } from './online-status';

/**
 * The display rule applied to whatever a call threw, in the shown language; a call that never left an offline browser
 * says so.
 */
export function displayMessage(error: unknown, fallback?: string): string {
  if (isNetworkFailure(error) && isOffline()) return translateShown('common.offline.callFailed');
  return contractText(translateShown, errorMessageFrom(error instanceof ApiError ? error.body : undefined, fallback));
}

/** Toasts (4 s, top-centre: see the SnackbarProvider); errors follow the display rule. */
export const toast = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  /** Done in part (some rows of an upload refused). */
  warning: (message: string) => enqueueSnackbar(message, { variant: 'warning' }),
  /** Something to read and keep (a new passcode): stays until closed, whatever page the user goes to meanwhile. */
  lasting: (message: string) =>
    enqueueSnackbar(message, {
      variant: 'info',
      persist: true,
      action: (key: SnackbarKey) =>
        createElement(
          Button,
          { color: 'inherit', size: 'small', onClick: () => closeSnackbar(key) },
          translateShown('common.close'),
        ),
    }),
  /** Closes every toast, lasting ones too: what they said belongs to a session that has ended. */
  dismissAll: () => closeSnackbar(),
  error: (error: unknown, fallback?: string) => enqueueSnackbar(displayMessage(error, fallback), { variant: 'error' }),
  /** Runs a call, then toasts `success` or its error; tells whether it succeeded. */
  async settled(call: () => Promise<unknown>, success: string): Promise<boolean> {
    try {
      await call();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    }
  },
  /**
   * Shows the server's message of a call that answers one (in the shown language), or its error; tells whether the call
   * succeeded.
   */
  async outcome(call: Promise<{ message: string }>, fallback?: string): Promise<boolean> {
    try {
      toast.success(contractText(translateShown, (await call).message));
      return true;
    } catch (error) {
      toast.error(error, fallback);
      return false;
    }
  },
};

export function useToast(): typeof toast {
  return toast;
}
