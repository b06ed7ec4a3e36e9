import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { refundOffered, subscriptionActions, type Subscription } from '@lodestar/contract';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { useNow } from '../../../lib/use-now';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { planNameIn } from '../../../lib/i18n/plan-name';

export type SubscriptionAction = 'pause' | 'resume' | 'undoScheduledChange' | 'cancel' | 'refund';

const actionLabels: Record<SubscriptionAction, MessageId> = {
  pause: 'subscriptions.action.pause',
  resume: 'subscriptions.action.resume',
  undoScheduledChange: 'subscriptions.action.undoScheduledChange',
  cancel: 'subscriptions.action.cancel',
  refund: 'subscriptions.action.refund',
};
const actionOrder: SubscriptionAction[] = ['pause', 'resume', 'undoScheduledChange', 'cancel', 'refund'];

/**
 * The row's Pause, Resume, Undo scheduled change and Cancel, each only when allowed, and Cancel with refund in the
 * 14-day grace period; no menu when none is.
 */
export function SubscriptionRowMenu({
  subscription,
  onAction,
}: {
  subscription: Subscription;
  onAction: (action: SubscriptionAction) => void;
}) {
  const t = useT();
  const popup = usePopupAnchor();
  const now = useNow(60_000);
  const offered = { ...subscriptionActions(subscription), refund: refundOffered(subscription, now / 1000) };
  const actions = actionOrder.filter((action) => offered[action]);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('subscriptions.table.optionsFor', { plan: planNameIn(t, subscription.plan.name) })}
        {...popup.triggerProps}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={popup.anchor} open={popup.open} onClose={popup.close}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              popup.close();
              onAction(action);
            }}
          >
            {t(actionLabels[action])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
