import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Save, offered once something changed, beside a note that says so, so that nothing waits unseen. */
export function SaveChangesActions({ dirty, pending }: { dirty: boolean; pending: boolean }) {
  return (
    <>
      {dirty && !pending && (
        <Typography variant="body2" color="warning.dark" role="status">
          Unsaved changes
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={!dirty} loading={pending}>
        Save
      </Button>
    </>
  );
}
