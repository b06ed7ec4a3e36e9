import LinkOff from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { LivePageResponse, LivePoint } from '@lodestar/contract';
import type { LatLngTuple, PolylineOptions } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { BaseMap } from '../../../components/map/base-map';
import { FitView } from '../../../components/map/fit-view';
import { FollowControl } from '../../../components/map/follow-control';
import { FOCUS_ZOOM } from '../../../components/map/map-view';
import { NumberedMarkersLayer } from '../../../components/map/numbered-markers-layer';
import { PolylineLayer } from '../../../components/map/path-layers';
import { SectionLoader } from '../../../components/section-loader';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { useT } from '../../../lib/i18n/use-t';
import { useLivePage } from '../api/live-page';
import { openLiveSocket } from '../live-socket';

const MAP_HEIGHT = { xs: 360, md: 480 };
const tuple = (point: LivePoint): LatLngTuple => [point.latitude, point.longitude];

function LinkEnded() {
  const t = useT();
  return (
    <Alert severity="info" icon={<LinkOff />} role="status">
      {t('liveLinks.page.ended')}
    </Alert>
  );
}

/** Whether `point` came after `than` (ISO times of the same form compare as text). */
const isNewer = (point: LivePoint, than: LivePoint | null | undefined) => !than || point.time > than.time;

/** The device's position as it arrives: the page's answer, then what the socket brings, until the link ends. */
function useLivePositions(token: string, page: LivePageResponse) {
  const [points, setPoints] = useState<LivePoint[]>(() => page.track);
  const [latest, setLatest] = useState<LivePoint | null>(page.position);
  const [ended, setEnded] = useState(false);
  const { showTrack } = page;
  useEffect(
    () =>
      openLiveSocket(token, {
        // The socket tells the newest fix first when it signs in, which the page may have read already.
        onPosition: (point) => {
          setLatest((current) => (isNewer(point, current) ? point : current));
          if (showTrack) setPoints((track) => (isNewer(point, track.at(-1)) ? [...track, point] : track));
        },
        onEnded: () => setEnded(true),
      }),
    [token, showTrack],
  );
  return { points, latest, ended };
}

/** The map and what it says: the device by its name, the time of its last fix, live until the link ends, then nothing. */
function LiveMap({ token, page }: { token: string; page: LivePageResponse }) {
  const t = useT();
  const { palette } = useTheme();
  const { points, latest, ended } = useLivePositions(token, page);
  const route = useMemo(() => points.map(tuple), [points]);
  const routeStyle = useMemo<PolylineOptions>(
    () => ({ color: palette.primary.main, weight: 3, opacity: 0.6 }),
    [palette],
  );
  const markers = useMemo(
    () =>
      latest
        ? [
            {
              position: tuple(latest),
              number: 1,
              title: page.device.name,
              color: palette.secondary.main,
              highlighted: true,
            },
          ]
        : [],
    [latest, page.device.name, palette],
  );
  const fitted = useMemo(() => (route.length > 0 ? route : latest ? [tuple(latest)] : []), [route, latest]);
  // Once the link has ended, the page shows nothing of the device any more, not even where it was.
  if (ended) return <LinkEnded />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mr: 'auto' }}>
          <bdi>{page.device.name}</bdi>
        </Typography>
        <Chip color="success" size="small" label={t('liveLinks.page.live')} />
      </Stack>
      <Typography color="text.secondary" role="status">
        {latest ? t('liveLinks.page.last', { time: formatDateTime(latest.time) }) : t('liveLinks.page.noPosition')}
      </Typography>
      <Box sx={{ position: 'relative' }}>
        <BaseMap label={t('liveLinks.page.map')} tiles="street" sx={{ height: MAP_HEIGHT }}>
          {route.length > 1 && <PolylineLayer positions={route} pathOptions={routeStyle} />}
          <NumberedMarkersLayer markers={markers} />
          <FitView points={fitted} singlePointZoom={FOCUS_ZOOM} fitKey={fitted.length > 0 ? 'first' : null} />
          <FollowControl latest={latest ? tuple(latest) : undefined} followKey="live" />
        </BaseMap>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('liveLinks.page.until', { time: formatDateTime(page.expiresAt) })}
      </Typography>
    </Stack>
  );
}

/** The page behind a live link, for anyone who has it: one device's live position and nothing else of the account. */
export function LiveLinkPage() {
  const t = useT();
  const { token = '' } = useParams();
  const page = useLivePage(token);
  if (page.isPending) return <SectionLoader label={t('liveLinks.page.loading')} />;
  if (page.error instanceof ApiError && page.error.status === 404) return <LinkEnded />;
  if (!page.data) return <ErrorState message={t('liveLinks.page.loadFailed')} onRetry={() => void page.refetch()} />;
  return <LiveMap token={token} page={page.data} />;
}
