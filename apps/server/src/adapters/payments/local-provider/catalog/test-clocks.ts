import type { ClockControl } from '../clock-control.js';
import type { LocalStore } from '../store.js';
import { invalid, LocalStripeError, type LocalRoute, type StripeObject } from '../types.js';
import { deleted, insertCreated } from './changes.js';
import { integer, LIST_PARAMS, nullableText, pageOf, rejectUnknown, type Body } from './params.js';

const OBJECT = 'test_helpers.test_clock';
const THIRTY_DAYS = 30 * 24 * 3600;

async function create(body: Body, store: LocalStore): Promise<StripeObject> {
  rejectUnknown(body, ['frozen_time', 'name']);
  const frozenTime = integer(body.frozen_time, 'frozen_time');
  if (frozenTime === undefined)
    throw new LocalStripeError(400, 'invalid_request_error', 'Missing required param: frozen_time.', {
      code: 'parameter_missing',
      param: 'frozen_time',
    });
  return insertCreated(store, {
    id: store.newId('clock'),
    object: OBJECT,
    created: store.now(),
    deletes_after: store.now() + THIRTY_DAYS,
    frozen_time: frozenTime,
    livemode: false,
    name: nullableText(body.name, 'name') ?? null,
    status: 'ready',
    status_details: {},
  });
}

/**
 * The installation has ONE provider clock, shared by every customer: advancing any test clock moves that clock
 * forward by the same amount (and runs the billing that falls due), then sets this test clock's `frozen_time`.
 */
async function advance(
  id: string,
  body: Body,
  store: LocalStore,
  control: ClockControl | undefined,
): Promise<StripeObject> {
  rejectUnknown(body, ['frozen_time']);
  if (!control) throw new LocalStripeError(500, 'api_error', 'The provider clock cannot be moved from here.');
  const testClock = await store.get(OBJECT, id);
  const target = integer(body.frozen_time, 'frozen_time');
  if (target === undefined)
    throw new LocalStripeError(400, 'invalid_request_error', 'Missing required param: frozen_time.', {
      code: 'parameter_missing',
      param: 'frozen_time',
    });
  const from = testClock.frozen_time as number;
  if (target <= from)
    throw invalid(`The frozen_time must be after the test clock's current frozen_time (${from}).`, 'frozen_time');
  const advancing = {
    ...testClock,
    status: 'advancing',
    status_details: { advancing: { target_frozen_time: target } },
  };
  await store.emit(`${OBJECT}.advancing`, advancing);
  const later = await control.advance(target - from);
  // Advanced within this request, so the answer is already `ready` (Stripe would first answer `advancing`).
  const ready = { ...testClock, frozen_time: target, status: 'ready', status_details: {} };
  await later.save(ready);
  await later.emit(`${OBJECT}.ready`, ready);
  return ready;
}

async function remove(id: string, store: LocalStore): Promise<StripeObject> {
  const testClock = await store.get(OBJECT, id);
  await store.remove(OBJECT, id);
  await store.emit(`${OBJECT}.deleted`, testClock);
  return deleted(testClock);
}

export const testClockRoutes: LocalRoute[] = [
  { method: 'POST', path: '/v1/test_helpers/test_clocks', handle: ({ body }, store) => create(body, store) },
  {
    method: 'GET',
    path: '/v1/test_helpers/test_clocks/:id',
    handle: ({ params }, store) => store.get(OBJECT, params.id!),
  },
  {
    method: 'POST',
    path: '/v1/test_helpers/test_clocks/:id/advance',
    handle: ({ params, body }, store: LocalStore, control?: ClockControl) => advance(params.id!, body, store, control),
  },
  {
    method: 'DELETE',
    path: '/v1/test_helpers/test_clocks/:id',
    handle: ({ params }, store) => remove(params.id!, store),
  },
  {
    method: 'GET',
    path: '/v1/test_helpers/test_clocks',
    handle({ body }, store) {
      rejectUnknown(body, LIST_PARAMS);
      return store.list(OBJECT, '/v1/test_helpers/test_clocks', pageOf(body));
    },
  },
];
