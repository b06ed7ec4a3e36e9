import { UPLOAD_MAX_ROWS, uploadMessages } from '@lodestar/contract';
import { AppError } from '../../errors.js';

/*
 * What the reader holds of one upload, whatever the file (decision 0040). The template's UPLOAD_MAX_ROWS rows need two
 * cells and two short texts each; the caps leave room for a few more columns, and reading stops as soon as one is
 * passed, so neither time nor memory grows with a hostile file.
 */

/** Cells of the worksheet read, blank or not: 25 columns of every row. */
export const MAX_CELLS = (UPLOAD_MAX_ROWS + 1) * 25;
/** Shared strings the workbook may hold: as many as there may be cells. */
export const MAX_SHARED_STRINGS = MAX_CELLS;
/** Characters of text in all, shared or in cells. */
export const MAX_TEXT_CHARACTERS = 1_000_000;
/** Elements of one part (formatting, runs of rich text, empty rows): ten for each cell. */
export const MAX_ELEMENTS_PER_PART = MAX_CELLS * 10;
/**
 * A cell's text is kept up to this length: longer, it can be neither a device name nor a serial number, and the row
 * says so.
 */
export const CELL_TEXT_KEPT = 128;

export const tooMuchContent = () => new AppError(413, uploadMessages.tooMuchContent);
