import { describe, expect, it } from 'vitest';
import { csvChunks } from './history-csv.js';
import type { ExportedPosition, HistoryCursor } from './history.repository.js';

const SCOPE = { deviceId: 'device-1', ownerId: 'owner-1' };

const positionAt = (index: number): ExportedPosition => ({
  fixTime: `2026-11-20T08:${String(59 - index).padStart(2, '0')}:00.000Z`,
  cursorTime: `2026-11-20 08:${String(59 - index).padStart(2, '0')}:00+00`,
  id: 100 - index,
  latitude: -33.87,
  longitude: 151.21,
  address: null,
  type: 'gps',
  accuracy: null,
  speed: null,
  course: null,
  altitude: null,
  batteryPercentage: null,
  modemTemperature: null,
  alertType: null,
  isLocked: null,
  unlockType: null,
});

/** A history of `total` positions whose batches are answered when the test says, each ask recorded with its cursor. */
function heldHistory(total: number) {
  const asked: (HistoryCursor | undefined)[] = [];
  const answers: (() => void)[] = [];
  return {
    asked,
    answerNext: () => answers.shift()?.(),
    exportBatch(_scope: unknown, cursor: HistoryCursor | undefined, limit: number) {
      const from = cursor ? 100 - Number(cursor.id) + 1 : 0;
      asked.push(cursor);
      return new Promise<ExportedPosition[]>((resolve) =>
        answers.push(() =>
          resolve(Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => positionAt(from + i))),
        ),
      );
    },
  };
}

describe('csvChunks', () => {
  it('asks for the next batch before handing on the one it has, and for no other until that one is taken', async () => {
    const history = heldHistory(5);
    const chunks = csvChunks(history, SCOPE, 2);
    expect((await chunks.next()).value).toMatch(/^\uFEFFCreated On,/);
    const first = chunks.next();
    history.answerNext();
    expect(String((await first).value).split('\r\n')).toHaveLength(3);
    expect(history.asked).toEqual([undefined, { fixTime: '2026-11-20 08:58:00+00', id: 99 }]);
    const second = chunks.next();
    history.answerNext();
    await second;
    expect(history.asked).toHaveLength(3);
    const third = chunks.next();
    history.answerNext();
    expect(String((await third).value).split('\r\n')).toHaveLength(2);
    // A short batch is the last: nothing more is asked.
    expect(await chunks.next()).toEqual({ done: true, value: undefined });
    expect(history.asked).toHaveLength(3);
  });

  it('a download dropped while the next batch is on its way asks for nothing more, and its failure goes unheard', async () => {
    const asked: number[] = [];
    const history = {
      exportBatch: async (_scope: unknown, cursor: HistoryCursor | undefined) => {
        asked.push(asked.length);
        if (cursor) throw new Error('the connection was closed');
        return [positionAt(0), positionAt(1)];
      },
    };
    const chunks = csvChunks(history, SCOPE, 2);
    await chunks.next();
    await chunks.next();
    expect(await chunks.return(undefined)).toEqual({ done: true, value: undefined });
    // An unhandled rejection would fail the run once the next tick settles it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual([0, 1]);
  });
});
