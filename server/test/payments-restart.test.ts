import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type BusdeskApp } from '../src/app';
import { createTestDatabase, login } from '../test-support/test-app';
import { createTrip } from '../test-support/sales-booking-fixtures';
import { createBill, eventOf, holdSeats, newTransactionId, ticketStates } from '../test-support/payments-fixtures';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
afterAll(() => db?.drop());

async function start(): Promise<BusdeskApp> {
  const app = await buildApp({ env: { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, PORTAL_DIR: path.join(db.dataDir, 'no-portal'), LOG_LEVEL: 'silent' } });
  await app.ready();
  return app;
}

describe('store, then process', () => {
  it('a confirmation stored before a crash is processed when the server starts again', async () => {
    db = await createTestDatabase();
    const first = await start();
    const admin = await login(first, 'admin', 'admin123');
    const tripId = await createTrip(first);
    const tickets = await holdSeats(first, admin, tripId, ['A01']);
    const bill = await createBill(first, admin, 'c-minhphat', [tickets[0]!.ticketId]);
    const transactionId = newTransactionId();
    const body = { transactionId, companyId: 'c-minhphat', billNumber: bill.billNumber, amount: bill.amount };
    // What the webhook stores before answering; the process "dies" before the queue runs.
    await first.database.rows(sql`insert into payment_events (provider, transaction_id, company_id, bill_number, amount, raw_body)
      values ('MB_QR', ${transactionId}, 'c-minhphat', ${bill.billNumber}, ${bill.amount}, ${JSON.stringify(body)})`);
    expect((await eventOf(first, transactionId))[0]?.processed_at).toBeNull();
    await first.close();

    const second = await start();
    await second.payments.queue.idle();
    expect((await eventOf(second, transactionId))[0]?.outcome).toBe('paid');
    expect((await ticketStates(second, [tickets[0]!.ticketId]))[0]).toMatchObject({ ticket_status: 3, payment_type: 24 });
    await second.close();
  });
});
