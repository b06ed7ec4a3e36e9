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
import { toast } from '../../../lib/toast';
import { useCreateLiveLink } from '../api/live-links';

const lengthLabel = (hours: number) =>
  hours < 24 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${hours / 24} day${hours === 24 ? '' : 's'}`;

/** The link once made: shown this once, to copy. */
function MadeLink({ url }: { url: string }) {
  return (
    <Stack spacing={1.5}>
      <Typography>
        Anyone with this link sees where the device is until it ends. Copy it now: it is shown only once.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField size="small" fullWidth label="Live link" value={url} slotProps={{ htmlInput: { readOnly: true } }} />
        <CopyButton text={url} label="Copy live link" />
      </Stack>
    </Stack>
  );
}

/** Makes a live link of the device: how long it lasts and whether its page draws the track, then the link to copy. */
export function CreateLiveLinkDialog({ deviceId, onClose }: { deviceId: string; onClose: () => void }) {
  const [hours, setHours] = useState<number>(24);
  const [showTrack, setShowTrack] = useState(false);
  const creation = useCreateLiveLink(deviceId);
  const url = creation.data?.url;
  const create = () => creation.mutate({ hours, showTrack }, { onError: (error) => toast.error(error) });
  return (
    <Dialog open onClose={creation.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{url ? 'Live link ready' : 'New live link'}</DialogTitle>
      <DialogContent>
        {url ? (
          <MadeLink url={url} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label="Works for"
              value={hours}
              onChange={(event) => setHours(Number(event.target.value))}
            >
              {liveLinkHourOptions.map((option) => (
                <MenuItem key={option} value={option}>
                  {lengthLabel(option)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={showTrack} onChange={(event) => setShowTrack(event.target.checked)} />}
              label="Also show the route it takes from now on"
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {url ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={creation.isPending}>
              Cancel
            </Button>
            <Button variant="contained" loading={creation.isPending} onClick={create}>
              Create link
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
