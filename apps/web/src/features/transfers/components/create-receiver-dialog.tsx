import { zodResolver } from '@hookform/resolvers/zod';
import { messages, receiverRegisterRequestSchema } from '@lodestar/contract';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { CountryField } from '../../../components/form/country-field';
import { TermsField } from '../../../components/form/terms-field';
import { useRegisterReceiver } from '../api/register-receiver';

const schema = receiverRegisterRequestSchema
  .omit({ currency: true })
  .extend({ terms: z.boolean().refine(Boolean, messages.termsRequired) });

interface CreateReceiverDialogProps {
  /** Closes the popup: on Cancel, and once the account is made (a transfer to it waits until its owner verifies). */
  onClose: () => void;
}

/**
 * The sign-up popup: the account of the person a device goes to. They are mailed a link to choose their password,
 * which also verifies their email; a device transferred to them moves once they have.
 */
export function CreateReceiverDialog({ onClose }: CreateReceiverDialogProps) {
  const t = useT();
  const contractText = useContractText();
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', country: '', terms: false },
  });
  const register = useRegisterReceiver();
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ name, email, country }) => {
    try {
      const created = await register.mutateAsync({ name, email, country });
      toast.success(contractText(created.message));
      onClose();
    } catch (error) {
      toast.error(error);
    }
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="create-receiver-title"
      fullWidth
      maxWidth="xs"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id="create-receiver-title">{t('transfers.create.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('transfers.create.intro')}
              </Typography>
              <FormTextField name="name" label={t('transfers.create.name')} autoComplete="off" autoFocus />
              <FormTextField name="email" label={t('transfers.create.email')} type="email" autoComplete="off" />
              <CountryField name="country" />
              <TermsField name="terms" />
            </Stack>
          </DialogContent>
          <DialogActions>
            <CancelAndSubmitButtons submitLabel={t('transfers.create.submit')} pending={pending} onCancel={onClose} />
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
