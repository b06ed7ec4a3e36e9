import { DEALERSHIP_NO_USER_MIN_CHARS, RECEIVER_SEARCH_MIN_CHARS, type TransferCandidate } from '@lodestar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
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

function noMatchText(t: Translate, page: ReceiverPickerProps['page'], typed: string): string {
  if (page === 'k9') return t('transferMessages.noUserTransferPage');
  return typed.length >= DEALERSHIP_NO_USER_MIN_CHARS
    ? t('transferMessages.userNotFound')
    : t('transfers.receiver.keepTyping');
}

/** The user search: from 2 characters, debounced; a person who has not verified their email is marked so. */
export function ReceiverPicker({ page, value, onChange, disabled }: ReceiverPickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  // The field shows the chosen person's label: that is no search.
  const { receivers, asked, failed } = useReceiverSearch(value && text === labelOf(value) ? '' : text);
  const noOptionsText = failed
    ? t('transfers.receiver.searchFailed')
    : asked
      ? noMatchText(t, page, text.trim())
      : t('transfers.receiver.typeMore', { count: RECEIVER_SEARCH_MIN_CHARS });

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
      loadingText={t('transfers.searching')}
      noOptionsText={noOptionsText}
      disabled={disabled}
      renderOption={({ key, ...props }, receiver) => (
        <li key={key} {...props}>
          <ListItemText
            primary={receiver.name}
            secondary={
              receiver.emailVerified ? receiver.email : t('transfers.receiver.unverified', { email: receiver.email })
            }
          />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('transfers.receiver.label')}
          placeholder={t('transfers.receiver.placeholder')}
          helperText={t('transfers.receiver.helper')}
        />
      )}
    />
  );
}
