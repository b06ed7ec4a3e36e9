import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages, type Device } from '@lodestar/contract';
import { useId, useState } from 'react';
import { BaseMap } from '../../../components/map/base-map';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { TileStyleToggle } from '../../../components/map/tile-style-toggle';
import { ApiError } from '../../../lib/api-client';
import { displayMessage, toast } from '../../../lib/toast';
import { geofenceOf } from '../../../components/map/geofence-shape';
import { useSaveGeofenceRecord } from '../api/save-geofence-record';
import { useDeviceSlots } from '../device-slots';
import { useFenceDraft, type FenceShapeName } from '../hooks/use-fence-draft';
import { FenceEditor } from './fence-editor';
import { boundaryKind, circleKind } from './fence-shapes';
import { RadiusField } from './radius-field';

const instructions: Record<FenceShapeName, string> = {
  boundary:
    'Press Draw, click each corner on the map, then click the first corner to close the boundary. Drag a corner to move it.',
  circle:
    'Press Draw, click the centre on the map, then click again at the distance you want. Drag the centre to move the circle or its edge to resize it.',
};

/**
 * Draw the Boundary: one polygon or one circle, checked before it is sent; the server's refusal shows in the dialog
 * too. A new fence is switched on with the save; an existing one keeps its on/off state.
 */
export function GeofenceDrawDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [tiles, setTiles] = useState<TileStyle>('street');
  const [toolbar, setToolbar] = useState<HTMLElement | null>(null);
  const draft = useFenceDraft(device);
  const save = useSaveGeofenceRecord(device);
  const { Whereabouts } = useDeviceSlots();
  // A typed radius draws the circle again from the draft.
  const [redrawn, setRedrawn] = useState(0);

  const submit = async () => {
    const fence = draft.check();
    if (!fence) return;
    const active = device.geoFence.enable || geofenceOf(device) === null;
    try {
      toast.success((await save.mutateAsync({ ...fence, active })).message);
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
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Shape"
          value={draft.shape}
          onChange={(_event, shape: FenceShapeName | null) => shape && draft.setShape(shape)}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="boundary">Boundary</ToggleButton>
          <ToggleButton value="circle">Circle</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {instructions[draft.shape]}
        </Typography>
        {/* Aligned at the top: the radius field's limits under it must not push its box above the buttons. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Stack ref={setToolbar} direction="row" spacing={1} sx={{ flex: 1, minHeight: 40, alignItems: 'center' }} />
          {draft.shape === 'circle' && draft.circle && (
            <RadiusField
              circle={draft.circle}
              onChange={(circle) => {
                draft.changeCircle(circle);
                setRedrawn((count) => count + 1);
              }}
            />
          )}
          <TileStyleToggle value={tiles} onChange={setTiles} />
        </Stack>
        <BaseMap label="Boundary map" tiles={tiles} sx={{ flex: 1, minHeight: 280 }}>
          <Whereabouts device={device} />
          {toolbar && draft.shape === 'boundary' && (
            <FenceEditor
              kind={boundaryKind}
              initial={draft.corners.length > 0 ? draft.corners : null}
              onChange={draft.changeCorners}
              toolbar={toolbar}
            />
          )}
          {toolbar && draft.shape === 'circle' && (
            <FenceEditor
              key={redrawn}
              kind={circleKind}
              initial={draft.circle}
              onChange={draft.changeCircle}
              toolbar={toolbar}
            />
          )}
        </BaseMap>
        {draft.problem && <Alert severity="error">{draft.problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={save.isPending} disabled={!draft.drawn}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
