import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CreditMovement, Currency } from '@lodestar/contract';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { StackedTable, stackedBelow } from '../../../components/stacked-table';
import { formatDate } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { useAccountCredit } from '../api/account-credit';
import { useMoney, type Money } from '../../../lib/i18n/use-money';

// Each cell is named by its column in the shown language (`data-column`, which a stacked row writes before it) and
// placed by its `data-cell`.
const stacked = stackedBelow(600, {
  '& td[data-cell="movement"]': { typography: 'subtitle2', gridColumn: '1 / -1', gridRow: 1 },
  '& td[data-cell="movement"]::before': { content: 'none' },
});

function MovementRow({ movement }: { movement: CreditMovement }) {
  const t = useT();
  const money = useMoney();
  // Credit added shows with a plus, credit used with a minus.
  const signed = `${movement.amount > 0 ? '+' : ''}${money(movement.amount, movement.currency)}`;
  return (
    <TableRow>
      <TableCell data-column={t('payments.date')} sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(movement.created * 1000)}
      </TableCell>
      <TableCell data-column={t('payments.credit.movement')} data-cell="movement">
        {movement.description}
      </TableCell>
      <TableCell data-column={t('payments.amount')} sx={{ whiteSpace: 'nowrap' }}>
        {signed}
      </TableCell>
      <TableCell data-column={t('payments.credit.after')} sx={{ whiteSpace: 'nowrap' }}>
        {money(movement.creditAfter, movement.currency)}
      </TableCell>
    </TableRow>
  );
}

function balanceSentence(t: Translate, money: Money, credit: number, owed: number, currency: Currency | null) {
  if (!currency) return t('payments.credit.none');
  if (owed > 0) return t('payments.credit.owed', { amount: money(owed, currency) });
  return credit > 0 ? t('payments.credit.balance', { amount: money(credit, currency) }) : t('payments.credit.none');
}

/**
 * The account's credit: what is left, which the next payments use before the card, and every movement of it (from
 * what, used by what), newest first.
 */
export function AccountCreditSection() {
  const t = useT();
  const money = useMoney();
  const { query, credit, owed, currency, movements } = useAccountCredit();
  if (query.isPending) return <SectionLoader label={t('payments.credit.loading')} />;
  if (query.isError) return <ErrorState message={displayMessage(query.error)} onRetry={() => void query.refetch()} />;
  const columns = [t('payments.date'), t('payments.credit.movement'), t('payments.amount'), t('payments.credit.after')];
  return (
    <Stack spacing={1.5}>
      <Typography role="status" variant="body1">
        {balanceSentence(t, money, credit, owed, currency)}
      </Typography>
      {movements.length > 0 && (
        <StackedTable label={t('payments.credit.movements')} columns={columns} sx={stacked}>
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
          {t('payments.showMore')}
        </Button>
      )}
    </Stack>
  );
}
