import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createVerifiedUser } from './helpers/accounts.js';
import { call, insertDevice } from './helpers/devices.js';
import { deviceAuthorization, native } from './helpers/ingest.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

// The model a published client of the reference service parses a page of GET /api/history/find/device/{id} with.
const time = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a time');
const clientEntry = z.object({
  _id: z.string(),
  deviceUUID: z.string(),
  modem_voltage: z.number().nullable(),
  modem_temperature: z.number().nullable(),
  type: z.enum(['gps', 'mcell', 'scell']),
  timeCreated: time,
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number(),
  locationChanged: z.boolean(),
  duration: z.int(),
  alertType: z.enum(['Motion', 'SOS', 'Schedule', 'Location', 'CMD']),
  address: z.string(),
  lastSeenOn: time,
});
const clientPage = z.object({
  success: z.boolean(),
  data: z.array(clientEntry),
  pagination: z.object({
    total: z.int(),
    totalPages: z.int(),
    next: z.int(),
    hasNext: z.boolean(),
    prev: z.int(),
    hasPrev: z.boolean(),
    perPage: z.int(),
    current: z.int(),
  }),
});

const secondsAgo = (seconds: number) => Math.floor(t.clock.now().getTime() / 1000) - seconds;

describe('history as clients of the reference service read it', () => {
  it('answers each entry with its kind of report, whether it moved, the time spent there, and no nulls where text is due', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id);
    const authorization = await deviceAuthorization(t, device.id);
    const at = (seconds: number, latitude: number, extra: object = {}) => ({ timestamp: secondsAgo(seconds), latitude, longitude: 151.2, type: 'gps', ...extra });
    // Two fixes 4 m apart a minute apart (the device stayed), then one a kilometre on with an SOS.
    const reported = await native(t, authorization, {
      positions: [at(300, -33.8), at(240, -33.80004, { accuracy: 8.5 }), at(180, -33.81, { alertType: 'sos' })],
    });
    expect(reported.status).toBe(200);

    const answer = await call<unknown>(t, owner.authHeader, 'GET', `/api/history/find/device/${device.deviceUUID}?page=1&perPage=10`);
    const page = clientPage.parse(answer.body);
    const [moved, stayed, first] = page.data;
    expect(first).toMatchObject({ locationChanged: true, duration: 0, alertType: 'Schedule', accuracy: 0 });
    expect(stayed).toMatchObject({ locationChanged: false, duration: 60, alertType: 'Schedule', accuracy: 8.5 });
    expect(moved).toMatchObject({ locationChanged: true, duration: 0, alertType: 'SOS' });
    expect(moved?.lastSeenOn).toBe(moved?.timeCreated);
    expect(page.pagination).toMatchObject({ total: 3, prev: 0, next: 0, current: 1 });
    // The portal's own alert kind stays beside the reference's report type.
    expect((answer.body as { data: { alert: string | null }[] }).data.map((entry) => entry.alert)).toEqual(['sos', null, null]);
  });
});
