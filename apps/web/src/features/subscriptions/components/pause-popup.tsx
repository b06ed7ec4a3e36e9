import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@lodestar/contract';
import dayjs from 'dayjs';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useT } from '../../../lib/i18n/use-t';
import { methodLabel, usePaymentMethods } from '../../payments';
import { useMoney } from '../../../lib/i18n/use-money';
import { pauseTerms, resumeDays, resumeTimeOf } from '../pause-terms';

const DAY = 'YYYY-MM-DD';

interface PausePopupProps {
  subscription: Subscription;
  pending: boolean;
  /** The chosen resume time, in unix seconds. */
  onPause: (resumeDate: number) => void;
  onClose: () => void;
}

/** The card that pays the plan (its own, else the default), as the list names it; null until known. */
function usePayingCard(subscription: Subscription): string | null {
  const t = useT();
  const methods = usePaymentMethods().data?.paymentMethods ?? [];
  const card =
    methods.find((method) => method.id === subscription.paymentMethodId) ?? methods.find((method) => method.isDefault);
  return card ? methodLabel(card, t) : null;
}

/**
 * Pause: when collection resumes, from the end of the current period to the server's latest day; what the chosen date
 * costs, when and to which card, and what the tracker does meanwhile, said again as the date changes.
 */
export function PausePopup({ subscription, pending, onPause, onClose }: PausePopupProps) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  const { first, last } = resumeDays(subscription);
  const [min, max] = [first.format(DAY), last.format(DAY)];
  const schema = z.object({
    resumeDate: z
      .string()
      .refine(
        (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && dayjs(day).isValid() && day >= min && day <= max,
        t('billingMessages.invalidDate'),
      ),
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { resumeDate: min } });
  const submit = form.handleSubmit(({ resumeDate }) => onPause(resumeTimeOf(resumeDate, subscription)));
  const chosen = useWatch({ control: form.control, name: 'resumeDate' });
  const card = usePayingCard(subscription);
  const valid = schema.safeParse({ resumeDate: chosen }).success;
  const terms = pauseTerms(subscription, resumeTimeOf(valid ? chosen : min, subscription), card, t, money);

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={`${id}-title`}>{t('subscriptions.action.pauseTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('subscriptions.pause.intro')}</DialogContentText>
            <FormTextField
              name="resumeDate"
              label={t('subscriptions.pause.resumeDate')}
              type="date"
              required
              helperText={terms.dates}
              slotProps={{ htmlInput: { min, max }, inputLabel: { shrink: true } }}
            />
            {valid && (
              <Stack spacing={1} role="status" aria-label={t('subscriptions.pause.meaning')} sx={{ mt: 2 }}>
                <Typography variant="body2">{terms.cost}</Typography>
                {terms.charge && <Typography variant="body2">{terms.charge}</Typography>}
                <Typography variant="body2">{terms.tracker}</Typography>
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={pending}>
              {t('subscriptions.back')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={pending}>
              {t('subscriptions.action.pauseTitle')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
