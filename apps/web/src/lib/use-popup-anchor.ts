import { useState, type MouseEvent } from 'react';

/**
 * Open/close state of a menu or popover anchored to the button that opens it, with the button's ARIA wiring.
 * Spread `triggerProps` on the button; pass `anchor`, `open` and `close` to the Menu or Popover.
 */
export function usePopupAnchor(popup: 'menu' | 'dialog' = 'menu') {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return {
    anchor,
    open,
    close: () => setAnchor(null),
    triggerProps: {
      'aria-haspopup': popup,
      'aria-expanded': open ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
  };
}
