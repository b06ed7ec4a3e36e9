import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { deviceColors } from '@lodestar/contract';
import { useId } from 'react';
import { useController } from 'react-hook-form';

function Swatch({ colour, checked }: { colour: string; checked: boolean }) {
  return (
    <Box
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: colour,
        color: 'common.white',
        display: 'grid',
        placeItems: 'center',
        boxShadow: checked ? (theme) => `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${colour}` : 'none',
      }}
    >
      {checked && <Check fontSize="small" />}
    </Box>
  );
}

/** The accent colour, one of a fixed palette: named swatches, chosen with a click or the arrow keys. */
export function ColourSwatches() {
  const labelId = useId();
  const { field, fieldState } = useController({ name: 'color' });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id={labelId}>Accent colour</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value as string}
        onChange={(_event, value) => field.onChange(value)}
        sx={{
          mt: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {deviceColors.map(({ label, value }) => (
          <FormControlLabel
            key={value}
            value={value}
            label={label}
            sx={{ m: 0 }}
            control={
              <Radio icon={<Swatch colour={value} checked={false} />} checkedIcon={<Swatch colour={value} checked />} />
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
