import { uploadDeviceTypes } from '@lodestar/contract';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RefObject } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { downloadTemplate } from '../api/upload-devices';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface UploadFileChooserProps {
  deviceType: string;
  onDeviceType: (deviceType: string) => void;
  /** The file input, emptied once its file is added. */
  input: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | undefined) => void;
  /** A file is on its way: neither the type nor the file can change. */
  sending: boolean;
}

/** Add Devices' choices: the device type, the .xlsx file, and the template to fill in. */
export function UploadFileChooser({ deviceType, onDeviceType, input, onChoose, sending }: UploadFileChooserProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('deviceUpload.deviceType')}
        value={deviceType}
        onChange={(event) => onDeviceType(event.target.value)}
        disabled={sending}
        sx={{ minWidth: 180 }}
      >
        {uploadDeviceTypes.map((type) => (
          <MenuItem key={type.value} value={type.value}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<UploadFile />} component="label" disabled={sending}>
        {t('deviceUpload.chooseFile')}
        <input
          ref={input}
          hidden
          type="file"
          accept={XLSX_TYPES}
          aria-label={t('deviceUpload.spreadsheet')}
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
      </Button>
      <Button onClick={() => void downloadTemplate().catch((error: unknown) => toast.error(error))}>
        {t('deviceUpload.downloadTemplate')}
      </Button>
    </Box>
  );
}
