import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useT } from '../lib/i18n/use-t';
import { toast } from '../lib/toast';

interface CopyButtonProps {
  text: string;
  /** The accessible name, saying what is copied ("Copy secret"). */
  label: string;
}

/** Copies `text` to the clipboard and says so; where the browser refuses, asks to copy by hand. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('common.copy.done'));
    } catch {
      // No clipboard outside a secure context (http on another host), or permission denied.
      toast.error(undefined, t('common.copy.refused'));
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopy />} aria-label={label} onClick={() => void copy()}>
      {t('common.copy.button')}
    </Button>
  );
}
