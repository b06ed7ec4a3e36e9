import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages, type Device } from '@lodestar/contract';
import { useId, useState } from 'react';
import { BaseMap } from '../../../components/map/base-map';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { TileStyleToggle } from '../../../components/map/tile-style-toggle';
import { ApiError } from '../../../lib/api-client';
import { displayMessage, toast } from '../../../lib/toast';
import { useSaveBoundary } from '../api/save-boundary';
import { useBoundaryDraft } from '../hooks/use-boundary-draft';
import { BoundaryEditor } from './boundary-editor';
import { DeviceWhereabouts } from './device-whereabouts';

/**
 * Draw the Boundary: one polygon, checked before it is sent; the server's refusal shows in
 * the dialog too. A new boundary is switched on with the save; an existing one keeps its on/off state.
 */
export function GeofenceDrawDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [tiles, setTiles] = useState<TileStyle>('street');
  const [toolbar, setToolbar] = useState<HTMLElement | null>(null);
  const draft = useBoundaryDraft(device);
  const save = useSaveBoundary(device);

  const submit = async () => {
    if (!draft.check()) return;
    const active = device.geoFence.enable || device.mapBoundaryPoints.length === 0;
    try {
      toast.success((await save.mutateAsync({ latLongs: draft.points, active })).message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) draft.setProblem(displayMessage(error));
      else toast.error(error);
    }
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { height: { sm: '85vh' } } } }}
    >
      <DialogTitle id={titleId}>{messages.drawTheBoundary}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          Press Draw, click each corner on the map, then click the first corner to close the boundary. Drag a corner to
          move it.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Stack ref={setToolbar} direction="row" spacing={1} sx={{ flex: 1 }} />
          <TileStyleToggle value={tiles} onChange={setTiles} />
        </Stack>
        <BaseMap label="Boundary map" tiles={tiles} sx={{ flex: 1, minHeight: 280 }}>
          <DeviceWhereabouts device={device} />
          {toolbar && <BoundaryEditor initial={device.mapBoundaryPoints} onChange={draft.change} toolbar={toolbar} />}
        </BaseMap>
        {draft.problem && <Alert severity="error">{draft.problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={draft.points.length === 0}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
