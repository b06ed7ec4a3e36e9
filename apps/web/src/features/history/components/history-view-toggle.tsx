import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { useAppStore, type HistoryView } from '../../../lib/store';

const views: { value: HistoryView; label: MessageId }[] = [
  { value: 'map', label: 'history.view.map' },
  { value: 'satellite', label: 'history.view.satellite' },
  { value: 'grid', label: 'history.view.grid' },
  { value: 'trips', label: 'trips.view' },
];

/** Map, Satellite, Grid or Trips; the choice is remembered for every device. */
export function HistoryViewToggle() {
  const t = useT();
  const view = useAppStore((state) => state.historyView);
  const setView = useAppStore((state) => state.setHistoryView);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={t('history.view.label')}
      value={view}
      onChange={(_, next: HistoryView | null) => {
        if (next) setView(next);
      }}
    >
      {views.map(({ value, label }) => (
        <ToggleButton key={value} value={value} sx={{ px: 1.5, py: 0.5 }}>
          {t(label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
