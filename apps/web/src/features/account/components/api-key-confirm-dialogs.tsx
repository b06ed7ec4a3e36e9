import { accountMessages } from '@lodestar/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ApiKeyConfirmation } from './use-api-key-actions';

interface ApiKeyConfirmDialogsProps {
  confirming: ApiKeyConfirmation | null;
  generating: boolean;
  removing: boolean;
  onRegenerate: () => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The questions asked before the key is replaced or removed. */
export function ApiKeyConfirmDialogs({
  confirming,
  generating,
  removing,
  onRegenerate,
  onRemove,
  onClose,
}: ApiKeyConfirmDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title="Regenerate API key"
        message="The current key stops working at once: programs that use it need the new key."
        confirmLabel="Regenerate"
        pending={generating}
        onConfirm={onRegenerate}
        onClose={onClose}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title="Remove API key"
        message={accountMessages.confirmRemoveApiKey}
        confirmLabel="Remove"
        pending={removing}
        onConfirm={onRemove}
        onClose={onClose}
      />
    </>
  );
}
