import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Subscription } from '@lodestar/contract';
import dayjs from 'dayjs';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { subscriptionMessages } from '../subscription-messages';

const DAY = 'YYYY-MM-DD';

/** The day the period ends: the earliest resume date, and the one offered. */
const earliestResumeDay = (subscription: Subscription) => dayjs.unix(subscription.current_period_end).format(DAY);

/** The chosen day at the clock time the period ends, so that its first day is the period's end itself. */
const resumeTimeOf = (day: string, subscription: Subscription) =>
  dayjs(`${day}T${dayjs.unix(subscription.current_period_end).format('HH:mm:ss')}`).unix();

interface PausePopupProps {
  subscription: Subscription;
  pending: boolean;
  /** The chosen resume time, in unix seconds. */
  onPause: (resumeDate: number) => void;
  onClose: () => void;
}

/** Pause: when collection resumes, no earlier than the end of the current period. */
export function PausePopup({ subscription, pending, onPause, onClose }: PausePopupProps) {
  const id = useId();
  const min = earliestResumeDay(subscription);
  const schema = z.object({
    resumeDate: z
      .string()
      .refine(
        (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && dayjs(day).isValid() && day >= min,
        subscriptionMessages.invalidDate,
      ),
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { resumeDate: min } });
  const submit = form.handleSubmit(({ resumeDate }) => onPause(resumeTimeOf(resumeDate, subscription)));

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={`${id}-title`}>Pause subscription</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>Choose when the subscription resumes.</DialogContentText>
            <FormTextField
              name="resumeDate"
              label="Resume date"
              type="date"
              required
              slotProps={{ htmlInput: { min }, inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={pending}>
              Back
            </Button>
            <Button type="submit" variant="contained" color="error" loading={pending}>
              Pause subscription
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
