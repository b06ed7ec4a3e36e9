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
import type { Device } from '@lodestar/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { TileStyleToggle } from '../../../components/map/tile-style-toggle';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { useFenceDraft, type FenceShapeName } from '../hooks/use-fence-draft';
import { FenceDrawMap } from './fence-draw-map';
import { RadiusField } from './radius-field';
import { useSubmitFence } from './use-submit-fence';

const titles: Record<FenceShapeName, MessageId> = {
  boundary: 'messages.drawTheBoundary',
  circle: 'geofenceMessages.drawTheCircle',
};

const instructions: Record<FenceShapeName, MessageId> = {
  boundary: 'devices.fence.boundaryHowTo',
  circle: 'devices.fence.circleHowTo',
};

/** Asking before the saved shape is replaced by the other one: a device has one fence. */
const replacing: Record<FenceShapeName, { title: MessageId; message: MessageId }> = {
  boundary: { title: 'devices.fence.replaceBoundaryTitle', message: 'devices.fence.replaceBoundaryMessage' },
  circle: { title: 'devices.fence.replaceCircleTitle', message: 'devices.fence.replaceCircleMessage' },
};

/** The shape of the fence the device has saved, if any. */
const savedShape = (device: Device): FenceShapeName | null =>
  device.geofenceCircle ? 'circle' : device.mapBoundaryPoints.length > 0 ? 'boundary' : null;

/**
 * Draw the Boundary (or the Circle, as the title says of the shape chosen): one polygon or one circle, checked before
 * it is sent; the server's refusal shows in the dialog too. A device has one fence, so saving one shape over the
 * other asks first. A new fence is switched on with the save; an existing one keeps its on/off state.
 */
export function GeofenceDrawDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const contractText = useContractText();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [tiles, setTiles] = useState<TileStyle>('street');
  const [toolbar, setToolbar] = useState<HTMLElement | null>(null);
  const draft = useFenceDraft(device);
  const { submit, saving } = useSubmitFence(device, draft, onClose);
  // A typed radius draws the circle again from the draft.
  const [redrawn, setRedrawn] = useState(0);
  const saved = savedShape(device);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const save = () => (saved && saved !== draft.shape ? setConfirmingReplace(true) : void submit());

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
      <DialogTitle id={titleId}>{t(titles[draft.shape])}</DialogTitle>
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
        {draft.problem && <Alert severity="error">{contractText(draft.problem)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('devices.cancel')}
        </Button>
        <Button variant="contained" onClick={save} loading={saving} disabled={!draft.drawn}>
          {t('devices.save')}
        </Button>
      </DialogActions>
      {confirmingReplace && saved && (
        <ConfirmDialog
          title={t(replacing[saved].title)}
          message={t(replacing[saved].message)}
          confirmLabel={t('devices.fence.replace')}
          onConfirm={() => {
            setConfirmingReplace(false);
            void submit();
          }}
          onClose={() => setConfirmingReplace(false)}
        />
      )}
    </Dialog>
  );
}

/** The shape to draw, boundary or circle, and how to draw it. */
function FenceShapeChoice({ shape, onChange }: { shape: FenceShapeName; onChange: (shape: FenceShapeName) => void }) {
  const t = useT();
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('devices.fence.shape')}
        value={shape}
        onChange={(_event, chosen: FenceShapeName | null) => chosen && onChange(chosen)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="boundary">{t('devices.fence.boundary')}</ToggleButton>
        <ToggleButton value="circle">{t('devices.fence.circle')}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {t(instructions[shape])}
      </Typography>
    </>
  );
}
