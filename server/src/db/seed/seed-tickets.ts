import { sql } from 'drizzle-orm';
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
  return { ms: Date.now() - started, tickets: count };
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

async function insertBatches(tx: Tx, count: number, batch: number, firstTrip: number): Promise<void> {
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await tx.execute(sql`
      insert into tickets (id, ticket_code, trip_id, company_id, route_id, start_date, seat_id, ticket_status, full_name,
        phone_number, agency_price, original_ticket_price, paid_money, partner_id, seller_id, seller_name, agency,
        user_partner_id, platform, sale_channel, created_at, point_up_type, point_down_type)
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
        t.start_time - 86400000, 0, 0
      from generate_series(${from}::bigint, ${to}::bigint) g
      join trips t on t.id = 'bt-' || (${firstTrip}::bigint + g / 40)
      join routes r on r.id = t.route_id`);
  }
}
