import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export interface StoredEventInput {
  provider: 'MB_QR' | 'MOMO_QR';
  transactionId: string;
  companyId: string;
  billNumber: string | null;
  amount: number;
  rawBody: string;
}
export interface StoredEvent {
  id: string;
  /** false: this transaction was stored before (a retry or a parallel duplicate). */
  inserted: boolean;
  processed: boolean;
}

interface Waiting {
  input: StoredEventInput;
  resolve: (e: StoredEvent) => void;
  reject: (err: unknown) => void;
}

const key = (provider: string, transactionId: string) => `${provider}\u0000${transactionId}`;

/**
 * Group commit for webhook deliveries, the acknowledgement's fast path behind the payment events repository:
 * deliveries that arrive while a write is in progress are stored together by the next write, one INSERT … ON
 * CONFLICT DO NOTHING and one durable commit for all of them. A burst of 200 then costs a few commits instead of
 * 200, so every delivery is on disk and answered quickly. Duplicates inside one batch resolve to the same stored
 * row, the first of them counting as inserted.
 */
export class PaymentEventWriter {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly database: Database) {}

  /** True while deliveries are waiting or being written (processing yields to them). */
  get busy(): boolean {
    return this.writing || this.waiting.length > 0;
  }

  store(input: StoredEventInput): Promise<StoredEvent> {
    return new Promise<StoredEvent>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      // After the current I/O phase, so every delivery already read joins the same write.
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, 500);
        try {
          const stored = await this.write(batch.map((w) => w.input));
          const claimed = new Set<string>();
          for (const w of batch) {
            const k = key(w.input.provider, w.input.transactionId);
            const row = stored.get(k)!;
            w.resolve({ id: row.id, processed: row.processed, inserted: row.inserted && !claimed.has(k) });
            claimed.add(k);
          }
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(inputs: StoredEventInput[]): Promise<Map<string, { id: string; inserted: boolean; processed: boolean }>> {
    const rows = inputs.map((i) => ({ provider: i.provider, transaction_id: i.transactionId, company_id: i.companyId, bill_number: i.billNumber, amount: i.amount, raw_body: i.rawBody }));
    // Inserted rows and, for the keys that already existed, the stored rows: one statement, one commit.
    const result = await this.database.rows<{ id: string; provider: string; transaction_id: string; inserted: boolean; processed: boolean }>(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(provider text, transaction_id text, company_id text, bill_number text, amount bigint, raw_body text)
      ), ins as (
        insert into payment_events (provider, transaction_id, company_id, bill_number, amount, raw_body)
        select provider, transaction_id, company_id, bill_number, amount, raw_body from input
        -- In key order: two instances writing batches that share retried deliveries wait on each other's keys in
        -- one order instead of deadlocking.
        order by provider, transaction_id
        on conflict (provider, transaction_id) do nothing
        returning id, provider, transaction_id
      )
      select id, provider, transaction_id, true as inserted, false as processed from ins
      union all
      select e.id, e.provider, e.transaction_id, false, e.processed_at is not null
      from payment_events e join (select distinct provider, transaction_id from input) i using (provider, transaction_id)
      where not exists (select 1 from ins where ins.provider = e.provider and ins.transaction_id = e.transaction_id)`);
    const stored = new Map(result.map((r) => [key(r.provider, r.transaction_id), { id: r.id, inserted: r.inserted, processed: r.processed }]));
    // A key stored by a parallel statement on another connection (PostgreSQL) after this statement's snapshot:
    // neither inserted here nor visible above. Read it now that the conflicting insert has committed.
    const missing = inputs.filter((i) => !stored.has(key(i.provider, i.transactionId)));
    for (const i of missing) {
      const [row] = await this.database.rows<{ id: string; processed: boolean }>(
        sql`select id, processed_at is not null as processed from payment_events where provider = ${i.provider} and transaction_id = ${i.transactionId}`,
      );
      if (!row) throw new Error(`payment event ${i.transactionId} neither inserted nor found`);
      stored.set(key(i.provider, i.transactionId), { id: row.id, inserted: false, processed: row.processed });
    }
    return stored;
  }
}
