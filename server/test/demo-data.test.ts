import { sql } from 'drizzle-orm';
import { joinTicketIds, splitTicketIds } from '@busdesk/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkTickets } from '../src/db/seed/seed-tickets';
import { parseVietQrPayload } from '../src/payments/vietqr';
import { sqlState } from '../src/lib/http-error';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => t.app.database.rows<T>(q);

describe('demo data', () => {
  it('has the 34 provinces, six companies with mixed statuses and twelve routes with stops', async () => {
    const [p] = await rows<{ n: number }>(sql`select count(*) as n from provinces`);
    expect(p?.n).toBe(34);
    const statuses = await rows<{ approved_status: string; is_not_using_av: boolean }>(sql`select distinct approved_status, is_not_using_av from partner_companies`);
    expect(new Set(statuses.map((s) => s.approved_status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(new Set(statuses.map((s) => s.is_not_using_av))).toEqual(new Set([true, false]));
    const [c] = await rows<{ n: number }>(sql`select count(*) as n from companies`);
    expect(c?.n).toBe(6);
    const routes = await rows<{ n: number }>(sql`select count(*) as n from route_points group by route_id`);
    expect(routes).toHaveLength(12);
    expect(routes.some((r) => r.n >= 3)).toBe(true);
  });

  it('has trips from yesterday to seven days ahead and tickets in every status by agencies and companies', async () => {
    const [span] = await rows<{ days: number }>(sql`select count(distinct start_date) as days from trips where id not like 'bt-%'`);
    expect(span?.days).toBe(9);
    const statuses = await rows<{ ticket_status: number }>(sql`select distinct ticket_status from tickets order by 1`);
    expect(statuses.map((s) => s.ticket_status)).toEqual([0, 2, 3, 4, 5, 7]);
    const sellers = await rows<{ partner_id: string | null }>(sql`select distinct partner_id from tickets`);
    expect(sellers.map((s) => s.partner_id)).toEqual(expect.arrayContaining([null, 'p-bxmd', 'p-saoviet', 'p-bxmd-moi', 'p-thuduc']));
    const [logs] = await rows<{ n: number }>(sql`select count(*) as n from ticket_logs`);
    expect(logs?.n).toBeGreaterThan(100);
    for (const table of ['sms_records', 'zns_records', 'partner_transactions', 'surcharge_categories', 'telecom_numbers', 'mail_templates', 'transport_orders']) {
      const [r] = await rows<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)}`);
      expect(r?.n, table).toBeGreaterThan(0);
    }
  });

  it('ticket ids survive the seeds\' dash-joined ticketIds of the QR calls (so a seeded ticket can be billed)', async () => {
    const ids = (await rows<{ id: string }>(sql`select id from tickets order by id`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(100);
    const broken = ids.filter((id) => splitTicketIds(joinTicketIds([id, id])).join('|') !== `${id}|${id}`);
    expect(broken).toEqual([]);
    // The negative control: an id with a dash, as the seed once wrote them, does not survive.
    expect(splitTicketIds(joinTicketIds(['tk-0000001']))).not.toEqual(['tk-0000001']);
  });

  it('plates look like Vietnamese plates and seat layouts have the real counts', async () => {
    const vehicles = await rows<{ number_plate: string; seat_count: number }>(sql`select number_plate, seat_count from vehicles`);
    expect(vehicles.every((v) => /^\d{2}B-\d{3}\.\d{2}$/.test(v.number_plate))).toBe(true);
    expect(new Set(vehicles.map((v) => v.seat_count))).toEqual(new Set([9, 22, 34, 40, 45]));
  });
});

describe('seat guard', () => {
  it('the partial unique index refuses a second active ticket on a seat (SQLSTATE 23505) but not a cancelled one', async () => {
    const [active] = await rows<{ id: string; trip_id: string; seat_id: string }>(sql`select id, trip_id, seat_id from tickets where ticket_status = 3 limit 1`);
    if (!active) throw new Error('no paid ticket');
    const insert = (id: string, status: number) =>
      rows(sql`insert into tickets (id, ticket_code, trip_id, company_id, route_id, start_date, seat_id, ticket_status)
               select ${id}, 'X', trip_id, company_id, route_id, start_date, seat_id, ${status} from tickets where id = ${active.id}`);
    const err = await insert('dup-active', 2).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('23505');
    await expect(insert('dup-cancelled', 0)).resolves.toBeDefined();
  });

  it('an expired zero-paid hold is released by the sweeper and frees its seat; a hold with a deposit is kept', async () => {
    const [hold] = await rows<{ id: string }>(sql`select id from tickets where ticket_status = 2 and paid_money = 0 and released_at is null limit 1`);
    const [deposit] = await rows<{ id: string }>(sql`select id from tickets where ticket_status = 2 and paid_money > 0 and released_at is null limit 1`);
    if (!hold || !deposit) throw new Error('demo data lacks holds');
    await rows(sql`update tickets set over_time = 1000 where id in (${hold.id}, ${deposit.id})`);
    expect(await t.app.bookings.releaseExpiredHolds(Date.now())).toBeGreaterThanOrEqual(1);
    const after = await rows<{ id: string; released_at: number | null; ticket_status: number }>(sql`select id, released_at, ticket_status from tickets where id in (${hold.id}, ${deposit.id})`);
    expect(after.find((r) => r.id === hold.id)).toMatchObject({ ticket_status: 2, released_at: expect.any(Number) });
    expect(after.find((r) => r.id === deposit.id)?.released_at).toBeNull();
    await rows(sql`insert into tickets (id, ticket_code, trip_id, company_id, route_id, start_date, seat_id, ticket_status)
                   select 'rebook', 'Y', trip_id, company_id, route_id, start_date, seat_id, 2 from tickets where id = ${hold.id}`);
  });
});

describe('demo bank QR bills', () => {
  it('carry the VietQR they were paid with: its image, and a payload for the bill number and amount', async () => {
    const bills = await rows<{ bill_number: string; total_money: number; qr_payload: string | null; qr_code: string | null }>(
      sql`select bill_number, total_money, qr_payload, qr_code from bank_qr_transactions where id like 'bq-%' order by id`,
    );
    expect(bills.length).toBeGreaterThan(0);
    for (const b of bills) {
      expect(b.qr_code).toMatch(/^data:image\/png;base64,/);
      const parsed = parseVietQrPayload(b.qr_payload!);
      expect([parsed.amount, parsed.purpose]).toEqual([Number(b.total_money) / 100, b.bill_number]);
    }
  });
});

describe('bulk seed', () => {
  it('adds N tickets with INSERT … SELECT and keeps the seat guard', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*) as n from tickets`);
    const result = await seedBulkTickets(t.app.database, 2_000);
    const [after] = await rows<{ n: number }>(sql`select count(*) as n from tickets`);
    expect(result.tickets).toBe(2_000);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(2_000);
    await seedBulkTickets(t.app.database, 500);
    const [again] = await rows<{ n: number }>(sql`select count(*) as n from tickets`);
    expect((again?.n ?? 0) - (after?.n ?? 0)).toBe(500);
  });

  it('leaves the SMS, ZNS and bank QR records of the agencies’ tickets as the local drivers’, and their commission entries', async () => {
    const [r] = await rows<{ tickets: number; sms: number; zns: number; bills: number; foreign: number; delivered: number }>(sql`
      select (select count(*) from tickets where id like 'bk%' and partner_id is not null)::int as tickets,
        (select count(*) from sms_records where id like 'bs%')::int as sms, (select count(*) from zns_records where id like 'bz%')::int as zns,
        (select count(*) from bank_qr_transactions where id like 'bq%')::int as bills,
        (select count(*) from sms_records s join tickets t on t.id = s.ticket_id where s.id like 'bs%' and s.partner_id is distinct from t.partner_id)::int as foreign,
        (select count(*) from sms_records where id like 'bs%' and (is_success or delivery <> 'local'))::int as delivered`);
    // One ticket in four has an SMS, another one in four a ZNS, one in ten a bill (of the tickets an agency sold).
    expect(r!.sms / r!.tickets).toBeCloseTo(0.25, 1);
    expect(r!.zns / r!.tickets).toBeCloseTo(0.25, 1);
    expect(r!.bills / r!.tickets).toBeCloseTo(0.1, 1);
    expect(r!.foreign).toBe(0);
    expect(r!.delivered).toBe(0);
    // The staff ledger holds each bulk ticket's commission as the settlement rule earns it.
    const [l] = await rows<{ entered: number; earned: number }>(sql`
      select (select coalesce(sum(amount), 0) from partner_transactions where ticket_id like 'bk%' and balance_type = 2)::bigint as entered,
        (select coalesce(sum(case when ticket_status in (3, 4, 5) and not (sale_channel not in (1, 2) and payment_type in (2, 3)) then commission else 0 end), 0)
          from tickets where id like 'bk%' and partner_id is not null and user_partner_id is not null)::bigint as earned`);
    expect(Number(l!.entered)).toBeGreaterThan(0);
    expect(Number(l!.entered)).toBe(Number(l!.earned));
  });
});
