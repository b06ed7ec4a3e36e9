import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** The modal widths of spec part 2 §9. */
export type DialogWidth = 290 | 450 | 650;

interface FormDialogProps<Values extends FieldValues> {
  open: boolean;
  title: string;
  width: DialogWidth;
  form: UseFormReturn<Values>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** Absent, the dialog can only be left by submitting it (no Cancel, no Escape, no click outside). */
  onCancel?: () => void;
  children: ReactNode;
}

/** A small form in a modal: its fields, then Cancel and the submit button, which spins while the form submits. */
export function FormDialog<Values extends FieldValues>({
  open,
  title,
  width,
  form,
  onSubmit,
  submitLabel,
  onCancel,
  children,
}: FormDialogProps<Values>) {
  const titleId = useId();
  const submitting = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: width } } }}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            // React events bubble through portals: a dialog opened from within another form must not submit it too.
            event.stopPropagation();
            onSubmit(event);
          }}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={submitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" loading={submitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
