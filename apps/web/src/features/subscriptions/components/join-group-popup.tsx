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
import { toast } from '../../../lib/toast';
import { useJoinGroup } from '../api/join-group';
import { subscriptionMessages } from '../subscription-messages';

const joinGroupFormSchema = z.object({ code: joinGroupParamsSchema.shape.code });

/** Join a subscription group with its code: the group's plan then covers the device. */
export function JoinGroupPopup({ deviceUUID, onClose }: { deviceUUID: string; onClose: () => void }) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(joinGroupFormSchema), defaultValues: { code: '' } });
  const join = useJoinGroup();
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await join.mutateAsync({ code, deviceUUID });
      toast.success(subscriptionMessages.joined);
      onClose();
    } catch (error) {
      toast.error(error);
    }
  });

  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={`${id}-title`}>Join group</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>Enter the code the group gave you.</DialogContentText>
            <FormTextField name="code" label="Group code" required autoFocus />
          </DialogContent>
          <DialogActions>
            <CancelAndSubmitButtons submitLabel="Join" pending={submitting} onCancel={onClose} />
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
