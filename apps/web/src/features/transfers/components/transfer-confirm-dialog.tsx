import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import type { TransferOrder } from '../hooks/use-transfer-order';

/** The question before paying: what goes to whom, with which plan, for how much; then the charge's step, if asked. */
export function TransferConfirmDialog({
  order,
  open,
  onConfirm,
  onClose,
}: {
  order: TransferOrder;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <>
      <ConfirmDialog
        open={open && order.question !== null}
        title={t('transfers.confirm.title')}
        message={order.question ?? ''}
        confirmLabel={t('transfers.confirm.pay')}
        destructive={false}
        pending={order.pending}
        onConfirm={onConfirm}
        onClose={onClose}
      />
      {order.authenticationDialog}
    </>
  );
}
