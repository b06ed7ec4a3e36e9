import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@lodestar/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { displayMessage } from '../../../lib/toast';
import { subscriptionMessages } from '../subscription-messages';
import { ListSkeleton } from './list-skeleton';
import { SubscriptionActionDialog } from './subscription-action-dialog';
import type { SubscriptionAction } from './subscription-row-menu';
import { SubscriptionTable } from './subscription-table';

/** The Current subscription table with its loading, empty and error states, and the dialog of a row action. */
export function CurrentSubscriptionSection({ subscriptions }: { subscriptions: UseQueryResult<Subscription[]> }) {
  const [open, setOpen] = useState<{ subscription: Subscription; action: SubscriptionAction } | null>(null);
  return (
    <Stack component="section" aria-labelledby="current-subscription-title" spacing={1.5}>
      <Typography id="current-subscription-title" variant="h6" component="h3">
        Current subscription
      </Typography>
      {subscriptions.isPending ? (
        <ListSkeleton label="Loading subscription" count={1} height={88} />
      ) : subscriptions.isError ? (
        <ErrorState message={displayMessage(subscriptions.error)} onRetry={() => void subscriptions.refetch()} />
      ) : subscriptions.data.length === 0 ? (
        <Typography role="status" color="text.secondary" variant="body2">
          {subscriptionMessages.noSubscription}
        </Typography>
      ) : (
        <SubscriptionTable
          subscriptions={subscriptions.data}
          onAction={(subscription, action) => setOpen({ subscription, action })}
        />
      )}
      {open && <SubscriptionActionDialog {...open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
