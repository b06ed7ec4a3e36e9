import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import Button from '@mui/material/Button';
import type { LatLng } from '@lodestar/contract';
import L from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLeafletMap } from '../../../components/map/map-context';
import { GEOFENCE_COLOR } from '../../history';

const boundaryStyle: L.PathOptions = { color: GEOFENCE_COLOR, weight: 2, fillOpacity: 0.2 };
const drawingStyles = {
  pathOptions: boundaryStyle,
  templineStyle: { color: GEOFENCE_COLOR },
  hintlineStyle: { color: GEOFENCE_COLOR, dashArray: '5 5' },
};

const cornersOf = (polygon: L.Polygon): LatLng[] =>
  (polygon.getLatLngs()[0] as L.LatLng[]).map(({ lat, lng }) => ({ lat, lng }));

interface BoundaryEditorProps {
  /** The boundary it starts with, editable at once; empty for none. Read on mount only. */
  initial: readonly LatLng[];
  onChange: (corners: LatLng[]) => void;
  /** Where its Draw and Clear buttons go: beside the map rather than over it, where they would hide other controls. */
  toolbar: HTMLElement;
}

/**
 * The one boundary polygon of the draw map, with leaflet-geoman: corners drag, a drawn polygon replaces the old
 * one, Clear removes it. Every change reports the corners; geoman's own toolbar is replaced by two buttons.
 */
export function BoundaryEditor({ initial, onChange, toolbar }: BoundaryEditorProps) {
  const map = useLeafletMap();
  const boundary = useRef<L.Polygon | null>(null);
  const initialCorners = useRef(initial);
  const [drawing, setDrawing] = useState(false);
  const [hasBoundary, setHasBoundary] = useState(initial.length > 0);
  const announce = (corners: LatLng[]) => {
    setHasBoundary(corners.length > 0);
    onChange(corners);
  };
  const report = useEffectEvent(announce);

  useEffect(() => {
    const adopt = (polygon: L.Polygon) => {
      boundary.current?.remove();
      boundary.current = polygon;
      polygon.on('pm:edit', () => report(cornersOf(polygon)));
      polygon.pm.enable();
    };
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      adopt(layer as L.Polygon);
      report(cornersOf(layer as L.Polygon));
    };
    const onDrawStart = () => {
      boundary.current?.pm.disable();
      setDrawing(true);
    };
    const onDrawEnd = () => {
      boundary.current?.pm.enable();
      setDrawing(false);
    };

    map.pm.setGlobalOptions(drawingStyles);
    if (initialCorners.current.length > 0) adopt(L.polygon([...initialCorners.current], boundaryStyle).addTo(map));
    map.on('pm:create', onCreate);
    map.on('pm:drawstart', onDrawStart);
    map.on('pm:drawend', onDrawEnd);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:drawstart', onDrawStart);
      map.off('pm:drawend', onDrawEnd);
      map.pm.disableDraw();
      boundary.current?.remove();
      boundary.current = null;
    };
  }, [map]);

  const clear = () => {
    boundary.current?.remove();
    boundary.current = null;
    announce([]);
  };

  return createPortal(
    <>
      {drawing ? (
        <Button size="small" variant="outlined" onClick={() => map.pm.disableDraw()}>
          Cancel drawing
        </Button>
      ) : (
        <Button size="small" variant="contained" onClick={() => map.pm.enableDraw('Polygon')}>
          {hasBoundary ? 'Draw again' : 'Draw'}
        </Button>
      )}
      {hasBoundary && !drawing && (
        <Button size="small" color="error" onClick={clear}>
          Clear
        </Button>
      )}
    </>,
    toolbar,
  );
}
