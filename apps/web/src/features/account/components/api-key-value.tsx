import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API_KEY_PREFIX } from '@lodestar/contract';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { useT } from '../../../lib/i18n/use-t';

const masked = `${API_KEY_PREFIX}${'•'.repeat(24)}`;
const keyText = { fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all' } as const;

/** A key reads left to right in every language: in Arabic too, else its dots would come before its prefix. */
const Key = ({ text }: { text: string | null }) => <bdi dir="ltr">{text}</bdi>;

interface ApiKeyValueProps {
  /** The whole key, known only right after it was generated. */
  fullKey: string | null;
  /** Its first and last characters, all that is kept of it. */
  hint: string | null;
}

/** The API key: in full (hidden until revealed, with Copy) right after generating it; afterwards only its hint. */
export function ApiKeyValue({ fullKey, hint }: ApiKeyValueProps) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);

  if (!fullKey) {
    return (
      <Stack spacing={0.5}>
        <Typography sx={keyText}>
          <Key text={hint} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('account.apiKey.hintHelp')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="warning">{t('account.apiKey.copyNow')}</Alert>
      {revealed ? (
        <Typography sx={keyText}>
          <Key text={fullKey} />
        </Typography>
      ) : (
        <Typography sx={keyText} role="img" aria-label={t('account.apiKey.hidden')}>
          <Key text={masked} />
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          startIcon={revealed ? <VisibilityOff /> : <Visibility />}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {t(revealed ? 'account.apiKey.hide' : 'account.apiKey.reveal')}
        </Button>
        <CopyButton text={fullKey} label={t('account.apiKey.copy')} />
      </Stack>
    </Stack>
  );
}
