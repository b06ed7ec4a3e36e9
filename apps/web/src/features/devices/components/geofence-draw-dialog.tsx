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
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { TileStyleToggle } from '../../../components/map/tile-style-toggle';
import { useFenceDraft, type FenceShapeName } from '../hooks/use-fence-draft';
import { FenceDrawMap } from './fence-draw-map';
import { RadiusField } from './radius-field';
import { useSubmitFence } from './use-submit-fence';

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
  const { submit, saving } = useSubmitFence(device, draft, onClose);
  // A typed radius draws the circle again from the draft.
  const [redrawn, setRedrawn] = useState(0);

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { height: { sm: '85vh' } } } }}
    >
      <DialogTitle id={titleId}>{messages.drawTheBoundary}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <FenceShapeChoice shape={draft.shape} onChange={draft.setShape} />
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
        <FenceDrawMap device={device} tiles={tiles} toolbar={toolbar} draft={draft} redrawn={redrawn} />
        {draft.problem && <Alert severity="error">{draft.problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving} disabled={!draft.drawn}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The shape to draw, boundary or circle, and how to draw it. */
function FenceShapeChoice({ shape, onChange }: { shape: FenceShapeName; onChange: (shape: FenceShapeName) => void }) {
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Shape"
        value={shape}
        onChange={(_event, chosen: FenceShapeName | null) => chosen && onChange(chosen)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="boundary">Boundary</ToggleButton>
        <ToggleButton value="circle">Circle</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {instructions[shape]}
      </Typography>
    </>
  );
}
