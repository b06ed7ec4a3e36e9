import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '@lodestar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page-section';
import { UploadFileChooser } from './upload-file-chooser';
import { UploadResults } from './upload-results';
import { useDeviceUpload } from './use-device-upload';

/**
 * Add Devices (decision 0031): a spreadsheet adds the trackers allocated to the dealership; the page says what a
 * row does and the limits, shows progress while the file goes up and is read, then each row's result.
 */
export function AddDevicesPage() {
  const { input, deviceType, setDeviceType, file, sent, results, sending, choose, send, removeResult } =
    useDeviceUpload();

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <PageSection title="Add devices from a spreadsheet">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Each row adds a tracker allocated to your dealership: the device with that serial number joins your account
            under the name in the row. A device already in your account is not added again. Up to{' '}
            {UPLOAD_MAX_ROWS.toLocaleString('en')} rows and {UPLOAD_MAX_BYTES / 1024 / 1024} MB per .xlsx file; the
            first row names the columns Device Name and Serial Number. The template lists the serial numbers of the
            trackers allocated to you that are not in your account yet: name them and upload it.
          </Typography>
          <UploadFileChooser
            deviceType={deviceType}
            onDeviceType={setDeviceType}
            input={input}
            onChoose={choose}
            sending={sending}
          />
          <Typography variant="body2">{file ? `Chosen: ${file.name}` : 'No file chosen.'}</Typography>
          {sending && <UploadProgress sent={sent} />}
          <Box>
            <Button variant="contained" onClick={() => void send()} disabled={!file} loading={sending}>
              Add Devices
            </Button>
          </Box>
        </Stack>
      </PageSection>
      {results && (
        <PageSection title="Results">
          <UploadResults results={results} onRemove={removeResult} />
        </PageSection>
      )}
    </Stack>
  );
}

/** While the file goes up, the share sent; once it is all sent, that the rows are being checked. */
function UploadProgress({ sent }: { sent: number }) {
  return (
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
  );
}
