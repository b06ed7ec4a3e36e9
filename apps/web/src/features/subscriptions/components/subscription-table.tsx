import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Subscription } from '@lodestar/contract';
import { formatDate } from '../../../lib/date-time';
import { durationLabelOf } from '../plan-labels';
import { SubscriptionRowMenu, type SubscriptionAction } from './subscription-row-menu';

const durationOf = ({ plan, metadata }: Subscription) =>
  durationLabelOf({ duration: plan.duration, frequencyDays: Number(metadata.frequencyDays) });

const periodOf = ({ current_period_start, current_period_end }: Subscription) =>
  `${formatDate(current_period_start * 1000)} – ${formatDate(current_period_end * 1000)}`;

/** The device's subscriptions: Plan, Duration, Current Period, Status, and each row's actions. */
export function SubscriptionTable({
  subscriptions,
  onAction,
}: {
  subscriptions: Subscription[];
  onAction: (subscription: Subscription, action: SubscriptionAction) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Current subscription">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell>Duration</TableCell>
            <TableCell>Current Period</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right" aria-label="Options" />
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((subscription) => (
            <TableRow key={subscription._id}>
              <TableCell>{subscription.plan.name}</TableCell>
              <TableCell>{durationOf(subscription)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodOf(subscription)}</TableCell>
              <TableCell>{subscription.statusLabel}</TableCell>
              <TableCell align="right">
                <SubscriptionRowMenu
                  subscription={subscription}
                  onAction={(action) => onAction(subscription, action)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
