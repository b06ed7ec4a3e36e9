import {
  DEALERSHIP_NO_USER_MIN_CHARS,
  RECEIVER_SEARCH_MIN_CHARS,
  transferMessages,
  type TransferCandidate,
} from '@lodestar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useReceiverSearch } from '../api/search-receivers';

interface ReceiverPickerProps {
  /** Which page asks: each has its own words for no match. */
  page: 'k9' | 'dealership';
  value: TransferCandidate | null;
  onChange: (receiver: TransferCandidate | null) => void;
  disabled?: boolean;
}

const keepAll = (receivers: TransferCandidate[]) => receivers;
const labelOf = (receiver: TransferCandidate) => `${receiver.name} (${receiver.email})`;
const UNVERIFIED = 'Not verified yet: a device transferred to them moves once they verify.';

function noMatchText(page: ReceiverPickerProps['page'], typed: string): string {
  if (page === 'k9') return transferMessages.noUserTransferPage;
  return typed.length >= DEALERSHIP_NO_USER_MIN_CHARS
    ? transferMessages.userNotFound
    : 'No user found yet: keep typing.';
}

/** The user search: from 2 characters, debounced; a person who has not verified their email is marked so. */
export function ReceiverPicker({ page, value, onChange, disabled }: ReceiverPickerProps) {
  const [text, setText] = useState('');
  // The field shows the chosen person's label: that is no search.
  const { receivers, asked, failed } = useReceiverSearch(value && text === labelOf(value) ? '' : text);
  const noOptionsText = failed
    ? 'Unable to search users. Try again.'
    : asked
      ? noMatchText(page, text.trim())
      : `Type at least ${RECEIVER_SEARCH_MIN_CHARS} characters of a name or email.`;

  return (
    <Autocomplete
      options={receivers ?? (value ? [value] : [])}
      value={value}
      onChange={(_, receiver) => onChange(receiver)}
      inputValue={text}
      onInputChange={(_, typed) => setText(typed)}
      filterOptions={keepAll}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      getOptionLabel={labelOf}
      loading={asked && !receivers && !failed}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      disabled={disabled}
      renderOption={({ key, ...props }, receiver) => (
        <li key={key} {...props}>
          <ListItemText
            primary={receiver.name}
            secondary={receiver.emailVerified ? receiver.email : `${receiver.email}: ${UNVERIFIED}`}
          />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="User"
          placeholder="Name or email"
          helperText="The accounts you created by name or email; any other account by its full email address."
        />
      )}
    />
  );
}
