import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TwoFactorInitResponse } from '@lodestar/contract';
import { CopyButton } from '../../../components/copy-button';

/** Groups of four characters are easier to type; authenticator apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The new secret of an enrolment: its QR code to scan, and the secret as text to type or paste into the app. */
export function TwoFactorSecret({ enrolment }: { enrolment: TwoFactorInitResponse }) {
  return (
    <>
      <Typography variant="body2">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
        1Password), then enter the 6-digit code the app shows.
      </Typography>
      <img
        src={enrolment.qrCode}
        alt="QR code of your two-step sign-in secret"
        width={200}
        height={200}
        style={{ alignSelf: 'center', imageRendering: 'pixelated' }}
      />
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          Cannot scan? Enter this key in the app instead:
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-word', userSelect: 'all' }}>
            {grouped(enrolment.twoFactorToken)}
          </Typography>
          <CopyButton text={enrolment.twoFactorToken} label="Copy key" />
        </Stack>
      </Stack>
    </>
  );
}
