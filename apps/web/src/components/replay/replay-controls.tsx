import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTimeToSecond } from '../../lib/date-time';
import { useT } from '../../lib/i18n/use-t';
import { REPLAY_SPEEDS, useReplayTime, type ReplayClock, type ReplaySpeed } from './use-replay-clock';

/** Play or pause, the time slider, where the replay is in time, and its speed. */
export function ReplayControls({ clock }: { clock: ReplayClock }) {
  const t = useT();
  const time = useReplayTime(clock);
  const shownTime = formatDateTimeToSecond(time);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton
        aria-label={t(clock.playing ? 'map.replay.pause' : 'map.replay.play')}
        onClick={clock.playing ? clock.pause : clock.play}
        color="primary"
      >
        {clock.playing ? <Pause /> : <PlayArrow />}
      </IconButton>
      <Slider
        aria-label={t('map.replay.time')}
        aria-valuetext={shownTime}
        min={clock.start}
        max={clock.end}
        step={1000}
        value={time}
        onChange={(_event, value) => clock.seek(value as number)}
        sx={{ flex: '1 1 200px', minWidth: 160 }}
      />
      <Typography variant="body2" sx={{ minWidth: 170, fontVariantNumeric: 'tabular-nums' }} aria-live="off">
        {shownTime}
      </Typography>
      <TextField
        select
        size="small"
        label={t('map.replay.speed')}
        value={clock.speed}
        onChange={(event) => clock.setSpeed(Number(event.target.value) as ReplaySpeed)}
        sx={{ width: 96 }}
      >
        {REPLAY_SPEEDS.map((speed) => (
          <MenuItem key={speed} value={speed}>
            {t('map.replay.speedTimes', { speed })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
