import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type CreditMovement, type Currency } from '@lodestar/contract';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { StackedTable, stackedBelow } from '../../../components/stacked-table';
import { formatDate } from '../../../lib/date-time';
import { displayMessage } from '../../../lib/toast';
import { useAccountCredit } from '../api/account-credit';
import { paymentTexts } from '../payment-texts';

const COLUMNS = ['Date', 'Movement', 'Amount', 'Credit after'] as const;

const stacked = stackedBelow(600, {
  '& td[data-column="Movement"]': { typography: 'subtitle2', gridColumn: '1 / -1', gridRow: 1 },
  '& td[data-column="Movement"]::before': { content: 'none' },
});

/** Credit added shows with a plus, credit used with a minus. */
const signed = (movement: CreditMovement) =>
  `${movement.amount > 0 ? '+' : ''}${formatMoney(movement.amount, movement.currency)}`;

function MovementRow({ movement }: { movement: CreditMovement }) {
  return (
    <TableRow>
      <TableCell data-column="Date" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(movement.created * 1000)}
      </TableCell>
      <TableCell data-column="Movement">{movement.description}</TableCell>
      <TableCell data-column="Amount" sx={{ whiteSpace: 'nowrap' }}>
        {signed(movement)}
      </TableCell>
      <TableCell data-column="Credit after" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(movement.creditAfter, movement.currency)}
      </TableCell>
    </TableRow>
  );
}

function balanceSentence(credit: number, owed: number, currency: Currency | null) {
  if (!currency) return paymentTexts.noCredit;
  if (owed > 0) return paymentTexts.owed(formatMoney(owed, currency));
  return credit > 0 ? paymentTexts.creditBalance(formatMoney(credit, currency)) : paymentTexts.noCredit;
}

/**
 * The account's credit: what is left, which the next payments use before the card, and every movement of it (from
 * what, used by what), newest first.
 */
export function AccountCreditSection() {
  const { query, credit, owed, currency, movements } = useAccountCredit();
  if (query.isPending) return <SectionLoader label="Loading account credit" />;
  if (query.isError) return <ErrorState message={displayMessage(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <Stack spacing={1.5}>
      <Typography role="status" variant="body1">
        {balanceSentence(credit, owed, currency)}
      </Typography>
      {movements.length > 0 && (
        <StackedTable label={paymentTexts.creditMovements} columns={COLUMNS} sx={stacked}>
          {movements.map((movement) => (
            <MovementRow key={movement.id} movement={movement} />
          ))}
        </StackedTable>
      )}
      {query.hasNextPage && (
        <Button
          sx={{ alignSelf: 'flex-end' }}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </Stack>
  );
}
