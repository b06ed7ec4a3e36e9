import {
  DEFAULT_UPLOAD_DEVICE_TYPE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ROWS,
  uploadDeviceTypes,
  uploadMessages,
  type UploadResult,
} from '@lodestar/contract';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { PageSection } from '../../../components/page-section';
import { toast } from '../../../lib/toast';
import { downloadTemplate, useUploadDevices } from '../api/upload-devices';
import { UploadResults } from './upload-results';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isXlsxName = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/**
 * Add Devices (decision 0031): a spreadsheet adds the trackers allocated to the dealership; the page says what a
 * row does and the limits, shows progress while the file goes up and is read, then each row's result.
 */
export function AddDevicesPage() {
  const input = useRef<HTMLInputElement>(null);
  const [deviceType, setDeviceType] = useState<string>(DEFAULT_UPLOAD_DEVICE_TYPE);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [results, setResults] = useState<UploadResult[] | null>(null);
  const upload = useUploadDevices();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isXlsxName(chosen)) return void toast.error(undefined, uploadMessages.notXlsx);
    if (chosen.size > UPLOAD_MAX_BYTES) return void toast.error(undefined, uploadMessages.tooLarge);
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return;
    setSent(0);
    try {
      const answer = await upload.mutateAsync({ file, deviceType, onProgress: setSent });
      setResults(answer.results);
      toast.success(answer.message);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      toast.error(error, uploadMessages.failed);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <PageSection title="Add devices from a spreadsheet">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Each row adds a tracker allocated to your dealership: the device with that serial number joins your account
            under the name in the row. A device already in your account is not added again. Up to{' '}
            {UPLOAD_MAX_ROWS.toLocaleString('en')} rows and {UPLOAD_MAX_BYTES / 1024 / 1024} MB per .xlsx file; the
            first row names the columns Device Name and Serial Number.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Device type"
              value={deviceType}
              onChange={(event) => setDeviceType(event.target.value)}
              disabled={upload.isPending}
              sx={{ minWidth: 180 }}
            >
              {uploadDeviceTypes.map((type) => (
                <MenuItem key={type.value} value={type.value}>
                  {type.label}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" startIcon={<UploadFile />} component="label" disabled={upload.isPending}>
              Choose .xlsx file
              <input
                ref={input}
                hidden
                type="file"
                accept={XLSX_TYPES}
                aria-label="Spreadsheet"
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </Button>
            <Button onClick={() => void downloadTemplate().catch((error: unknown) => toast.error(error))}>
              Download template
            </Button>
          </Box>
          <Typography variant="body2">{file ? `Chosen: ${file.name}` : 'No file chosen.'}</Typography>
          {upload.isPending && (
            <Stack spacing={0.5}>
              <LinearProgress
                variant={sent < 1 ? 'determinate' : 'indeterminate'}
                value={sent * 100}
                aria-label="Upload progress"
              />
              <Typography variant="body2" color="text.secondary">
                {sent < 1 ? `Sending the file: ${Math.round(sent * 100)}%` : 'Checking the rows…'}
              </Typography>
            </Stack>
          )}
          <Box>
            <Button variant="contained" onClick={() => void send()} disabled={!file} loading={upload.isPending}>
              Add Devices
            </Button>
          </Box>
        </Stack>
      </PageSection>
      {results && (
        <PageSection title="Results">
          <UploadResults
            results={results}
            onRemove={(row) => setResults(results.filter((result) => result.row !== row))}
          />
        </PageSection>
      )}
    </Stack>
  );
}
