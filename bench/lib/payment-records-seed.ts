import type { BenchDatabase } from './databases.js';

/**
 * `count` succeeded card payments of one payer for one device straight into the payment history's table, an hour
 * apart and older than anything the run buys; answers the id of the one in the middle (a deep page's cursor).
 */
export async function seedPaymentRecords(
  database: BenchDatabase,
  { userId, deviceId, count }: { userId: string; deviceId: string; count: number },
) {
  await database.raw(
    `INSERT INTO payment_records (id, kind, user_id, device_id, invoice_id, amount, card_amount, credit_amount, currency, status, description, created)
     SELECT 'pi_bench_' || lpad(g::text, 6, '0'), 'payment', $1, $2, 'in_bench_' || lpad(g::text, 6, '0'), 1999, 1999, 0, 'aud',
            'succeeded', 'Subscription update', 1600000000 + g * 3600
     FROM generate_series(1, $3::int) AS g`,
    [userId, deviceId, count],
  );
  await database.raw('ANALYZE payment_records');
  return `pi_bench_${String(Math.ceil(count / 2)).padStart(6, '0')}`;
}
