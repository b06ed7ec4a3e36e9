import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { accelerometerSettingsSchema } from '@lodestar/contract';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useT } from '../../../lib/i18n/use-t';
import { rangeOf } from '../number-range';
import { reversedSensitivity } from '../sensitivity';

const { min, max } = rangeOf(accelerometerSettingsSchema.shape.sensitivity);

/** Motion sensitivity on the slider's scale; the form holds the device's (reversed) value. */
export function SensitivitySlider() {
  const t = useT();
  const labelId = useId();
  const marks = [
    { value: min, label: t('deviceSettings.motion.low') },
    { value: max, label: t('deviceSettings.motion.high') },
  ];
  const { field } = useController({ name: 'sensitivity' });
  return (
    <Box>
      <Typography id={labelId} gutterBottom>
        {t('deviceSettings.motion.sensitivity')}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          aria-labelledby={labelId}
          name={field.name}
          min={min}
          max={max}
          step={1}
          marks={marks}
          valueLabelDisplay="auto"
          value={reversedSensitivity(field.value as number)}
          onChange={(_event, value) => field.onChange(reversedSensitivity(value))}
          onBlur={field.onBlur}
        />
      </Box>
    </Box>
  );
}
