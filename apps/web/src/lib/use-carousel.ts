import { textDirectionOf } from '@lodestar/contract';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useShownLanguage } from './i18n/language-provider';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/**
 * An Embla carousel and whether its arrows can move it, kept in step as it scrolls or re-measures. It runs in the
 * shown language's direction (`direction`): in Arabic the first slide is on the right and "previous" lies rightwards.
 */
export function useCarousel(options: EmblaOptions) {
  const direction = textDirectionOf(useShownLanguage());
  const [viewportRef, embla] = useEmblaCarousel({ ...options, direction });
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setCanScroll({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return { viewportRef, embla, canScroll, direction };
}
