import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/** The plotted height of each chart, in pixels. */
export const CHART_HEIGHT = 240;

interface ChartCardProps {
  title: string;
  /** What the chart shows, for those who cannot see it; null when there is nothing to chart. */
  summary: string | null;
  children: ReactNode;
}

/** One chart of the page under its title, read out as its summary, or the words that the range has no data for it. */
export function ChartCard({ title, summary, children }: ChartCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {summary === null ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('historyEmptyMessages.noReadingsInRange')}
          </Typography>
        ) : (
          <Box role="img" aria-label={summary}>
            {children}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
