import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The placeholder of a portal page whose feature ships in a later release. */
export function UpcomingFeature({ feature, description }: { feature: string; description: string }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ConstructionOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <div>
            <Typography variant="h6" component="h2" gutterBottom>
              {feature}
            </Typography>
            <Typography color="text.secondary" gutterBottom>
              This page is part of an upcoming release.
            </Typography>
            <Typography color="text.secondary">{description}</Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
