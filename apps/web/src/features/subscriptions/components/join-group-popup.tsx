import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { joinGroupParamsSchema } from '@lodestar/contract';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { FormTextField } from '../../../components/form/form-text-field';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useJoinGroup } from '../api/join-group';

const joinGroupFormSchema = z.object({ code: joinGroupParamsSchema.shape.code });

/** Join a subscription group with its code: the group's plan then covers the device. */
export function JoinGroupPopup({ deviceUUID, onClose }: { deviceUUID: string; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const form = useForm({ resolver: zodResolver(joinGroupFormSchema), defaultValues: { code: '' } });
  const join = useJoinGroup();
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await join.mutateAsync({ code, deviceUUID });
      toast.success(t('billingMessages.joined'));
      onClose();
    } catch (error) {
      toast.error(error);
    }
  });

  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={`${id}-title`}>{t('subscriptions.joinGroup.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('subscriptions.joinGroup.intro')}</DialogContentText>
            <FormTextField name="code" label={t('subscriptions.joinGroup.code')} required autoFocus />
          </DialogContent>
          <DialogActions>
            <CancelAndSubmitButtons
              submitLabel={t('subscriptions.joinGroup.join')}
              pending={submitting}
              onCancel={onClose}
            />
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
