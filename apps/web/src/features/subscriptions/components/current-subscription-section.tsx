import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@lodestar/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { ListSkeleton } from './list-skeleton';
import { SubscriptionActionDialog } from './subscription-action-dialog';
import type { SubscriptionAction } from './subscription-row-menu';
import { SubscriptionTable } from './subscription-table';

/** The Current subscription table with its loading, empty and error states, and the dialog of a row action. */
export function CurrentSubscriptionSection({ subscriptions }: { subscriptions: UseQueryResult<Subscription[]> }) {
  const t = useT();
  const [open, setOpen] = useState<{ subscription: Subscription; action: SubscriptionAction } | null>(null);
  return (
    <Stack component="section" aria-labelledby="current-subscription-title" spacing={1.5}>
      <Typography id="current-subscription-title" variant="h6" component="h3">
        {t('subscriptions.current.title')}
      </Typography>
      {subscriptions.isPending ? (
        <ListSkeleton label={t('subscriptions.current.loading')} count={1} height={88} />
      ) : subscriptions.isError ? (
        <ErrorState message={displayMessage(subscriptions.error)} onRetry={() => void subscriptions.refetch()} />
      ) : subscriptions.data.length === 0 ? (
        <Typography role="status" color="text.secondary" variant="body2">
          {t('subscriptions.current.none')}
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
