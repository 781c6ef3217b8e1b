import { sql } from 'drizzle-orm';
import { bookingCommissionEntries } from '../../sales/commission-ledger';
import type { Database } from '../database';

/**
 * Adds `count` tickets for benchmarks with INSERT … SELECT generate_series (DESIGN §5: far faster than ORM
 * batches). They sit on synthetic trips of 40 seats spread over the past year on the demo routes, so the
 * partial unique index holds and reports have a realistic mix of statuses and sellers.
 */
export async function seedBulkTickets(database: Database, count: number, batch = 200_000): Promise<{ ms: number; tickets: number }> {
  const started = Date.now();
  const [{ n: existing } = { n: 0 }] = await database.rows<{ n: number }>(sql`select count(*) as n from trips where id like 'bt-%'`);
  const firstTrip = existing;
  const tripCount = Math.ceil(count / 40);
  const now = Date.now();
  await database.rows(sql`
    insert into trips (id, company_id, route_id, trip_code, start_time, start_date, trip_status, seat_map, price, total_seat)
    select 'bt-' || g, r.company_id, r.id, 'BENCH-' || g, ${now}::bigint - (g % 365) * 86400000, 
           to_char(to_timestamp((${now}::bigint - (g % 365) * 86400000) / 1000.0) at time zone 'Asia/Ho_Chi_Minh', 'YYYYMMDD')::int,
           3, '[]'::jsonb, r.base_price, 40
    from generate_series(${firstTrip}::bigint, ${firstTrip + tripCount - 1}::bigint) g
    join lateral (select * from routes order by id offset (g % 12) limit 1) r on true`);
  // Maintaining seven secondary indexes row by row dominated the load (235 s for 1M); dropping them and
  // building each once afterwards is the usual bulk-load practice. One transaction: if anything fails the
  // indexes — the seat guard among them — come back untouched.
  await database.db.transaction(async (tx) => {
    // Both drivers' results carry `rows`; drizzle's generic result type does not say so.
    const result = (await tx.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'tickets' and indexname not like '%_pkey'`,
    )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> };
    const indexes = result.rows;
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
    await insertBatches(tx, count, batch, firstTrip);
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
  });
  await insertReportRecords(database, firstTrip * 40, count);
  return { ms: Date.now() - started, tickets: count };
}

/**
 * The message, bill and ledger records a real agency's tickets leave behind, so the SMS, ZNS, bank QR and staff
 * transaction reports have a realistic volume too (issue 13's million-ticket bench): an SMS for one sold ticket in
 * four, a ZNS for another one in four, a bank QR bill for one in ten (mostly paid, some processing, a few in error),
 * the commission entry of every ticket that earns one. Messages and bills are marked as the local drivers' (not
 * delivered, simulated), as the demo's drivers would record them.
 */
async function insertReportRecords(database: Database, firstCode: number, count: number): Promise<void> {
  const ofThisSeed = sql`t.id like 'bk%' and t.partner_id is not null and substr(t.id, 3)::bigint >= ${firstCode} and substr(t.id, 3)::bigint < ${firstCode + count}`;
  await database.rows(sql`
    insert into sms_records (id, partner_id, company_id, ticket_id, phone_number, content, object_type, message_type, send_date,
      is_success, delivery, delivery_note, length, quantity, price, real_price)
    select 'bs' || substr(t.id, 3), t.partner_id, t.company_id, t.id, t.phone_number, 'Ma ve ' || t.ticket_code || ' da dat thanh cong', 1500, 1,
      t.created_at + 60000, false, 'local', 'recorded locally, not delivered', 40, 1 + (substr(t.id, 3)::bigint % 2)::int,
      800 * (1 + (substr(t.id, 3)::bigint % 2)), 650 * (1 + (substr(t.id, 3)::bigint % 2))
    from tickets t where ${ofThisSeed} and substr(t.id, 3)::bigint % 4 = 0`);
  await database.rows(sql`
    insert into zns_records (id, partner_id, ticket_id, template_id, phone_number, zns_type, send_date, is_success, delivery, delivery_note, price)
    select 'bz' || substr(t.id, 3), t.partner_id, t.id, null, '84' || substr(t.phone_number, 2), 1, t.created_at + 90000, false, 'local',
      'recorded locally, not delivered', 300
    from tickets t where ${ofThisSeed} and substr(t.id, 3)::bigint % 4 = 1`);
  await database.rows(sql`
    insert into bank_qr_transactions (id, bill_number, company_id, partner_id, created_at, total_money, transaction_type, trans_status,
      transaction_content, ticket_infos, paid_at, simulated)
    select 'bq' || substr(t.id, 3), 'BQ' || substr(t.id, 3), t.company_id, t.partner_id, t.created_at, t.agency_price * 100, 'MB_QR',
      (array[2,2,2,2,2,2,2,1,1,3])[(substr(t.id, 3)::bigint / 10 % 10) + 1], 'Thanh toan ve ' || t.ticket_code,
      '[{"ticketId":"' || t.id || '"}]', case when (substr(t.id, 3)::bigint / 10 % 10) < 7 then t.created_at + 120000 end, true
    from tickets t where ${ofThisSeed} and substr(t.id, 3)::bigint % 10 = 2`);
  // The staff ledger's commission entries, by the same rule and SQL a booking writes them with (docs/adr/0070).
  await database.rows(sql`with seeded as (select * from tickets t where ${ofThisSeed}) ${bookingCommissionEntries('seeded')}`);
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

async function insertBatches(tx: Tx, count: number, batch: number, firstTrip: number): Promise<void> {
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await tx.execute(sql`
      insert into tickets (id, ticket_code, trip_id, company_id, route_id, start_date, seat_id, ticket_status, full_name,
        phone_number, agency_price, original_ticket_price, paid_money, partner_id, seller_id, seller_name, agency,
        user_partner_id, platform, sale_channel, created_at, point_up_type, point_down_type, commission)
      select 'bk' || (${firstTrip * 40}::bigint + g), 'BK' || (${firstTrip * 40}::bigint + g), t.id, t.company_id, t.route_id, t.start_date,
        'S' || lpad((g % 40)::text, 2, '0'),
        (array[5,5,5,3,3,2,0,4,7,5])[(g % 10) + 1],
        'Khách ' || g, '09' || lpad((g % 100000000)::text, 8, '0'),
        t.price, t.price, case when g % 10 in (5, 6, 8) then 0 else t.price end,
        case when g % 3 = 0 then null when r.id like 'r-mdong%' or r.id like 'r-mtay%' then 'p-bxmd' else 'p-saoviet' end,
        case when g % 3 = 0 then null when r.id like 'r-mdong%' or r.id like 'r-mtay%' then 'u-staff' else 'u-admin2' end,
        'Nhân viên', 'Đại lý', 
        case when g % 3 = 0 then null when r.id like 'r-mdong%' or r.id like 'r-mtay%' then 'u-staff' else 'u-admin2' end,
        case when g % 3 = 0 then 2 else 5 end, case when g % 3 = 0 then 1 else 2 end,
        t.start_time - 86400000, 0, 0,
        case when g % 3 = 0 then 0 else round(t.price * 0.05)::bigint end
      from generate_series(${from}::bigint, ${to}::bigint) g
      join trips t on t.id = 'bt-' || (${firstTrip}::bigint + g / 40)
      join routes r on r.id = t.route_id`);
  }
}
