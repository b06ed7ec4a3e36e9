import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TileStyle } from './base-tile-layer';

/** Street or satellite tiles. */
export function TileStyleToggle({ value, onChange }: { value: TileStyle; onChange: (style: TileStyle) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, style: TileStyle | null) => style && onChange(style)}
      aria-label="Map style"
    >
      <ToggleButton value="street">Street</ToggleButton>
      <ToggleButton value="satellite">Satellite</ToggleButton>
    </ToggleButtonGroup>
  );
}
