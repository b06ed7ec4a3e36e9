import Button from '@mui/material/Button';
import { useT } from '../lib/i18n/use-t';

interface CancelAndSubmitButtonsProps {
  submitLabel: string;
  /** The submitted call runs: the submit button spins and Cancel waits. */
  pending: boolean;
  /** Nothing can be submitted yet. */
  disabled?: boolean;
  /** Absent, there is no Cancel. */
  onCancel?: () => void;
}

/** The buttons of a form in a dialog: Cancel, and the submit button. */
export function CancelAndSubmitButtons({ submitLabel, pending, disabled, onCancel }: CancelAndSubmitButtonsProps) {
  const t = useT();
  return (
    <>
      {onCancel && (
        <Button onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}
