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
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';

/** The palette's colour names, in the shown language. */
const colourNames: Record<(typeof deviceColors)[number]['value'], MessageId> = {
  '#FFA07A': 'deviceSettings.colour.lightSalmon',
  '#CD5C5C': 'deviceSettings.colour.indianRed',
  '#DC143C': 'deviceSettings.colour.crimson',
  '#20B2AA': 'deviceSettings.colour.lightSeaGreen',
  '#008B8B': 'deviceSettings.colour.darkCyan',
  '#4682B4': 'deviceSettings.colour.steelBlue',
};

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
  const t = useT();
  const contractText = useContractText();
  const labelId = useId();
  const { field, fieldState } = useController({ name: 'color' });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id={labelId}>{t('deviceSettings.basic.accentColour')}</FormLabel>
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
        {deviceColors.map(({ value }) => (
          <FormControlLabel
            key={value}
            value={value}
            label={t(colourNames[value])}
            sx={{ m: 0 }}
            control={
              <Radio icon={<Swatch colour={value} checked={false} />} checkedIcon={<Swatch colour={value} checked />} />
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{contractText(fieldState.error.message ?? '')}</FormHelperText>}
    </FormControl>
  );
}
