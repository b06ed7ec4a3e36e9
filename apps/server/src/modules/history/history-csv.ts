import { Readable } from 'node:stream';
import { alertTypeLabels, historyCsvColumns, unlockTypeLabels } from '@lodestar/contract';
import { BYTE_ORDER_MARK, line, numberCell, textCell } from './csv-cells.js';
import type { ExportedPosition, HistoryRepository, HistoryScope } from './history.repository.js';

/** Positions per query of the export: memory stays flat, and round trips are few. */
export const CSV_BATCH_SIZE = 2000;

/** One position in the order of historyCsvColumns; times in ISO 8601 UTC. */
function csvLine(row: ExportedPosition): string {
  return line([
    row.fixTime,
    numberCell(row.latitude),
    numberCell(row.longitude),
    textCell(row.address),
    row.type,
    numberCell(row.accuracy),
    numberCell(row.speed),
    numberCell(row.course),
    numberCell(row.altitude),
    numberCell(row.batteryPercentage),
    numberCell(row.modemTemperature),
    row.alertType ? alertTypeLabels[row.alertType] : '',
    row.isLocked === null ? '' : row.isLocked ? 'Yes' : 'No',
    row.unlockType ? unlockTypeLabels[row.unlockType] : '',
  ]);
}

/** The file's header, then each batch's lines (exported for its tests). */
export async function* csvChunks(
  history: Pick<HistoryRepository, 'exportBatch'>,
  scope: HistoryScope,
  batchSize: number,
) {
  yield BYTE_ORDER_MARK + line(historyCsvColumns.map(textCell));
  let next = history.exportBatch(scope, undefined, batchSize);
  for (;;) {
    const rows = await next;
    const more = rows.length === batchSize;
    if (more) {
      // The next batch is read while this one is written and sent: the database's time and the server's overlap.
      const last = rows.at(-1)!;
      next = history.exportBatch(scope, { fixTime: last.cursorTime, id: last.id }, batchSize);
      // A download abandoned meanwhile never awaits it.
      next.catch(() => undefined);
    }
    if (rows.length > 0) yield rows.map(csvLine).join('');
    if (!more) return;
  }
}

/**
 * The history as a CSV file, newest first, read in keyset batches only as fast as the client takes it (the stream
 * asks for the next batch when the previous one has drained, which was read meanwhile), so no more than two batches
 * are ever held in memory.
 */
export function historyCsv(
  history: Pick<HistoryRepository, 'exportBatch'>,
  scope: HistoryScope,
  batchSize = CSV_BATCH_SIZE,
): Readable {
  return Readable.from(csvChunks(history, scope, batchSize), { objectMode: false });
}
