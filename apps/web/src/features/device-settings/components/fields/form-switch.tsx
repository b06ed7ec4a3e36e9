import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';

/** An on/off setting bound to the surrounding react-hook-form. */
export function FormSwitch({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(_event, on) => field.onChange(on)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
