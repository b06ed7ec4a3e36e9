import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { toast } from '../lib/toast';

interface CopyButtonProps {
  text: string;
  /** The accessible name, saying what is copied ("Copy secret"). */
  label: string;
}

/** Copies `text` to the clipboard and says so; where the browser refuses, asks to copy by hand. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied');
    } catch {
      // No clipboard outside a secure context (http on another host), or permission denied.
      toast.error(undefined, 'Copying is not allowed here: select the text and copy it.');
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopy />} aria-label={label} onClick={() => void copy()}>
      Copy
    </Button>
  );
}
