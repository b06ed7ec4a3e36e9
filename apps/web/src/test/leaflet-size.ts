import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out, and Leaflet needs its container to have a size: for each test of the file, every Leaflet
 * container measures 800 × 600 (every other element 0), and the measures are restored after it.
 */
export function sizeLeafletContainers(): void {
  beforeEach(() => {
    const sizeOf = (size: number) =>
      function (this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? size : 0;
      };
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(sizeOf(800));
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(sizeOf(600));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
