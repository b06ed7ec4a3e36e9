import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../components/copy-button';
import { useT } from '../../../lib/i18n/use-t';
import { saveBlob } from '../../../lib/save-blob';
import { useProductName } from '../../../lib/public-config';
import { AccountDialogStep } from './account-dialog';

const fileNameFor = (productName: string) =>
  `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`;

/** The new recovery codes, shown this once (only their hashes are kept): copy or download them, then Done. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const productName = useProductName();
  const text = `${codes.join('\n')}\n`;
  const download = () => saveBlob(new Blob([text], { type: 'text/plain' }), fileNameFor(productName));

  return (
    <AccountDialogStep
      title={t('account.recoveryCodes.saveTitle')}
      actions={
        <Button variant="contained" onClick={onDone}>
          {t('account.done')}
        </Button>
      }
    >
      <Alert severity="warning">{t('account.recoveryCodes.storeNow')}</Alert>
      <Typography variant="body2">{t('account.recoveryCodes.howToUse')}</Typography>
      <Box
        component="ul"
        aria-label={t('account.recoveryCodes.list')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          justifyContent: 'center',
          columnGap: 4,
          rowGap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <CopyButton text={text} label={t('account.recoveryCodes.copy')} />
        <Button
          size="small"
          startIcon={<Download />}
          aria-label={t('account.recoveryCodes.downloadLabel')}
          onClick={download}
        >
          {t('account.recoveryCodes.download')}
        </Button>
      </Stack>
    </AccountDialogStep>
  );
}
