import { z } from 'zod';
import { SERIAL_NUMBER_RULE } from './devices.js';
import { endpoint } from './endpoint.js';

/** Add Devices: the types a spreadsheet may add; only Shield GPS, which is the default. */
export const uploadDeviceTypes = [{ value: 'shield_gps', label: 'Shield GPS' }] as const;
export const DEFAULT_UPLOAD_DEVICE_TYPE = 'shield_gps';

/** What one upload may hold (decision 0031): the page states these limits. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 1000;
/** A workbook may unpack to at most this much, whatever its compression claims: a zip bomb stops here. */
export const UPLOAD_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** The template's first row: the columns every upload names (more may follow). */
export const UPLOAD_COLUMNS = ['Device Name', 'Serial Number'] as const;
/** Add Devices' result table shows 10 rows a page and 7 pagination links. */
export const UPLOAD_RESULTS_PER_PAGE = 10;
export const UPLOAD_PAGINATION_LINKS = 7;

export const uploadMessages = {
  uploaded: 'Devices uploaded successfully!',
  someAdded: (added: number, rows: number) =>
    `${added} of ${rows} devices added: the Reason column says why the others were not.`,
  noneAdded: 'No device was added: the Reason column says why.',
  failed: 'Failed to upload devices',
  notXlsx: 'The file is not an .xlsx spreadsheet. Save it as an Excel workbook (.xlsx) and try again.',
  fileMissing: 'Choose an .xlsx file to upload.',
  tooLarge: `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`,
  unpacksTooLarge: 'The spreadsheet unpacks to too much data to be read: split it into smaller files.',
  tooManyRows: `The spreadsheet has more than ${UPLOAD_MAX_ROWS.toLocaleString('en')} rows: split it into smaller files.`,
  tooMuchContent: `The spreadsheet holds more cells or text than ${UPLOAD_MAX_ROWS.toLocaleString('en')} devices need: keep only the device rows and columns, or split it into smaller files.`,
  unreadable: 'The spreadsheet could not be read: open it in Excel, save it as an .xlsx workbook and try again.',
  inProgress: 'An upload is already in progress: wait for its result before uploading again.',
  empty: 'The spreadsheet is empty.',
  noColumns: `The first row must name the columns ${UPLOAD_COLUMNS.join(' and ')}: download the template.`,
  noRows: 'The spreadsheet has no devices below its header row.',
  typeNotAllowed: 'Only Shield GPS devices can be added from a spreadsheet.',
} as const;

/** The upload's message: the spec's words when every row added its device, else how many did. */
export const uploadMessageFor = (added: number, rows: number) =>
  added === rows
    ? uploadMessages.uploaded
    : added === 0
      ? uploadMessages.noneAdded
      : uploadMessages.someAdded(added, rows);

/** The status of an added row: the spec's word, and what the device still lacks (a device comes from stock planless). */
export const ADDED_STATUS_LABEL = 'Activated, no plan yet';

/** Why a row added nothing; an activated row has none. */
export const uploadRowErrors = {
  serialMissing: 'Serial Number is missing.',
  serialInvalid: SERIAL_NUMBER_RULE,
  formula: 'A formula is not accepted: type the serial number itself.',
  nameInvalid: 'The device name must be plain text of at most 60 characters.',
  repeated: (row: number) => `Repeats the serial number of row ${row}.`,
  alreadyYours: 'Already in your account: nothing was added again.',
  notAllocated: 'Serial number not found among the devices allocated to your dealership.',
  otherType: 'This serial number is not a Shield GPS device.',
} as const;

/** An upload result row: the reference's fields, with the spreadsheet row and the time it was read. */
export const uploadResultSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  serialNumber: z.string(),
  SerialNo: z.string(),
  status: z.enum(['activated', 'notActivated']),
  /** Why nothing was added; empty when activated. */
  error: z.string(),
  createdAt: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  results: z.array(uploadResultSchema),
  activated: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Add Devices' calls: a spreadsheet of trackers, and its template. */
export const uploadEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/v2/upload-excel',
    tags: ['Devices'],
    summary:
      "Add the dealership's allocated trackers listed in an .xlsx file (multipart: file, deviceType) (dealership)",
    description: `multipart/form-data with \`file\` (.xlsx, at most ${UPLOAD_MAX_BYTES} bytes and ${UPLOAD_MAX_ROWS} rows) and \`deviceType\` (shield_gps, the default). Each row answers whether it was activated and why not. One upload at a time per dealer: another one meanwhile answers 409.`,
    success: { 200: uploadResponseSchema },
    errors: [400, 401, 403, 409, 413, 415, 429],
  }),
  template: endpoint({
    method: 'GET',
    path: '/api/v2/upload-excel/template',
    tags: ['Devices'],
    summary:
      "The .xlsx template of Add Devices: the columns Device Name and Serial Number, and a row for each of the caller's allocated trackers not added yet (dealership)",
    success: { 200: z.any().describe('The file add-devices-template.xlsx') },
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [401, 403],
  }),
};
