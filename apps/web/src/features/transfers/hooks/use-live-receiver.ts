import { RECEIVER_VERIFIED, type TransferCandidate } from '@lodestar/contract';
import { useEffect, type Dispatch, type SetStateAction } from 'react';

/** The chosen receiver, kept as they are: verified the moment the socket says so, nothing else on the page touched. */
export function useLiveReceiver(setReceiver: Dispatch<SetStateAction<TransferCandidate | null>>) {
  useEffect(() => {
    const onVerified = (event: Event) => {
      const id = (event as CustomEvent<string>).detail;
      setReceiver((chosen) => (chosen?._id === id ? { ...chosen, emailVerified: true } : chosen));
    };
    window.addEventListener(RECEIVER_VERIFIED, onVerified);
    return () => window.removeEventListener(RECEIVER_VERIFIED, onVerified);
  }, [setReceiver]);
}
