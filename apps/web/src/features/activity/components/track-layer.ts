import type { LocationRecord } from '@lodestar/contract';
import L from 'leaflet';
import { linesContent } from '../../../components/map/lines-content';
import { createdOn, placeOf } from '../../history';
import { DotsLayer } from './dots-layer';

const DOT_RADIUS = 3;
const NEWEST_DOT_RADIUS = 7;

export interface TrackLine {
  name: string;
  color: string;
  /** Newest first. */
  records: readonly LocationRecord[];
}

const tooltipContent = (name: string, record: LocationRecord) =>
  linesContent([name, placeOf(record), createdOn(record)]);

/** A dot at each older position; its tooltip follows the pointer and tells about the dot under it. */
function olderDots(track: TrackLine, older: readonly LocationRecord[], renderer: L.Canvas): DotsLayer {
  const positions = older.map((record): L.LatLngTuple => [record.latitude, record.longitude]);
  const dots = new DotsLayer(positions, DOT_RADIUS, { renderer, fillColor: track.color, fillOpacity: 0.8 });
  let shown = -1;
  const describeHovered = () => tooltipContent(track.name, older[Math.max(dots.hovered, 0)]!);
  dots.bindTooltip(describeHovered, { sticky: true });
  dots.on('mousemove', () => {
    if (dots.hovered === shown) return;
    shown = dots.hovered;
    dots.getTooltip()?.setContent(describeHovered);
  });
  return dots;
}

/**
 * A device's track on `renderer` (one canvas shared by every track): a line through its positions, a small dot at
 * each, and a larger one, on top, at the newest, each with a tooltip (device name, address, time).
 */
export function trackLayer(track: TrackLine, renderer: L.Canvas): L.LayerGroup {
  // Oldest first, so that the newest dot comes last, on top.
  const [newest, ...older] = track.records;
  const oldestFirst = older.toReversed();
  const line = L.polyline(
    track.records.map((record): L.LatLngTuple => [record.latitude, record.longitude]),
    { renderer, color: track.color, weight: 2, opacity: 0.6, interactive: false },
  );
  const group = L.layerGroup([line, olderDots(track, oldestFirst, renderer)]);
  if (newest) {
    L.circleMarker([newest.latitude, newest.longitude], {
      renderer,
      radius: NEWEST_DOT_RADIUS,
      color: '#fff',
      weight: 2,
      fillColor: track.color,
      fillOpacity: 1,
    })
      .bindTooltip(tooltipContent(track.name, newest))
      .addTo(group);
  }
  return group;
}
