import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import Button from '@mui/material/Button';
import L from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../lib/i18n/use-t';
import { useLeafletMap } from '../../../components/map/map-context';
import { GEOFENCE_COLOR } from '../../../components/map/geofence-shape';
import { fenceStyle, type FenceShapeKind } from './fence-shapes';

const drawingStyles = {
  pathOptions: fenceStyle,
  templineStyle: { color: GEOFENCE_COLOR },
  hintlineStyle: { color: GEOFENCE_COLOR, dashArray: '5 5' },
};

interface FenceEditorProps<T> {
  kind: FenceShapeKind<T>;
  /** The fence it starts with, editable at once; null for none. Read on mount only. */
  initial: T | null;
  onChange: (fence: T | null) => void;
  /** Where its Draw and Clear buttons go: beside the map rather than over it, where they would hide other controls. */
  toolbar: HTMLElement;
}

/**
 * The one fence of the draw map, a boundary polygon or a circle, with leaflet-geoman: it is edited in place (corners
 * drag; a circle moves and resizes), a new drawing replaces it, Clear removes it. Every change reports the fence;
 * geoman's own toolbar is replaced by two buttons.
 */
export function FenceEditor<T>({ kind, initial, onChange, toolbar }: FenceEditorProps<T>) {
  const t = useT();
  const map = useLeafletMap();
  const fence = useRef<L.Polygon | L.Circle | null>(null);
  const start = useRef({ kind, initial });
  const [drawing, setDrawing] = useState(false);
  const [hasFence, setHasFence] = useState(initial !== null);
  const announce = (next: T | null) => {
    setHasFence(next !== null);
    onChange(next);
  };
  const report = useEffectEvent(announce);

  useEffect(() => {
    const { kind: shapes, initial: first } = start.current;
    const adopt = (layer: L.Polygon | L.Circle) => {
      fence.current?.remove();
      fence.current = layer;
      layer.on('pm:edit', () => report(shapes.fenceOf(layer)));
      layer.pm.enable();
    };
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      adopt(layer as L.Polygon | L.Circle);
      report(shapes.fenceOf(layer));
    };
    const onDrawStart = () => {
      fence.current?.pm.disable();
      setDrawing(true);
    };
    const onDrawEnd = () => {
      fence.current?.pm.enable();
      setDrawing(false);
    };

    map.pm.setGlobalOptions(drawingStyles);
    if (first !== null) adopt(shapes.layerOf(first).addTo(map));
    map.on('pm:create', onCreate);
    map.on('pm:drawstart', onDrawStart);
    map.on('pm:drawend', onDrawEnd);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:drawstart', onDrawStart);
      map.off('pm:drawend', onDrawEnd);
      map.pm.disableDraw();
      fence.current?.remove();
      fence.current = null;
    };
  }, [map]);

  const clear = () => {
    fence.current?.remove();
    fence.current = null;
    announce(null);
  };

  return createPortal(
    <>
      {drawing ? (
        <Button size="small" variant="outlined" onClick={() => map.pm.disableDraw()}>
          {t('devices.fence.cancelDrawing')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="contained"
          onClick={() => map.pm.enableDraw(kind.drawShape)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(hasFence ? 'devices.fence.drawAgain' : 'devices.fence.draw')}
        </Button>
      )}
      {hasFence && !drawing && (
        <Button size="small" color="error" onClick={clear}>
          {t('devices.clear')}
        </Button>
      )}
    </>,
    toolbar,
  );
}
