import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { TimeRangeFields, type TimeRange } from '../../../components/time-range-fields';
import { useT } from '../../../lib/i18n/use-t';
import { chartRangeLabels, customRangeProblem, type ChartRangeChoice } from '../chart-ranges';

interface ChartRangePickerProps {
  choice: ChartRangeChoice;
  onChoose: (choice: ChartRangeChoice) => void;
  /** The range charted now: where the custom fields start. */
  range: TimeRange;
  onCustomRange: (range: TimeRange) => void;
  loading: boolean;
}

/** The last 24 hours, 7 days, 30 days or year, or a range of one's own. */
export function ChartRangePicker({ choice, onChoose, range, onCustomRange, loading }: ChartRangePickerProps) {
  const t = useT();
  const problemOf = useMemo(() => customRangeProblem(t), [t]);
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('historyCharts.range.label')}
        value={choice}
        // The range chosen again (null) asks anew: a preset then ends now.
        onChange={(_event, next: ChartRangeChoice | null) => onChoose(next ?? choice)}
        // A phone gets the whole width; a narrower one scrolls it.
        sx={{ width: { xs: '100%', sm: 'auto' }, overflowX: 'auto' }}
      >
        {Object.entries(chartRangeLabels).map(([value, label]) => (
          <ToggleButton
            key={value}
            value={value}
            sx={{ flex: { xs: '1 0 auto', sm: 'none' }, px: { xs: 0.5, sm: 1.5 }, whiteSpace: 'nowrap' }}
          >
            {t(label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice === 'custom' && (
        <TimeRangeFields
          initial={range}
          problemOf={problemOf}
          submitLabel={t('historyCharts.range.show')}
          loading={loading}
          onSubmit={onCustomRange}
        />
      )}
    </Stack>
  );
}
