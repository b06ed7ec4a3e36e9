import Typography from '@mui/material/Typography';

/** Who pays and what moves (decision 0030), said the same on both transfer pages. */
export function TransferIntro() {
  return (
    <Typography variant="body2" color="text.secondary">
      You pay the first term of the receiver&apos;s plan and your one-time device fee now. The plan is theirs and later
      terms renew on their own card. The device goes to them with its history and settings; its shares and group places
      end.
    </Typography>
  );
}
