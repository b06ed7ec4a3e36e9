import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type SearchFieldProps = Pick<TextFieldProps, 'autoFocus' | 'fullWidth' | 'sx'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A small search input with a magnifier, named by `label` (also its placeholder). */
export function SearchField({ label, value, onChange, ...props }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...props}
      slotProps={{
        htmlInput: { 'aria-label': label, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
