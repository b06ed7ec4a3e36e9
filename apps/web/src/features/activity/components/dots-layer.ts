import L from 'leaflet';

/** The parts of Leaflet 1.9's canvas renderer and polyline this layer builds on (its typings leave them out). */
interface CanvasInternals {
  _drawing: boolean;
  _ctx: CanvasRenderingContext2D;
  _fillStroke(ctx: CanvasRenderingContext2D, layer: L.Path): void;
  options: L.RendererOptions & { tolerance?: number };
}
interface PolylineInternals {
  _renderer: CanvasInternals;
  /** The positions in layer pixels (one part: the layer is neither clipped nor simplified). */
  _parts: L.Point[][];
  _pxBounds?: L.Bounds;
}

/**
 * A dot at each position, drawn on a canvas renderer as one shape: one fill for a thousand dots, where a thousand
 * circle markers are a thousand layers to create, project and fill (20 × 1,000 of them took the activity map most of
 * a second). Leaflet's polyline does the projecting and redrawing with the map; this one fills its vertices instead
 * of stroking a line through them, and hit-tests them, so that a tooltip can tell which position is under the pointer.
 */
export class DotsLayer extends L.Polyline {
  /** The index of the position under the pointer, or -1. */
  hovered = -1;
  readonly #radius: number;

  constructor(positions: L.LatLngTuple[], radius: number, options: L.PathOptions & { renderer: L.Canvas }) {
    // Neither clipped nor simplified, so that every position keeps its dot, in order. Non-zero filling, so that
    // overlapping dots do not cancel out.
    super(positions, { ...options, noClip: true, smoothFactor: 0, stroke: false, fill: true, fillRule: 'nonzero' });
    this.#radius = radius;
  }

  get #internals(): PolylineInternals {
    return this as unknown as PolylineInternals;
  }

  /** Called by the canvas renderer, which draws its layers one after the other. */
  _updatePath(): void {
    const { _renderer: renderer, _parts: parts } = this.#internals;
    if (!renderer._drawing) return;
    const ctx = renderer._ctx;
    const radius = this.#radius;
    ctx.beginPath();
    for (const point of parts[0] ?? []) {
      ctx.moveTo(point.x + radius, point.y);
      ctx.arc(point.x, point.y, radius, 0, 2 * Math.PI);
    }
    renderer._fillStroke(ctx, this);
  }

  /** How far from a position the pointer is still on its dot; Leaflet also pads the area it redraws by it. */
  _clickTolerance(): number {
    return this.#radius + (this.#internals._renderer.options.tolerance ?? 0);
  }

  /** The canvas renderer's hit test; remembers which dot was hit (the nearest). */
  _containsPoint(pointer: L.Point): boolean {
    const { _parts: parts, _pxBounds: bounds } = this.#internals;
    this.hovered = -1;
    if (!bounds?.contains(pointer)) return false;
    let nearest = this._clickTolerance() ** 2;
    (parts[0] ?? []).forEach((point, i) => {
      const distance = (point.x - pointer.x) ** 2 + (point.y - pointer.y) ** 2;
      if (distance <= nearest) {
        nearest = distance;
        this.hovered = i;
      }
    });
    return this.hovered >= 0;
  }
}
