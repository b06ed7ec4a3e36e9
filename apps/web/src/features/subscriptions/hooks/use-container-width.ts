import { useCallback, useState } from 'react';

/** The width of the element given `measure` as its ref, kept up to date as it resizes (0 until it is measured). */
export function useContainerWidth() {
  const [width, setWidth] = useState(0);
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { measure, width };
}
