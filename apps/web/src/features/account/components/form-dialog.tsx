import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { toast } from '../../../lib/toast';
import { AccountDialog, AccountDialogStep } from './account-dialog';

interface FormDialogProps<Values extends FieldValues, Sent> {
  open: boolean;
  title: string;
  form: UseFormReturn<Values, unknown, Sent>;
  submitLabel: string;
  /** Sends the checked values; rejects with the refusal. */
  send: (values: Sent) => Promise<unknown>;
  /** Toasted once the values are sent. */
  successMessage: string;
  /** Shows a refusal of `send`: under its field, or as a toast. */
  onRefusal: (error: unknown) => void;
  /**
   * Closes the dialog (Cancel, or after sending), which forgets what was typed. Absent, the dialog can only be left
   * by submitting it (no Cancel, no Escape, no click outside), and its owner closes it.
   */
  onClose?: () => void;
  children: ReactNode;
}

/** A small form in an account popup: its fields, then Cancel and the submit button, which spins while the form submits. */
export function FormDialog<Values extends FieldValues, Sent>({
  open,
  title,
  form,
  submitLabel,
  send,
  successMessage,
  onRefusal,
  onClose,
  children,
}: FormDialogProps<Values, Sent>) {
  const submitting = form.formState.isSubmitting;
  const close =
    onClose &&
    (() => {
      form.reset();
      onClose();
    });

  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      toast.success(successMessage);
      close?.();
    } catch (error) {
      onRefusal(error);
    }
  });

  return (
    <AccountDialog open={open} onClose={submitting ? undefined : close}>
      <FormProvider {...form}>
        <AccountDialogStep
          title={title}
          onSubmit={() => void submit()}
          actions={<CancelAndSubmitButtons submitLabel={submitLabel} pending={submitting} onCancel={close} />}
        >
          {children}
        </AccountDialogStep>
      </FormProvider>
    </AccountDialog>
  );
}
