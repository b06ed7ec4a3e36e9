import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { liveLinkHourOptions } from '@lodestar/contract';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useCreateLiveLink } from '../api/live-links';

const lengthLabel = (t: Translate, hours: number) =>
  hours < 24 ? t('liveLinks.dialog.hours', { count: hours }) : t('liveLinks.dialog.days', { count: hours / 24 });

/** The link once made: shown this once, to copy. */
function MadeLink({ url }: { url: string }) {
  const t = useT();
  return (
    <Stack spacing={1.5}>
      <Typography>{t('liveLinks.dialog.readyText')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          label={t('liveLinks.dialog.link')}
          value={url}
          // An address reads left to right in every language.
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        />
        <CopyButton text={url} label={t('liveLinks.dialog.copy')} />
      </Stack>
    </Stack>
  );
}

/** How long the link lasts and whether its page draws the route. */
function LinkChoices({
  hours,
  showTrack,
  onHours,
  onShowTrack,
}: {
  hours: number;
  showTrack: boolean;
  onHours: (hours: number) => void;
  onShowTrack: (showTrack: boolean) => void;
}) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        select
        label={t('liveLinks.dialog.worksFor')}
        value={hours}
        onChange={(event) => onHours(Number(event.target.value))}
      >
        {liveLinkHourOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {lengthLabel(t, option)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={showTrack} onChange={(event) => onShowTrack(event.target.checked)} />}
        label={t('liveLinks.dialog.showRoute')}
      />
    </Stack>
  );
}

/** Makes a live link of the device: how long it lasts and whether its page draws the track, then the link to copy. */
export function CreateLiveLinkDialog({ deviceId, onClose }: { deviceId: string; onClose: () => void }) {
  const t = useT();
  const [hours, setHours] = useState<number>(24);
  const [showTrack, setShowTrack] = useState(false);
  const creation = useCreateLiveLink(deviceId);
  const url = creation.data?.url;
  const create = () => creation.mutate({ hours, showTrack }, { onError: (error) => toast.error(error) });
  return (
    // Once made, only Done closes it: the link is shown this once, and a stray click must not lose it.
    <Dialog open onClose={creation.isPending || url ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t(url ? 'liveLinks.dialog.ready' : 'liveLinks.dialog.new')}</DialogTitle>
      <DialogContent>
        {url ? (
          <MadeLink url={url} />
        ) : (
          <LinkChoices hours={hours} showTrack={showTrack} onHours={setHours} onShowTrack={setShowTrack} />
        )}
      </DialogContent>
      <DialogActions>
        {url ? (
          <Button variant="contained" onClick={onClose}>
            {t('liveLinks.dialog.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={creation.isPending}>
              {t('liveLinks.dialog.cancel')}
            </Button>
            <Button variant="contained" loading={creation.isPending} onClick={create}>
              {t('liveLinks.dialog.create')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
