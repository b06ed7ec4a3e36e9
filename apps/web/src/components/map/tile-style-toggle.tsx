import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useT } from '../../lib/i18n/use-t';
import type { TileStyle } from './base-tile-layer';

/** Street or satellite tiles. */
export function TileStyleToggle({ value, onChange }: { value: TileStyle; onChange: (style: TileStyle) => void }) {
  const t = useT();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, style: TileStyle | null) => style && onChange(style)}
      aria-label={t('map.style')}
    >
      <ToggleButton value="street">{t('map.street')}</ToggleButton>
      <ToggleButton value="satellite">{t('map.satellite')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
