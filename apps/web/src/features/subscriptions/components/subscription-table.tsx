import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { paymentIssues, type Subscription } from '@lodestar/contract';
import { RouterLink } from '../../../components/router-link';
import { StackedTable, stackedBelow } from '../../../components/stacked-table';
import { pathTo } from '../../../lib/paths';
import { formatDate } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { durationLabelOf } from '../plan-labels';
import { subscriptionStatusText } from '../status-text';
import { SubscriptionRowMenu, type SubscriptionAction } from './subscription-row-menu';
import { planNameIn } from '../../../lib/i18n/plan-name';

const durationOf = ({ plan, metadata }: Subscription, t: Translate) =>
  durationLabelOf({ duration: plan.duration, frequencyDays: Number(metadata.frequencyDays) }, t);

const periodOf = ({ current_period_start, current_period_end }: Subscription) =>
  `${formatDate(current_period_start * 1000)} – ${formatDate(current_period_end * 1000)}`;

/** The status in words, its days written like the period's (the browser's time zone), so the row agrees with itself. */
const statusOf = (subscription: Subscription, t: Translate) =>
  subscriptionStatusText(subscription, t, (seconds) => formatDate(seconds * 1000));

/**
 * Where the table is narrower than its four columns need, each row is a card: the plan and its menu on top. Each cell
 * is named by its column in the shown language (`data-column`, which a stacked row writes before it) and placed by its
 * `data-cell`.
 */
const stacked = stackedBelow(600, {
  '& td[data-cell="plan"]': { typography: 'subtitle2', alignSelf: 'center', gridRow: 1 },
  '& td[data-cell="plan"]::before, & td[data-cell="options"]::before': { content: 'none' },
  '& td[data-cell="status"]': { gridRow: 2 },
  '& td[data-cell="duration"]': { gridRow: 3 },
  '& td[data-cell="period"]': { gridRow: 4 },
  '& td[data-cell="options"]': { gridColumn: 2, gridRow: 1, alignSelf: 'center' },
});

/** A subscription's row: its plan, duration, period and status (a link where a payment needs the person), and menu. */
function SubscriptionRow({
  subscription,
  onAction,
}: {
  subscription: Subscription;
  onAction: (action: SubscriptionAction) => void;
}) {
  const t = useT();
  const status = statusOf(subscription, t);
  return (
    <TableRow>
      <TableCell data-column={t('subscriptions.table.plan')} data-cell="plan">
        {planNameIn(t, subscription.plan.name)}
      </TableCell>
      <TableCell data-column={t('subscriptions.table.duration')} data-cell="duration">
        {durationOf(subscription, t)}
      </TableCell>
      <TableCell data-column={t('subscriptions.table.period')} data-cell="period" sx={{ whiteSpace: 'nowrap' }}>
        {periodOf(subscription)}
      </TableCell>
      <TableCell data-column={t('subscriptions.table.status')} data-cell="status">
        {subscription.authenticationInvoiceId ? (
          <RouterLink to={pathTo('user-payment-authentication', { invoiceId: subscription.authenticationInvoiceId })}>
            {status}
          </RouterLink>
        ) : (paymentIssues as readonly string[]).includes(subscription.status) ? (
          <RouterLink to={pathTo('user-settings-payments')}>{status}</RouterLink>
        ) : (
          status
        )}
      </TableCell>
      <TableCell data-column={t('subscriptions.table.options')} data-cell="options" align="right">
        <SubscriptionRowMenu subscription={subscription} onAction={onAction} />
      </TableCell>
    </TableRow>
  );
}

/** The device's subscriptions: Plan, Duration, Current Period, Status, and each row's actions. */
export function SubscriptionTable({
  subscriptions,
  onAction,
}: {
  subscriptions: Subscription[];
  onAction: (subscription: Subscription, action: SubscriptionAction) => void;
}) {
  const t = useT();
  const columns = [
    t('subscriptions.table.plan'),
    t('subscriptions.table.duration'),
    t('subscriptions.table.period'),
    t('subscriptions.table.status'),
  ];
  return (
    <StackedTable
      label={t('subscriptions.current.title')}
      columns={columns}
      sx={stacked}
      extraHeader={<TableCell align="right" aria-label={t('subscriptions.table.options')} />}
    >
      {subscriptions.map((subscription) => (
        <SubscriptionRow
          key={subscription._id}
          subscription={subscription}
          onAction={(action) => onAction(subscription, action)}
        />
      ))}
    </StackedTable>
  );
}
