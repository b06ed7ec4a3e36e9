import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@lodestar/contract';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useCarousel } from '../../../lib/use-carousel';
import { DeviceCard } from './device-card';
import type { DeviceViewProps } from './device-view-props';

const [, twoSlidesFrom, threeSlidesFrom] = BREAKPOINTS.carousel;

/**
 * Combo view: a carousel of the page's cards with arrows and no touch-drag. The slide count
 * follows the viewport's width: 1 under 730 px, 2 from 730 px, 3 from 1000 px. Given the `pages` beside this one, the
 * arrows go on to them at either end, the one way to page in this view.
 */
export function DeviceCarousel({ devices, selectedUUID, onSelectDevice, pages }: DeviceViewProps) {
  const t = useT();
  const two = useMediaQuery(`(min-width:${twoSlidesFrom}px)`, { noSsr: true });
  const three = useMediaQuery(`(min-width:${threeSlidesFrom}px)`, { noSsr: true });
  const perView = three ? 3 : two ? 2 : 1;
  const { viewportRef, embla, canScroll, direction } = useCarousel({ watchDrag: false, align: 'start' });
  // The arrows point the way the slides move: in a right-to-left language "previous" lies to the right.
  const [PreviousIcon, NextIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  // Bring a device selected from elsewhere (the first result of a search, say) into view.
  const selectedIndex = devices.findIndex((device) => device.deviceUUID === selectedUUID);
  useEffect(() => {
    if (embla && selectedIndex >= 0) embla.scrollTo(selectedIndex);
  }, [embla, selectedIndex]);

  return (
    <Box
      component="section"
      aria-roledescription={t('devices.carousel.roleDescription')}
      aria-label={t('devices.devices')}
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}
    >
      <IconButton
        aria-label={t('devices.carousel.previous')}
        disabled={!canScroll.prev && !pages?.hasPrevious}
        onClick={() => (canScroll.prev ? embla?.scrollPrev() : pages?.previous())}
      >
        <PreviousIcon />
      </IconButton>
      <Box ref={viewportRef} sx={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', ml: -2, py: 0.5 }}>
          {devices.map((device, index) => (
            <Box
              key={device._id}
              role="group"
              aria-roledescription={t('devices.carousel.slideRoleDescription')}
              aria-label={t('devices.carousel.slide', { index: index + 1, count: devices.length })}
              sx={{ flex: `0 0 ${100 / perView}%`, minWidth: 0, pl: 2 }}
            >
              <DeviceCard device={device} selected={device.deviceUUID === selectedUUID} onSelect={onSelectDevice} />
            </Box>
          ))}
        </Box>
      </Box>
      <IconButton
        aria-label={t('devices.carousel.next')}
        disabled={!canScroll.next && !pages?.hasNext}
        onClick={() => (canScroll.next ? embla?.scrollNext() : pages?.next())}
      >
        <NextIcon />
      </IconButton>
    </Box>
  );
}
