import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppStore, type HistoryView } from '../../../lib/store';

const views: { value: HistoryView; label: string }[] = [
  { value: 'map', label: 'Map' },
  { value: 'satellite', label: 'Satellite' },
  { value: 'grid', label: 'Grid' },
  { value: 'trips', label: 'Trips' },
];

/** Map, Satellite, Grid or Trips; the choice is remembered for every device. */
export function HistoryViewToggle() {
  const view = useAppStore((state) => state.historyView);
  const setView = useAppStore((state) => state.setHistoryView);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label="History view"
      value={view}
      onChange={(_, next: HistoryView | null) => {
        if (next) setView(next);
      }}
    >
      {views.map(({ value, label }) => (
        <ToggleButton key={value} value={value} sx={{ px: 1.5, py: 0.5 }}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
