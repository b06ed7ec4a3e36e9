import FolderOff from '@mui/icons-material/FolderOffOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What stands in place of groups, or of a group's devices, when there are none to show. */
export function GroupEmptyNote({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
      <FolderOff color="disabled" sx={{ fontSize: 40 }} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
