import type L from 'leaflet';

/** The maps inside one of our own moves: Leaflet fires movestart and zoomstart for those as for the person's. */
const ownMoves = new WeakSet<L.Map>();

/**
 * Moves the map from code without it counting as the person's move. Leaflet fires movestart and zoomstart within
 * the call for a move that does not animate and for a pan; an animated zoom fires them a frame later, so a zoom made
 * here must not animate.
 */
export function moveMap(map: L.Map, move: () => void): void {
  ownMoves.add(map);
  try {
    move();
  } finally {
    ownMoves.delete(map);
  }
}

/**
 * Calls `onMove` whenever the person moves the map: a drag, a zoom (wheel, pinch, double click, buttons, keys) or a
 * pan by keys. Returns what stops listening.
 */
export function onUserMove(map: L.Map, onMove: () => void): () => void {
  let popupPanning = false;
  // A popup the person opens pans the map to show itself, which is not looking elsewhere. Its pan starts right
  // after this event, within the same call.
  const startPopupPan = () => {
    popupPanning = true;
    queueMicrotask(() => {
      popupPanning = false;
    });
  };
  const startMove = () => {
    if (!popupPanning && !ownMoves.has(map)) onMove();
  };
  map.on('autopanstart', startPopupPan).on('movestart zoomstart', startMove);
  return () => {
    map.off('autopanstart', startPopupPan).off('movestart zoomstart', startMove);
  };
}
