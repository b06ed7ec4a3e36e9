import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@lodestar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useAppStore } from '../../../lib/store';
import { DeviceLoadError, useDevice } from '../../devices';
import { loadMapView, startHistoryReads } from '../start-reads';
import { HistorySkeleton } from './history-load-states';
import { HistoryViewToggle } from './history-view-toggle';

// Leaflet and the table load with their own chunks, so that they do not hold up the rest of the overview.
const HistoryMapView = lazy(() => loadMapView().then(({ HistoryMapView }) => ({ default: HistoryMapView })));
const HistoryGrid = lazy(() => import('./history-grid').then(({ HistoryGrid }) => ({ default: HistoryGrid })));
const TripsView = lazy(() => import('./trips-view').then(({ TripsView }) => ({ default: TripsView })));
const BODY_HEIGHT = 320;

/** What the panel's header offers for the device (export, clearing…), from the feature that does it. */
type OptionsMenu = ComponentType<{ device: Device }>;

/** The overview's location history panel for the selected device. */
export function HistoryPanel({ deviceUUID, OptionsMenu }: { deviceUUID: string | null; OptionsMenu: OptionsMenu }) {
  const t = useT();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        {deviceUUID ? (
          <DeviceHistory key={deviceUUID} deviceUUID={deviceUUID} titleId={titleId} OptionsMenu={OptionsMenu} />
        ) : (
          <Stack spacing={2}>
            <PanelHeader titleId={titleId} />
            <Typography color="text.secondary">{t('history.selectDevice')}</Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function DeviceHistory({
  deviceUUID,
  titleId,
  OptionsMenu,
}: {
  deviceUUID: string;
  titleId: string;
  OptionsMenu: OptionsMenu;
}) {
  const device = useDevice(deviceUUID);
  const view = useAppStore((state) => state.historyView);
  const queryClient = useQueryClient();
  // The map's chunk and its first page load while the device does, not once it has arrived.
  useEffect(() => startHistoryReads(queryClient, deviceUUID), [view, deviceUUID, queryClient]);
  return (
    <Stack spacing={2}>
      <PanelHeader titleId={titleId} device={device.data ?? undefined}>
        {device.data && <OptionsMenu device={device.data} />}
      </PanelHeader>
      {device.data ? (
        <Suspense fallback={<HistorySkeleton height={BODY_HEIGHT} />}>
          {view === 'grid' ? (
            <HistoryGrid device={device.data} />
          ) : view === 'trips' ? (
            <TripsView device={device.data} />
          ) : (
            <HistoryMapView device={device.data} tiles={view === 'satellite' ? 'satellite' : 'street'} />
          )}
        </Suspense>
      ) : device.isPending ? (
        <HistorySkeleton height={BODY_HEIGHT} />
      ) : (
        <DeviceLoadError device={device} />
      )}
    </Stack>
  );
}

function PanelHeader({
  titleId,
  device,
  children,
}: {
  titleId: string;
  device?: Device | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <div style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('history.title')}
        </Typography>
        {device && (
          <Typography variant="body2" color="text.secondary" noWrap>
            <bdi>{device.name}</bdi>
          </Typography>
        )}
      </div>
      <HistoryViewToggle />
      {children}
    </Stack>
  );
}
