import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { paymentIssues, subscriptionStatusLabel, type Subscription } from '@lodestar/contract';
import { RouterLink } from '../../../components/router-link';
import { StackedTable, stackedBelow } from '../../../components/stacked-table';
import { pathTo } from '../../../lib/paths';
import { formatDate } from '../../../lib/date-time';
import { durationLabelOf } from '../plan-labels';
import { SubscriptionRowMenu, type SubscriptionAction } from './subscription-row-menu';

const durationOf = ({ plan, metadata }: Subscription) =>
  durationLabelOf({ duration: plan.duration, frequencyDays: Number(metadata.frequencyDays) });

const periodOf = ({ current_period_start, current_period_end }: Subscription) =>
  `${formatDate(current_period_start * 1000)} – ${formatDate(current_period_end * 1000)}`;

/** The status in words, its days written like the period's (the browser's time zone), so the row agrees with itself. */
const statusOf = (subscription: Subscription) =>
  subscriptionStatusLabel(subscription, (seconds) => formatDate(seconds * 1000));

const COLUMNS = ['Plan', 'Duration', 'Current Period', 'Status'] as const;

/** Where the table is narrower than its four columns need, each row is a card: the plan and its menu on top. */
const stacked = stackedBelow(600, {
  '& td[data-column="Plan"]': { typography: 'subtitle2', alignSelf: 'center', gridRow: 1 },
  '& td[data-column="Plan"]::before, & td[data-column="Options"]::before': { content: 'none' },
  '& td[data-column="Status"]': { gridRow: 2 },
  '& td[data-column="Duration"]': { gridRow: 3 },
  '& td[data-column="Current Period"]': { gridRow: 4 },
  '& td[data-column="Options"]': { gridColumn: 2, gridRow: 1, alignSelf: 'center' },
});

/** The device's subscriptions: Plan, Duration, Current Period, Status, and each row's actions. */
export function SubscriptionTable({
  subscriptions,
  onAction,
}: {
  subscriptions: Subscription[];
  onAction: (subscription: Subscription, action: SubscriptionAction) => void;
}) {
  return (
    <StackedTable
      label="Current subscription"
      columns={COLUMNS}
      sx={stacked}
      extraHeader={<TableCell align="right" aria-label="Options" />}
    >
      {subscriptions.map((subscription) => (
        <TableRow key={subscription._id}>
          <TableCell data-column="Plan">{subscription.plan.name}</TableCell>
          <TableCell data-column="Duration">{durationOf(subscription)}</TableCell>
          <TableCell data-column="Current Period" sx={{ whiteSpace: 'nowrap' }}>
            {periodOf(subscription)}
          </TableCell>
          <TableCell data-column="Status">
            {subscription.authenticationInvoiceId ? (
              <RouterLink to={pathTo('user-payment-authentication', { invoiceId: subscription.authenticationInvoiceId })}>
                {statusOf(subscription)}
              </RouterLink>
            ) : (paymentIssues as readonly string[]).includes(subscription.status) ? (
              <RouterLink to={pathTo('user-settings-payments')}>{statusOf(subscription)}</RouterLink>
            ) : (
              statusOf(subscription)
            )}
          </TableCell>
          <TableCell data-column="Options" align="right">
            <SubscriptionRowMenu subscription={subscription} onAction={(action) => onAction(subscription, action)} />
          </TableCell>
        </TableRow>
      ))}
    </StackedTable>
  );
}
