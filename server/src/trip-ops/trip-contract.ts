import { sql } from 'drizzle-orm';
import { formatMoney, formatVnMoment, MSG, ticketStatusLabel } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { companies, companyUsers, partners, routes, tickets, trips, vehicles } from '../db/schema/index';
import { notFound } from '../lib/http-error';
import { fromJson, inList } from '../db/sql';
import { occupiesSeat } from '../sales/trip-cards';
import type { OpsScope } from './trip-scope';

const L = MSG.tripOps.contract;

/** HTML text escaping: every value on the page comes from the database and may hold anything a clerk typed. */
const esc = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** DD/MM/YYYY HH:mm in Vietnam (001 §9), whatever the server's zone: the contract's rule (ADR 0045). */
const vnDateTime = (ms: number): string => formatVnMoment(ms, 'dateTime');

type CompanyColumns = SqlRow<typeof companies>;
type CompanyUserColumns = SqlRow<typeof companyUsers>;
type PartnerColumns = SqlRow<typeof partners>;

/** A driver of the trip as the drivers JSON aggregate builds it. */
interface ContractDriver {
  name: CompanyUserColumns['name'];
  phone: CompanyUserColumns['phone'];
  licence: CompanyUserColumns['licence_class'];
}

type ContractRow = Pick<SqlRow<typeof trips>, 'trip_code'> &
  Pick<SqlRow<typeof routes>, 'route_id_gtvt'> & {
    /** coalesce(start_time_reality, start_time). */
    start_time: SqlRow<typeof trips>['start_time'];
    route_name: SqlRow<typeof routes>['name'];
    company_name: CompanyColumns['name'];
    company_tax_id: CompanyColumns['tax_id'];
    company_phone: CompanyColumns['phone'];
    company_address: CompanyColumns['address'];
    /** Left join: a trip without a vehicle gives null. */
    number_plate: SqlRow<typeof vehicles>['number_plate'] | null;
    vehicle_type: SqlRow<typeof vehicles>['vehicle_type'] | null;
    /** jsonb_agg in driver order, '[]' without drivers. */
    drivers: ContractDriver[];
    /** string_agg of the stops' names in order; null for a route without stops. */
    itinerary: string | null;
    partner_name: PartnerColumns['name'];
    partner_phone: PartnerColumns['phone'];
    partner_address: PartnerColumns['address'];
  };

/** A passenger line: the ticket's columns and its points' names (`->>`: null when the ticket has no such point). */
type PassengerRow = Pick<
  SqlRow<typeof tickets>,
  'seat_id' | 'full_name' | 'phone_number' | 'agency_price' | 'ticket_status' | 'over_time' | 'paid_money'
> & {
  point_up: NonNullable<SqlRow<typeof tickets>['point_up']>['name'] | null;
  point_down: NonNullable<SqlRow<typeof tickets>['point_down']>['name'] | null;
};

/**
 * The transport contract of a trip (the seed's "ticket contract page", content not shown): the company, vehicle,
 * drivers and route of the trip and the agency's own passengers on it, as one printable HTML document. The
 * browser fetches it with the session and shows it in a new window, so no token travels in a URL.
 */
export async function tripContract(database: Database, scope: OpsScope, tripId: string, now: number = Date.now()) {
  if (scope.routeIds.length === 0) throw notFound();
  const [trip] = await database.rows<ContractRow>(sql`
    select t.trip_code, coalesce(t.start_time_reality, t.start_time) as start_time, r.name as route_name, r.route_id_gtvt,
      c.name as company_name, c.tax_id as company_tax_id, c.phone as company_phone, c.address as company_address,
      v.number_plate, v.vehicle_type,
      (select coalesce(jsonb_agg(jsonb_build_object('name', cu.name, 'phone', cu.phone, 'licence', cu.licence_class) order by d.n), '[]'::jsonb)
        from unnest(t.driver_ids) with ordinality d(id, n) join company_users cu on cu.id = d.id) as drivers,
      (select string_agg(p.name, ' - ' order by rp."order") from route_points rp join points p on p.id = rp.point_id where rp.route_id = t.route_id) as itinerary,
      pa.name as partner_name, pa.phone as partner_phone, pa.address as partner_address
    from trips t join routes r on r.id = t.route_id join companies c on c.id = t.company_id
    left join vehicles v on v.id = t.vehicle_id
    join partners pa on pa.id = ${scope.partnerId}
    where t.id = ${tripId} and t.route_id in ${inList(scope.routeIds)}`);
  if (!trip) throw notFound();
  const passengers = await database.rows<PassengerRow>(sql`
    select k.seat_id, k.full_name, k.phone_number, k.point_up->>'name' as point_up, k.point_down->>'name' as point_down,
      k.agency_price, k.ticket_status, k.over_time, k.paid_money
    from tickets k
    where k.trip_id = ${tripId} and k.partner_id = ${scope.partnerId} and ${occupiesSeat('k', now)}
    order by k.seat_id`);
  const drivers = fromJson<ContractDriver[] | null>(trip.drivers) ?? [];
  const title = `${L.title} - ${trip.route_name} - ${vnDateTime(trip.start_time)}`;
  const field = (label: string, value: unknown) => `<tr><th>${esc(label)}</th><td>${esc(value || L.none)}</td></tr>`;
  const total = passengers.reduce((s, p) => s + Number(p.agency_price), 0);
  const rows = passengers
    .map(
      (p, i) =>
        `<tr><td>${i + 1}</td><td>${esc(p.seat_id)}</td><td>${esc(p.full_name)}</td><td>${esc(p.phone_number)}</td><td>${esc(p.point_up)}</td><td>${esc(p.point_down)}</td><td class="n">${esc(formatMoney(Number(p.agency_price)))}</td><td>${esc(ticketStatusLabel({ ticketStatus: p.ticket_status, overTime: p.over_time, paidMoney: p.paid_money }, now))}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;font-size:13px;margin:24px;color:#000}
h1{font-size:18px;text-align:center;margin:0 0 16px}
h2{font-size:14px;margin:16px 0 6px}
table{border-collapse:collapse;width:100%}
.info th{text-align:left;font-weight:normal;color:#444;width:160px;padding:2px 8px 2px 0;vertical-align:top}
.info td{padding:2px 0}
.list th,.list td{border:1px solid #999;padding:4px 6px;text-align:left}
.list .n{text-align:right}
.signs{display:flex;justify-content:space-around;margin-top:32px;text-align:center}
.signs small{display:block;color:#555}
@media print{body{margin:8mm}}
</style></head><body>
<h1>${esc(L.title)}</h1>
<table class="info">
${field(L.company, trip.company_name)}${field(L.taxId, trip.company_tax_id)}${field(L.phone, trip.company_phone)}${field(L.address, trip.company_address)}
${field(L.agency, trip.partner_name)}
${field(L.route, trip.route_name)}${field(L.routeCode, trip.route_id_gtvt)}${field(L.itinerary, trip.itinerary)}
${field(L.departure, vnDateTime(trip.start_time))}${field(L.tripCode, trip.trip_code)}
${field(L.vehicle, trip.number_plate)}${field(L.vehicleType, trip.vehicle_type)}
${field(L.drivers, drivers.map((d) => [d.name, d.licence, d.phone].filter(Boolean).join(' - ')).join('; '))}
</table>
<h2>${esc(L.passengers)} (${passengers.length})</h2>
<table class="list"><thead><tr><th>#</th><th>${esc(L.seat)}</th><th>${esc(L.fullName)}</th><th>${esc(L.phoneNumber)}</th><th>${esc(L.pointUp)}</th><th>${esc(L.pointDown)}</th><th>${esc(L.price)}</th><th>${esc(L.status)}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="6">${esc(L.total)}</th><th class="n">${esc(formatMoney(total))}</th><th></th></tr></tfoot></table>
<div class="signs"><div>${esc(L.companySign)}<small>${esc(L.signHint)}</small></div><div>${esc(L.driverSign)}<small>${esc(L.signHint)}</small></div><div>${esc(L.agencySign)}<small>${esc(L.signHint)}</small></div></div>
<p><small>${esc(L.printedAt)}: ${esc(vnDateTime(now))}</small></p>
</body></html>`;
  return { title, html };
}
