import type { TransferCandidate } from '@lodestar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

import { CreateReceiverDialog } from './create-receiver-dialog';
import { ReceiverPicker } from './receiver-picker';

interface ReceiverFieldProps {
  page: 'k9' | 'dealership';
  value: TransferCandidate | null;
  onChange: (receiver: TransferCandidate | null) => void;
  disabled?: boolean;
}

/**
 * Pick the person the device goes to, or create their account (both transfer pages); whether they have verified their
 * email shows under it, and changes live when they do.
 */
export function ReceiverField({ page, value, onChange, disabled }: ReceiverFieldProps) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <ReceiverPicker page={page} value={value} onChange={onChange} disabled={disabled} />
      </Box>
      <Button variant="outlined" onClick={() => setCreating(true)} disabled={disabled}>
        {t('transfers.receiver.create')}
      </Button>
      {value && (
        <Typography
          variant="body2"
          aria-live="polite"
          color={value.emailVerified ? 'success.main' : 'text.secondary'}
          sx={{ flexBasis: '100%' }}
        >
          {value.emailVerified
            ? t('transfers.receiver.verified', { email: value.email, status: t('transferMessages.receiverVerified') })
            : t('transfers.receiver.notVerified', {
                email: value.email,
                status: t('transferMessages.receiverNotVerified'),
              })}
        </Typography>
      )}
      {creating && <CreateReceiverDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
