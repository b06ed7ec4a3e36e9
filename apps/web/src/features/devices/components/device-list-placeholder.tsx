import DevicesOther from '@mui/icons-material/DevicesOther';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deviceTypeFilters, type DeviceTypeFilter } from '@lodestar/contract';

interface DeviceListPlaceholderProps {
  total: number;
  shown: number;
  filter: DeviceTypeFilter;
}

const plural = (count: number) => `${count} ${count === 1 ? 'device' : 'devices'}`;

/** Stands in for the device carousel, grid and list until they ship. */
export function DeviceListPlaceholder({ total, shown, filter }: DeviceListPlaceholderProps) {
  const filterLabel = deviceTypeFilters.find((option) => option.value === filter)?.label ?? '';
  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DevicesOther color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <div>
            <Typography variant="h6" component="h2" gutterBottom>
              Your account has {plural(total)}
            </Typography>
            {filter !== 'all' && (
              <Typography color="text.secondary" gutterBottom>
                {plural(shown)} in the {filterLabel} filter.
              </Typography>
            )}
            <Typography color="text.secondary">
              The device list, with cards, device details and location history, is part of an upcoming release.
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
