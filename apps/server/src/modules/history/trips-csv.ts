import { tripsCsvColumns, type TripPlace, type TripSegment } from '@lodestar/contract';
import { BYTE_ORDER_MARK, line, numberCell, textCell } from './csv-cells.js';

const placeText = (place: TripPlace) => place.address ?? `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`;
const minutes = (seconds: number) => numberCell(Math.round(seconds / 6) / 10);

/** One trip or stop in the order of tripsCsvColumns; a stop has no distance or speeds, and one place. */
function csvLine(segment: TripSegment): string {
  if (segment.kind === 'stop')
    return line([
      'Stop',
      segment.arrival,
      segment.departure ?? '',
      minutes(segment.duration),
      '',
      '',
      '',
      textCell(placeText(segment.place)),
      textCell(placeText(segment.place)),
    ]);
  return line([
    'Trip',
    segment.start,
    segment.end,
    minutes(segment.duration),
    numberCell(Math.round(segment.distance / 10) / 100),
    numberCell(segment.averageSpeed),
    numberCell(segment.maxSpeed),
    textCell(placeText(segment.startPlace)),
    textCell(placeText(segment.endPlace)),
  ]);
}

/** The trips and stops as a CSV file: a month holds a few thousand at most, so it is written whole. */
export const tripsCsv = (segments: readonly TripSegment[]): string =>
  BYTE_ORDER_MARK + line(tripsCsvColumns.map(textCell)) + segments.map(csvLine).join('');
