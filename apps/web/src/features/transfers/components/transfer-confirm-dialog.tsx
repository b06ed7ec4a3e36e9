import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  return (
    <>
      <ConfirmDialog
        open={open && order.question !== null}
        title="Transfer device"
        message={order.question ?? ''}
        confirmLabel="Pay and transfer"
        destructive={false}
        pending={order.pending}
        onConfirm={onConfirm}
        onClose={onClose}
      />
      {order.authenticationDialog}
    </>
  );
}
