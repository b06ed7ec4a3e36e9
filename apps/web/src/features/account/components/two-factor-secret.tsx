import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TwoFactorInitResponse } from '@lodestar/contract';
import { CopyButton } from '../../../components/copy-button';
import { useT } from '../../../lib/i18n/use-t';

/** Groups of four characters are easier to type; authenticator apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The new secret of an enrolment: its QR code to scan, and the secret as text to type or paste into the app. */
export function TwoFactorSecret({ enrolment }: { enrolment: TwoFactorInitResponse }) {
  const t = useT();
  return (
    <>
      <Typography variant="body2">{t('account.twoFactor.scan')}</Typography>
      <img
        src={enrolment.qrCode}
        alt={t('account.twoFactor.qrCode')}
        width={200}
        height={200}
        style={{ alignSelf: 'center', imageRendering: 'pixelated' }}
      />
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          {t('account.twoFactor.cannotScan')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-word', userSelect: 'all' }}>
            {grouped(enrolment.twoFactorToken)}
          </Typography>
          <CopyButton text={enrolment.twoFactorToken} label={t('account.twoFactor.copyKey')} />
        </Stack>
      </Stack>
    </>
  );
}
