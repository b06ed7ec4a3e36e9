import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_KEY_PREFIX } from '@lodestar/contract';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';

const masked = `${API_KEY_PREFIX}${'•'.repeat(24)}`;
const keyText = { fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all' } as const;

interface ApiKeyValueProps {
  /** The whole key, known only right after it was generated. */
  fullKey: string | null;
  /** Its first and last characters, all that is kept of it. */
  hint: string | null;
}

/** The API key: in full (hidden until revealed, with Copy) right after generating it; afterwards only its hint. */
export function ApiKeyValue({ fullKey, hint }: ApiKeyValueProps) {
  const [revealed, setRevealed] = useState(false);

  if (!fullKey) {
    return (
      <Stack spacing={0.5}>
        <Typography sx={keyText}>{hint}</Typography>
        <Typography variant="body2" color="text.secondary">
          Only the start and end of the key are kept, to recognise it by. If you have lost the key, regenerate it to get
          a new one.
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="warning">Copy the key now: it is shown only until you leave this page.</Alert>
      {revealed ? (
        <Typography sx={keyText}>{fullKey}</Typography>
      ) : (
        <Typography sx={keyText} role="img" aria-label="API key, hidden">
          {masked}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          startIcon={revealed ? <VisibilityOff /> : <Visibility />}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
        <CopyButton text={fullKey} label="Copy API key" />
      </Stack>
    </Stack>
  );
}
