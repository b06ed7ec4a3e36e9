import { isTransferPlan, type Plan } from '@lodestar/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useMoney } from '../../../lib/i18n/use-money';
import { useT } from '../../../lib/i18n/use-t';
import { usePlans } from '../../subscriptions';
import { planNameIn } from '../../../lib/i18n/plan-name';

interface TransferPlanChoiceProps {
  deviceUUID: string;
  value: Plan | null;
  onChange: (plan: Plan) => void;
  disabled?: boolean;
}

/** The receiver's plan: yearly or bi-yearly, priced for the seller who pays its first term. */
export function TransferPlanChoice({ deviceUUID, value, onChange, disabled }: TransferPlanChoiceProps) {
  // Not read again while the form is locked: the device may have just left the seller's account.
  const t = useT();
  const money = useMoney();
  const plans = usePlans(deviceUUID, { enabled: !disabled });
  if (plans.isPending) return <SectionLoader label={t('transfers.plan.loading')} />;
  if (plans.isError)
    return <ErrorState message={t('transfers.plan.loadFailed')} onRetry={() => void plans.refetch()} />;
  const offered = plans.data.filter(isTransferPlan);
  if (offered.length === 0) return <Typography color="text.secondary">{t('transfers.plan.none')}</Typography>;
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="transfer-plan-label">{t('transfers.plan.label')}</FormLabel>
      <RadioGroup
        aria-labelledby="transfer-plan-label"
        value={value?._id ?? ''}
        onChange={(_, id) => {
          const plan = offered.find((candidate) => candidate._id === id);
          if (plan) onChange(plan);
        }}
      >
        {offered.map((plan) => (
          <FormControlLabel
            key={plan._id}
            value={plan._id}
            control={<Radio />}
            label={t('transfers.plan.option', {
              name: planNameIn(t, plan.name),
              price: money(plan.unitAmount, plan.currency),
              months: plan.duration === 'bi-yearly' ? 24 : 12,
            })}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
