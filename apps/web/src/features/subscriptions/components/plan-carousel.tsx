import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useCarousel } from '../../../lib/use-carousel';
import { cardsPerView } from '../cards-per-view';
import { useContainerWidth } from '../hooks/use-container-width';

/** The part of the next card shown when the cards do not all fit, so that the row reads as one to scroll. */
const PEEK = 0.25;

/**
 * A carousel of plan cards: as many side by side as its width holds (1 to 5), and when more there are, a part of the
 * next one; arrows, and ← → when focused.
 */
export function PlanCarousel({ label, slides }: { label: string; slides: { key: string; content: ReactNode }[] }) {
  const t = useT();
  const { measure, width } = useContainerWidth();
  const perView = cardsPerView(width);
  const shown = slides.length > perView ? perView + PEEK : perView;
  const { viewportRef, embla, canScroll, direction } = useCarousel({ align: 'start', slidesToScroll: 'auto' });
  // The arrows (and arrow keys) go the way the slides move: in a right-to-left language "previous" lies to the right.
  const rtl = direction === 'rtl';
  const [PreviousIcon, NextIcon] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) embla?.scrollPrev();
    else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) embla?.scrollNext();
  };

  return (
    <Box
      component="section"
      aria-roledescription={t('subscriptions.carousel')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        outline: 'none',
        '&:focus-visible': { boxShadow: 2 },
      }}
    >
      <IconButton
        aria-label={t('subscriptions.carousel.previous', { label })}
        disabled={!canScroll.prev}
        onClick={() => embla?.scrollPrev()}
      >
        <PreviousIcon />
      </IconButton>
      <Box ref={measure} sx={{ flex: 1, minWidth: 0 }}>
        <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
          <Box sx={{ display: 'flex', ml: -2, py: 0.5 }}>
            {slides.map(({ key, content }, index) => (
              <Box
                key={key}
                role="group"
                aria-roledescription={t('subscriptions.carousel.slide')}
                aria-label={t('subscriptions.carousel.position', { position: index + 1, count: slides.length })}
                sx={{ flex: `0 0 ${100 / shown}%`, minWidth: 0, pl: 2, display: 'flex' }}
              >
                {content}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <IconButton
        aria-label={t('subscriptions.carousel.next', { label })}
        disabled={!canScroll.next}
        onClick={() => embla?.scrollNext()}
      >
        <NextIcon />
      </IconButton>
    </Box>
  );
}
