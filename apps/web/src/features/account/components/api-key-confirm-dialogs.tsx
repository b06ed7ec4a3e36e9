import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  return (
    <>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={t('account.apiKey.regenerateTitle')}
        message={t('account.apiKey.regenerateMessage')}
        confirmLabel={t('account.apiKey.regenerate')}
        pending={generating}
        onConfirm={onRegenerate}
        onClose={onClose}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        title={t('account.apiKey.removeTitle')}
        message={t('accountMessages.confirmRemoveApiKey')}
        confirmLabel={t('account.apiKey.remove')}
        pending={removing}
        onConfirm={onRemove}
        onClose={onClose}
      />
    </>
  );
}
