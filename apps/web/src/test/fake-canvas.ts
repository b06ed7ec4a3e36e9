import L from 'leaflet';
import { vi } from 'vitest';

/** A 2D context that accepts every drawing call and draws nothing. */
const fakeContext = new Proxy({} as Record<string | symbol, unknown>, {
  get: (target, property) => (property in target ? target[property] : () => undefined),
});

type CanvasInternals = { _map: L.Map | null; _redraw(): void };
const canvas = L.Canvas.prototype as unknown as CanvasInternals;
const redraw = canvas._redraw;

/**
 * jsdom has no 2D canvas context; this one is enough for Leaflet's canvas renderer to add layers. Restore it with
 * `vi.restoreAllMocks()`.
 */
export function installFakeCanvasContext(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeContext as unknown as CanvasRenderingContext2D,
  );
  // Leaflet 1.9 loses track of a pending redraw when a view reset redraws at once, so that frame still comes after
  // the map is gone: in a browser a moment later, here in the next test, with the renderer's canvas dropped.
  vi.spyOn(canvas, '_redraw').mockImplementation(function (this: CanvasInternals) {
    if (this._map) redraw.call(this);
  });
}
