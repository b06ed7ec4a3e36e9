import type { Device } from '@lodestar/contract';
import { BaseMap } from '../../../components/map/base-map';
import type { TileStyle } from '../../../components/map/base-tile-layer';
import { useT } from '../../../lib/i18n/use-t';
import { useDeviceSlots } from '../device-slots';
import type { useFenceDraft } from '../hooks/use-fence-draft';
import { FenceEditor } from './fence-editor';
import { boundaryKind, circleKind } from './fence-shapes';

interface FenceDrawMapProps {
  device: Device;
  tiles: TileStyle;
  /** Where the editor's Draw and Clear buttons go; the editor waits for it. */
  toolbar: HTMLElement | null;
  draft: Pick<ReturnType<typeof useFenceDraft>, 'shape' | 'corners' | 'circle' | 'changeCorners' | 'changeCircle'>;
  /** Counts the typed radii: each draws the circle again from the draft. */
  redrawn: number;
}

/** The draw dialog's map: where the device is, and the editor of the chosen shape, boundary or circle. */
export function FenceDrawMap({ device, tiles, toolbar, draft, redrawn }: FenceDrawMapProps) {
  const t = useT();
  const { Whereabouts } = useDeviceSlots();
  return (
    <BaseMap label={t('devices.fence.map')} tiles={tiles} sx={{ flex: 1, minHeight: 280 }}>
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
  );
}
