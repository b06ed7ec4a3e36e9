import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  messages,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_UNPACKED_BYTES,
  uploadMessages,
  uploadRowErrors,
} from '@lodestar/contract';
import { devices } from '../src/db/schema/index.js';
import { deviceRow, insertDevice, listedDevices } from './helpers/devices.js';
import { userWithRoles } from './helpers/groups.js';
import { errorBody } from './helpers/sharing.js';
import { zipArchive } from './helpers/zip-archive.js';
import {
  cellsBomb,
  handWrittenSheet,
  INLINE_HEADER,
  sharedStringsBomb,
  sheetFile,
  uploadSheet,
  withHiddenPart,
  zipBomb,
} from './helpers/spreadsheets.js';
import { databaseFingerprint } from './helpers/database-fingerprint.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DEALER, K9 } from './helpers/transfers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = ['Device Name', 'Serial Number'];
let serials = 0;
const newSerial = () => `UP-${Date.now().toString(36)}-${(serials += 1)}`.toUpperCase();

/** A dealer with `count` unclaimed GPS trackers allocated to them. */
async function dealerWithStock(count: number) {
  const dealer = await userWithRoles(t, DEALER);
  const stock = [];
  for (let i = 0; i < count; i += 1)
    stock.push(await insertDevice(t, null, { deviceUUID: newSerial(), name: 'Stock', allocatedTo: dealer.user._id }));
  return { dealer, stock };
}

const ownedBy = async (userId: string) =>
  (await t.database.db.select().from(devices).where(eq(devices.userId, userId))).map((row) => row.deviceUUID);

describe('POST /api/v2/upload-excel: Add Devices', () => {
  it("adds the rows' trackers allocated to the dealership, and says why each other row added nothing", async () => {
    const { dealer, stock } = await dealerWithStock(3);
    const [first, second, lock] = stock;
    await t.database.db.update(devices).set({ deviceType: 'smart_lock' }).where(eq(devices.id, lock!.id));
    const unallocated = await insertDevice(t, null, { deviceUUID: newSerial() });
    const rival = await dealerWithStock(1);
    const file = await sheetFile([
      [...HEADER, 'Notes'],
      ['Van 1', first!.deviceUUID, 'front seat'],
      [null, second!.deviceUUID],
      ['Lock', lock!.deviceUUID],
      ['Theirs', rival.stock[0]!.deviceUUID],
      ['Loose', unallocated.deviceUUID],
      ['Nobody', 'NO-SUCH-SERIAL'],
      ['Formula', { formula: 'CONCAT("UP-","1")', result: 'UP-1' }],
      ['Missing', null],
      ['Short', 'AB'],
      ['Again', first!.deviceUUID],
      [],
    ]);
    const { status, body } = await uploadSheet(t, dealer.authHeader, file);
    // Two of ten rows added: the message says so rather than the spec's "uploaded successfully".
    expect({ status, message: body.message }).toEqual({
      status: 200,
      message: '2 of 10 devices added: the Reason column says why the others were not.',
    });
    expect(body).toMatchObject({ message: uploadMessages.someAdded(2, 10), activated: 2 });
    expect(
      body.results.map(({ row, name, serialNumber, status: state, error }) => [row, name, serialNumber, state, error]),
    ).toEqual([
      [2, 'Van 1', first!.deviceUUID, 'activated', ''],
      [3, `GPS ${second!.deviceUUID}`, second!.deviceUUID, 'activated', ''],
      [4, 'Lock', lock!.deviceUUID, 'notActivated', uploadRowErrors.otherType],
      [5, 'Theirs', rival.stock[0]!.deviceUUID, 'notActivated', uploadRowErrors.notAllocated],
      [6, 'Loose', unallocated.deviceUUID, 'notActivated', uploadRowErrors.notAllocated],
      [7, 'Nobody', 'NO-SUCH-SERIAL', 'notActivated', uploadRowErrors.notAllocated],
      [8, 'Formula', '', 'notActivated', uploadRowErrors.formula],
      [9, 'Missing', '', 'notActivated', uploadRowErrors.serialMissing],
      [10, 'Short', 'AB', 'notActivated', uploadRowErrors.serialInvalid],
      [11, 'Again', first!.deviceUUID, 'notActivated', uploadRowErrors.repeated(2)],
    ]);
    expect(body.results[0]).toMatchObject({ SerialNo: first!.deviceUUID, createdAt: t.clock.now().toISOString() });

    expect((await ownedBy(dealer.user._id)).sort()).toEqual([first!.deviceUUID, second!.deviceUUID].sort());
    expect(await deviceRow(t, first!.id)).toMatchObject({ name: 'Van 1', allocatedTo: null, userId: dealer.user._id });
    expect(await deviceRow(t, rival.stock[0]!.id)).toMatchObject({ userId: null, allocatedTo: rival.dealer.user._id });
    const listed = await listedDevices(t, dealer.authHeader, dealer.user._id, '&type=shield_gps');
    expect(listed.map((device) => device.deviceUUID).sort()).toEqual([first!.deviceUUID, second!.deviceUUID].sort());

    // The same file again activates nothing twice.
    const again = await uploadSheet(t, dealer.authHeader, file);
    expect(again.body).toMatchObject({ activated: 0, message: uploadMessages.noneAdded });
    expect(again.body.results.slice(0, 2).map((row) => row.error)).toEqual([
      uploadRowErrors.alreadyYours,
      uploadRowErrors.alreadyYours,
    ]);
    expect(await ownedBy(dealer.user._id)).toHaveLength(2);
  });

  it('reads a file by its content, not its name, and refuses anything but an .xlsx, adding nothing', async () => {
    const { dealer, stock } = await dealerWithStock(1);
    const serial = stock[0]!.deviceUUID;
    const csv = Buffer.from(`Device Name,Serial Number\nVan,${serial}\n`);
    const named = await uploadSheet(t, dealer.authHeader, await sheetFile([HEADER, ['Van', serial]]), {
      fileName: 'devices.csv',
    });
    expect(named.body).toMatchObject({ activated: 1, message: uploadMessages.uploaded });
    await t.database.db
      .update(devices)
      .set({ userId: null, allocatedTo: dealer.user._id })
      .where(eq(devices.id, stock[0]!.id));

    const notWorkbooks = [
      csv,
      Buffer.from('%PDF-1.7\n'),
      zipArchive([{ name: 'hello.txt', data: Buffer.from('hello') }], { deflate: true }),
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
    ];
    for (const file of notWorkbooks) {
      expect(await uploadSheet(t, dealer.authHeader, file)).toMatchObject({
        status: 415,
        body: errorBody(uploadMessages.notXlsx),
      });
    }
    expect(await uploadSheet(t, dealer.authHeader, null, { deviceType: 'shield_gps' })).toMatchObject({
      status: 400,
      body: errorBody(uploadMessages.fileMissing),
    });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/v2/upload-excel',
      headers: { authorization: dealer.authHeader },
      payload: {},
    });
    expect(asJson.statusCode).toBe(415);
    expect(await ownedBy(dealer.user._id)).toEqual([]);
  });

  it('refuses an empty sheet, a header without rows, other columns, another device type and too many rows', async () => {
    const { dealer, stock } = await dealerWithStock(1);
    const serial = stock[0]!.deviceUUID;
    const cases: [Buffer, number, string, string?][] = [
      [await sheetFile([]), 400, uploadMessages.empty],
      [await sheetFile([HEADER]), 400, uploadMessages.noRows],
      [await sheetFile([HEADER, [], []]), 400, uploadMessages.noRows],
      [
        await sheetFile([
          ['Name', 'Serial'],
          ['Van', serial],
        ]),
        400,
        uploadMessages.noColumns,
      ],
      [await sheetFile([HEADER, ['Van', serial]]), 400, uploadMessages.typeNotAllowed, 'smart_lock'],
      [
        await sheetFile([
          HEADER,
          ...Array.from({ length: 1001 }, (_, i) => [`Van ${i}`, i === 0 ? serial : `MANY-${i}`]),
        ]),
        413,
        uploadMessages.tooManyRows,
      ],
    ];
    for (const [file, status, message, deviceType] of cases) {
      expect(await uploadSheet(t, dealer.authHeader, file, deviceType ? { deviceType } : {}), message).toMatchObject({
        status,
        body: errorBody(message),
      });
    }
    expect(await ownedBy(dealer.user._id)).toEqual([]);
  });

  it('refuses 100,000 rows, a file over the size limit and zip bombs, and reads no part it did not count', async () => {
    const { dealer, stock } = await dealerWithStock(1);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Devices');
    sheet.addRow(HEADER);
    sheet.addRow(['Van', stock[0]!.deviceUUID]);
    for (let i = 0; i < 100_000; i += 1) sheet.addRow([`Tracker ${i}`, `BULK-${i}`]);
    const huge = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await uploadSheet(t, dealer.authHeader, huge);
    expect(answer.status).toBe(413);
    expect([uploadMessages.tooLarge, uploadMessages.tooManyRows, uploadMessages.tooMuchContent]).toContain(
      answer.body.message,
    );

    const oversized = Buffer.concat([
      await sheetFile([HEADER, ['Van', stock[0]!.deviceUUID]]),
      Buffer.alloc(UPLOAD_MAX_BYTES),
    ]);
    expect(await uploadSheet(t, dealer.authHeader, oversized)).toMatchObject({
      status: 413,
      body: errorBody(uploadMessages.tooLarge),
    });

    const honest = zipBomb(UPLOAD_MAX_UNPACKED_BYTES + 1024 * 1024);
    expect(honest.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(await uploadSheet(t, dealer.authHeader, honest)).toMatchObject({
      status: 413,
      body: errorBody(uploadMessages.unpacksTooLarge),
    });
    const lying = zipBomb(UPLOAD_MAX_UNPACKED_BYTES + 1024 * 1024, 1000);
    expect([413, 415]).toContain((await uploadSheet(t, dealer.authHeader, lying)).status);
    expect(await ownedBy(dealer.user._id)).toEqual([]);

    // A part only the local headers name never reaches the reader: the workbook read is made of the parts counted.
    const hidden = withHiddenPart(
      await sheetFile([HEADER, ['Van', stock[0]!.deviceUUID]]),
      UPLOAD_MAX_UNPACKED_BYTES * 4,
    );
    expect((await uploadSheet(t, dealer.authHeader, hidden)).body).toMatchObject({ activated: 1 });
  });

  it('reads inline strings, rich text and numbers; a date of year 0000 or a text too long is a row error', async () => {
    const { dealer, stock } = await dealerWithStock(2);
    const [first, second] = stock.map((device) => device.deviceUUID);
    const inline = (cell: string, text: string) => `<c r="${cell}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const file = handWrittenSheet({
      sheetData: [
        INLINE_HEADER,
        `<row r="2"><c r="A2" t="s"><v>0</v></c>${inline('B2', first!)}</row>`,
        `<row r="3">${inline('A3', 'Long')}<c r="B3"><v>20240001</v></c></row>`,
        `<row r="4">${inline('A4', 'Dated')}<c r="B4" t="d"><v>0000-01-01T00:00:00</v></c></row>`,
        `<row r="5">${inline('A5', 'x'.repeat(500))}${inline('B5', second!)}</row>`,
        `<row r="6"><c r="A6" t="d"><v>0000-00-00</v></c>${inline('B6', second!)}</row>`,
      ].join(''),
      sharedStrings:
        '<si><r><t xml:space="preserve">Van </t></r><r><rPr><b/></rPr><t>&amp; Co</t></r><rPh><t>ヴァン</t></rPh></si>',
    });
    const { status, body } = await uploadSheet(t, dealer.authHeader, file);
    expect(status).toBe(200);
    expect(body.results.map(({ row, name, serialNumber, error }) => [row, name, serialNumber, error])).toEqual([
      [2, 'Van & Co', first, ''],
      [3, 'Long', '20240001', uploadRowErrors.notAllocated],
      [4, 'Dated', '', uploadRowErrors.serialInvalid],
      [5, `GPS ${second}`, second, uploadRowErrors.nameInvalid],
      [6, `GPS ${second}`, second, uploadRowErrors.nameInvalid],
    ]);
    expect(await ownedBy(dealer.user._id)).toEqual([first]);
  });

  it('refuses a DTD, entities and markup that is not XML with 400, and nothing changes', async () => {
    const { dealer, stock } = await dealerWithStock(1);
    const row = `<row r="2"><c r="A2" t="inlineStr"><is><t>&e;</t></is></c><c r="B2" t="inlineStr"><is><t>${stock[0]!.deviceUUID}</t></is></c></row>`;
    const before = await databaseFingerprint(t.database);
    const files = [
      handWrittenSheet({ sheetData: INLINE_HEADER + row, sharedStrings: '<!DOCTYPE sst [<!ENTITY e "Van">]>' }),
      handWrittenSheet({ sheetData: `${INLINE_HEADER}<!DOCTYPE x [<!ENTITY e "Van">]>${row}` }),
      handWrittenSheet({ sheetData: INLINE_HEADER + row }),
      handWrittenSheet({
        sheetData: `${INLINE_HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>Van</t></is></c><c r="`,
      }),
      handWrittenSheet({ sheetData: `${INLINE_HEADER}<row r="0"/>` }),
    ];
    for (const file of files)
      expect(await uploadSheet(t, dealer.authHeader, file)).toMatchObject({
        status: 400,
        body: errorBody(uploadMessages.unreadable),
      });
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('refuses at once, with 413, what no 1,000 devices need: millions of shared strings, floods of cells or text (slow: builds the bombs)', async () => {
    const { dealer } = await dealerWithStock(1);
    const hugeText = handWrittenSheet({
      sheetData: `${INLINE_HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(20_000_000)}</t></is></c></row>`,
    });
    const emptyRows = handWrittenSheet({ sheetData: INLINE_HEADER + '<row/>'.repeat(3_000_000) });
    for (const file of [sharedStringsBomb(2_900_000), cellsBomb(2000, 1000), hugeText, emptyRows]) {
      expect(file.length).toBeLessThan(150_000);
      expect(await uploadSheet(t, dealer.authHeader, file)).toMatchObject({
        status: 413,
        body: errorBody(uploadMessages.tooMuchContent),
      });
    }
    expect(await ownedBy(dealer.user._id)).toEqual([]);
  });

  it('takes one upload per dealer at a time, on every server of the database: the others answer 409 (slow: allocates 1,000 trackers)', async () => {
    const { dealer, stock } = await dealerWithStock(1000);
    const file = await sheetFile([HEADER, ...stock.map((device, i) => [`Van ${i}`, device.deviceUUID])]);
    const second = await createTestApp({}, undefined, { database: t.database, clock: t.clock });
    try {
      const answers = await Promise.all([t, second, t, second].map((app) => uploadSheet(app, dealer.authHeader, file)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect(statuses.at(-1)).toBe(409);
      for (const answer of answers.filter(({ status }) => status === 409))
        expect(answer.body).toEqual(errorBody(uploadMessages.inProgress));
      const activated = answers.reduce((sum, answer) => sum + (answer.body.activated ?? 0), 0);
      expect(activated).toBe(1000);
      expect(await ownedBy(dealer.user._id)).toHaveLength(1000);
      // Once the upload is over, its claim is gone: the same dealer uploads again.
      expect((await uploadSheet(second, dealer.authHeader, file)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('is for users with both dealership and enterprise, and never adds the stock of another dealer', async () => {
    const { stock } = await dealerWithStock(1);
    const file = await sheetFile([HEADER, ['Van', stock[0]!.deviceUUID]]);
    for (const roles of [['user'], K9, ['dealership'], ['enterprise']] as const) {
      const caller = await userWithRoles(t, [...roles]);
      expect(await uploadSheet(t, caller.authHeader, file), roles.join()).toMatchObject({
        status: 403,
        body: errorBody(messages.permissionDenied),
      });
    }
    const otherDealer = await userWithRoles(t, DEALER);
    expect((await uploadSheet(t, otherDealer.authHeader, file)).body.results[0]).toMatchObject({
      status: 'notActivated',
      error: uploadRowErrors.notAllocated,
    });
    const rows = await t.database.db
      .select()
      .from(devices)
      .where(inArray(devices.id, [stock[0]!.id]));
    expect(rows[0]).toMatchObject({ userId: null });
  });
});

describe('GET /api/v2/upload-excel/template', () => {
  it("is an .xlsx whose first row names the columns, with a row for each of the dealer's trackers not added yet", async () => {
    const { dealer, stock } = await dealerWithStock(4);
    const [kept, added, lock, removed] = stock;
    await t.database.db
      .update(devices)
      .set({ userId: dealer.user._id, allocatedTo: null })
      .where(eq(devices.id, added!.id));
    await t.database.db.update(devices).set({ deviceType: 'smart_lock' }).where(eq(devices.id, lock!.id));
    await t.database.db.update(devices).set({ deleted: true }).where(eq(devices.id, removed!.id));
    const rival = await dealerWithStock(1);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v2/upload-excel/template',
      headers: { authorization: dealer.authHeader },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="add-devices-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Device Name', 'Serial Number']);
    // Only the stock still to add (one row), never another dealer's.
    expect(sheet.getRow(2).getCell(2).value).toBe(kept!.deviceUUID);
    expect(sheet.rowCount).toBe(2);
    expect(rival.stock[0]!.deviceUUID).not.toBe(kept!.deviceUUID);

    const plain = await userWithRoles(t, ['user']);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v2/upload-excel/template',
      headers: { authorization: plain.authHeader },
    });
    expect(refused.statusCode).toBe(403);
  });
});
