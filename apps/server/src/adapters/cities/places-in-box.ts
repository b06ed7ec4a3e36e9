import type { MapPlace, MapPlacesQuery } from '@lodestar/contract';
import type { CityIndex } from './city-index.js';

/** Web Mercator ends here: the map shows nothing nearer the poles. */
const MERCATOR_MAX_LATITUDE = 85.0511287798;
/** Cells at least this many degrees on each side choose among the sparse sample rather than every city. */
const SPARSE_CELL_DEGREES = 1;

/** A latitude's height on a Web Mercator map, in radians of longitude. */
function mercatorY(latitude: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
}

/** The box's longitudes as ranges of the index: two when it crosses the antimeridian (west greater than east). */
const spans = ({ west, east }: MapPlacesQuery): [number, number][] =>
  west <= east ? [[west, east]] : [[west, 180], [-180, east]];

/**
 * The cities to name in the box, so that the names stay readable at any zoom: the box is cut into a grid of at most
 * `limit` cells, about square on the map, and each cell names the city nearest its centre. Cells of a degree or
 * more choose among the sparse sample (one city a square degree, about 10,000 in all) and smaller ones mean a box of
 * at most some hundred square degrees, so no box costs more than a few tens of thousands of cities looked at.
 */
export function placesInBox(cities: CityIndex, box: MapPlacesQuery): MapPlace[] {
  // Across the antimeridian, longitudes east of it count on past 180, so the box is one span from its west.
  const width = box.west <= box.east ? box.east - box.west : box.east + 360 - box.west;
  const height = box.north - box.south;
  if (width <= 0 || height <= 0) return [];
  // Rows are cut on the map as it is drawn (Web Mercator), so that cells far from the equator are as tall there.
  const southY = mercatorY(box.south);
  const heightY = mercatorY(box.north) - southY;
  const shape = heightY / ((width * Math.PI) / 180);
  const rows = Math.min(box.limit, Math.max(1, Math.round(Math.sqrt(box.limit * shape))));
  const columns = Math.floor(box.limit / rows);
  const cellWidth = width / columns;
  const cellHeight = height / rows;
  const cellHeightY = heightY / rows;

  const chosen = new Int32Array(columns * rows).fill(-1);
  const offCentre = new Float64Array(columns * rows).fill(Infinity);
  const consider = (id: number) => {
    const longitude = cities.positions[id * 2]!;
    // Where the city is in the grid, in cells from the box's south-west corner.
    const x = ((longitude < box.west ? longitude + 360 : longitude) - box.west) / cellWidth;
    const y = (mercatorY(cities.positions[id * 2 + 1]!) - southY) / cellHeightY;
    const column = Math.min(columns - 1, Math.floor(x));
    const row = Math.min(rows - 1, Math.floor(y));
    const cell = row * columns + column;
    const distance = (x - column - 0.5) ** 2 + (y - row - 0.5) ** 2;
    if (distance < offCentre[cell]!) {
      offCentre[cell] = distance;
      chosen[cell] = id;
    }
  };
  const { sparse } = cities;
  const useSparse = cellWidth >= SPARSE_CELL_DEGREES && cellHeight >= SPARSE_CELL_DEGREES;
  for (const [west, east] of spans(box)) {
    if (useSparse) for (const found of sparse.tree.range(west, box.south, east, box.north)) consider(sparse.ids[found]!);
    else for (const id of cities.tree.range(west, box.south, east, box.north)) consider(id);
  }
  return [...chosen]
    .filter((id) => id >= 0)
    .map((id) => ({ name: cities.names[id]!, latitude: cities.positions[id * 2 + 1]!, longitude: cities.positions[id * 2]! }));
}
