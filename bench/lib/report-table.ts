/** One line of the readable table: a figure, its value, and what it is compared with in the same run. */
export interface TableRow {
  figure: string;
  value: unknown;
  unit: string;
  against?: string;
}

const shown = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en', { maximumFractionDigits: 2 }) : value === null || value === undefined ? 'n/a' : String(value);

/** The rows as an aligned plain-text table. */
export function formatTable(rows: TableRow[]): string {
  const cells = rows.map((row) => [row.figure, `${shown(row.value)} ${row.unit}`.trim(), row.against ?? '']);
  const widths = [0, 1, 2].map((column) => Math.max(...cells.map((cell) => cell[column]!.length), 6));
  const line = (cell: string[]) => cell.map((text, column) => (column === 1 ? text.padStart(widths[1]!) : text.padEnd(widths[column]!))).join('  ').trimEnd();
  return [line(['figure', 'value', 'measured against, same run']), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
