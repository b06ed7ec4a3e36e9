import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/use-t';

/** Save, offered once something changed, beside a note that says so, so that nothing waits unseen. */
export function SaveChangesActions({ dirty, pending }: { dirty: boolean; pending: boolean }) {
  const t = useT();
  return (
    <>
      {dirty && !pending && (
        <Typography variant="body2" color="warning.dark" role="status">
          {t('common.unsavedChanges')}
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={!dirty} loading={pending}>
        {t('common.save')}
      </Button>
    </>
  );
}
