import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '@lodestar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page-section';
import { useT } from '../../../lib/i18n/use-t';
import { UploadFileChooser } from './upload-file-chooser';
import { UploadResults } from './upload-results';
import { useDeviceUpload } from './use-device-upload';

/**
 * Add Devices (decision 0031): a spreadsheet adds the trackers allocated to the dealership; the page says what a
 * row does and the limits, shows progress while the file goes up and is read, then each row's result.
 */
export function AddDevicesPage() {
  const t = useT();
  const { input, deviceType, setDeviceType, file, sent, results, sending, choose, send, removeResult } =
    useDeviceUpload();

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <PageSection title={t('deviceUpload.title')}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('deviceUpload.intro', { rows: UPLOAD_MAX_ROWS, megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 })}
          </Typography>
          <UploadFileChooser
            deviceType={deviceType}
            onDeviceType={setDeviceType}
            input={input}
            onChoose={choose}
            sending={sending}
          />
          <Typography variant="body2">
            {file ? t('deviceUpload.chosen', { name: file.name }) : t('deviceUpload.noFile')}
          </Typography>
          {sending && <UploadProgress sent={sent} />}
          <Box>
            <Button variant="contained" onClick={() => void send()} disabled={!file} loading={sending}>
              {t('deviceUpload.add')}
            </Button>
          </Box>
        </Stack>
      </PageSection>
      {results && (
        <PageSection title={t('deviceUpload.results.title')}>
          <UploadResults results={results} onRemove={removeResult} />
        </PageSection>
      )}
    </Stack>
  );
}

/** While the file goes up, the share sent; once it is all sent, that the rows are being checked. */
function UploadProgress({ sent }: { sent: number }) {
  const t = useT();
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        variant={sent < 1 ? 'determinate' : 'indeterminate'}
        value={sent * 100}
        aria-label={t('deviceUpload.progress.label')}
      />
      <Typography variant="body2" color="text.secondary">
        {sent < 1
          ? t('deviceUpload.progress.sending', { percent: Math.round(sent * 100) })
          : t('deviceUpload.progress.checking')}
      </Typography>
    </Stack>
  );
}
