import { and, asc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TTransportSide } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import { companies, partners, transportOrders, vehicles, transportTransmissionAttempts, transportTransmissionJobs, type TransportConfig } from '../db/schema/index';
import { txRunner, type SqlRunner } from '../db/sql';
import { sqlState } from '../lib/http-error';

export type TransportOrderRow = typeof transportOrders.$inferSelect;
export type TransportOrderInsert = typeof transportOrders.$inferInsert;
export type TransportAttemptRow = typeof transportTransmissionAttempts.$inferSelect;
type JobColumns = SqlRow<typeof transportTransmissionJobs>;
export type ClaimedJob = Pick<JobColumns, 'id' | 'order_id' | 'side' | 'version' | 'attempts'>;

/** 'idle' nothing to send; 'pending' an attempt is due; 'failed' retries exhausted or rejected (api-contract). */
export type TransmissionState = 'idle' | 'pending' | 'failed';

/** An order with what the list shows beside its columns. */
export interface TransportOrderListRow extends TransportOrderRow {
  partnerUpName: string | null;
  partnerDownName: string | null;
  transmission: TransmissionState;
}

/** A trip's vehicle and drivers (tripCrew). */
export type TripCrewRow = Pick<SqlRow<typeof vehicles>, 'number_plate' | 'seat_count' | 'brand'> & {
  drivers: Array<{ name: string; licenceClass: string | null }>;
};

export interface TransportOrderFilter {
  partnerIds: readonly string[];
  startTime: number;
  endTime: number;
  companyId: string | null;
  code: string | null;
  numberPlate: string | null;
  companyStatus: number | undefined;
  stationUpStatus: number | undefined;
  stationDownStatus: number | undefined;
}

/** The outcome of one attempt as the worker records it. */
export interface AttemptRecord {
  job: ClaimedJob;
  /** The order's version that was sent. */
  version: number;
  owner: string;
  at: number;
  outcome: 'accepted' | 'rejected' | 'timeout' | 'error';
  message: string;
  gateway: 'local' | 'http';
  /** When the next attempt is due; null: no further attempt (accepted, rejected, or retries exhausted). */
  retryAt: number | null;
}

/** One departure of a station (a trip) with its order's id, as `departures` answers it. */
export type DepartureRow = {
  trip_id: string;
  start_time: number;
  route_name: string;
  company_id: string;
  company_name: string;
  number_plate: string | null;
  station_name: string;
  order_id: string | null;
};

/** Characters LIKE treats specially, escaped so a typed '%' or '_' matches itself. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Qualified by hand: drizzle writes a one-table select's columns unqualified, which inside a subquery would bind to it.
// A station that is not one of our partners is named as the order's XML names it.
const upPartner = sql`coalesce((select p.name from partners p where p.id = transport_orders.partner_up_id), transport_orders.up_station_name)`;
const downPartner = sql`coalesce((select p.name from partners p where p.id = transport_orders.partner_down_id), transport_orders.down_station_name)`;
/** Pending wins over failed: a side still being retried is what the station wants to know first. */
const transmissionOf = sql<TransmissionState>`coalesce((select case when bool_or(j.state = 'pending') then 'pending' when bool_or(j.state = 'failed') then 'failed' end
  from transport_transmission_jobs j where j.order_id = transport_orders.id), 'idle')`;

/** Transport orders, their transmission jobs and attempts (docs/adr/0080, 0081). */
export function createTransportOrdersRepository(database: Database) {
  const { db } = database;
  const listColumns = { order: transportOrders, partnerUpName: upPartner.mapWith(String), partnerDownName: downPartner.mapWith(String), transmission: transmissionOf };
  const toListRow = (r: { order: TransportOrderRow; partnerUpName: string | null; partnerDownName: string | null; transmission: TransmissionState }): TransportOrderListRow => ({
    ...r.order,
    partnerUpName: r.partnerUpName,
    partnerDownName: r.partnerDownName,
    transmission: r.transmission,
  });

  /** Orders whose departure or arrival partner is one of `partnerIds` (the session's partner and its children). */
  const visibleTo = (partnerIds: readonly string[]): SQL | undefined =>
    or(inArray(transportOrders.partnerUpId, [...partnerIds]), inArray(transportOrders.partnerDownId, [...partnerIds]));

  return {
    /** Up to `limit` orders of the filter, earliest departure first (then id, so equal times keep one order). */
    async list(f: TransportOrderFilter, limit: number): Promise<TransportOrderListRow[]> {
      const rows = await db
        .select(listColumns)
        .from(transportOrders)
        .where(
          and(
            visibleTo(f.partnerIds),
            gte(transportOrders.timeStartTrip, f.startTime),
            lte(transportOrders.timeStartTrip, f.endTime),
            f.companyId ? eq(transportOrders.companyId, f.companyId) : undefined,
            f.code ? ilike(transportOrders.code, likeText(f.code)) : undefined,
            f.numberPlate ? ilike(transportOrders.numberPlate, likeText(f.numberPlate)) : undefined,
            f.companyStatus !== undefined ? eq(transportOrders.companyStatus, f.companyStatus) : undefined,
            f.stationUpStatus !== undefined ? eq(transportOrders.stationUpStatus, f.stationUpStatus) : undefined,
            f.stationDownStatus !== undefined ? eq(transportOrders.stationDownStatus, f.stationDownStatus) : undefined,
          ),
        )
        .orderBy(asc(transportOrders.timeStartTrip), asc(transportOrders.id))
        .limit(limit);
      return rows.map(toListRow);
    },

    /** The order if the partners may see it (else null, as for an id that does not exist). */
    async visible(id: string, partnerIds: readonly string[]): Promise<TransportOrderListRow | null> {
      const [row] = await db.select(listColumns).from(transportOrders).where(and(eq(transportOrders.id, id), visibleTo(partnerIds))).limit(1);
      return row ? toListRow(row) : null;
    },

    async byId(id: string): Promise<TransportOrderListRow | null> {
      const [row] = await db.select(listColumns).from(transportOrders).where(eq(transportOrders.id, id)).limit(1);
      return row ? toListRow(row) : null;
    },

    /** The order of this company and code, if one was uploaded (duplicate codes, docs/adr/0083). */
    async byCode(companyKey: string, code: string): Promise<TransportOrderRow | null> {
      const [row] = await db.select().from(transportOrders).where(and(eq(transportOrders.companyKey, companyKey), eq(transportOrders.code, code))).limit(1);
      return row ?? null;
    },

    /** Our company of the XML: by tax code, else by exact name. */
    async companyOf(taxCode: string | null, name: string): Promise<{ id: string; name: string; phone: string | null } | null> {
      const cols = { id: companies.id, name: companies.name, phone: companies.phone };
      if (taxCode) {
        const [row] = await db.select(cols).from(companies).where(eq(companies.taxId, taxCode)).limit(1);
        if (row) return row;
      }
      const [row] = await db.select(cols).from(companies).where(eq(companies.name, name)).limit(1);
      return row ?? null;
    },

    async partner(id: string): Promise<{ id: string; name: string; code: string | null; parentId: string | null; transportConfig: TransportConfig } | null> {
      const [row] = await db.select({ id: partners.id, name: partners.name, code: partners.code, parentId: partners.parentId, transportConfig: partners.transportConfig }).from(partners).where(eq(partners.id, id)).limit(1);
      return row ?? null;
    },

    /** Partners whose code has this prefix before its first hyphen (a station code's owner), by id. */
    async partnersWithPrefix(prefix: string): Promise<Array<{ id: string; code: string }>> {
      const rows = await database.rows<{ id: string; code: string }>(
        sql`select id, code from partners where code is not null and split_part(code, '-', 1) = ${prefix} order by id`,
      );
      return rows;
    },

    /**
     * The trip an uploaded order is for (docs/adr/0086): the company's trip departing at the planned time from a
     * station with the order's departure code prefix, when exactly one matches (null otherwise: the order is still
     * listed, it just is not attached to a departure).
     */
    async tripFor(companyId: string, startTime: number, upStationCode: string): Promise<{ id: string; routeId: string } | null> {
      const prefix = upStationCode.split('-', 1)[0] ?? '';
      if (!prefix) return null;
      const rows = await database.rows<{ id: string; route_id: string }>(sql`
        select t.id, t.route_id from trips t
        cross join lateral (select pt.code from route_points rp join points pt on pt.id = rp.point_id where rp.route_id = t.route_id order by rp."order" limit 1) first_stop
        where t.company_id = ${companyId} and t.start_time = ${startTime} and t.trip_status <> 4 and split_part(first_stop.code, '-', 1) = ${prefix}
        limit 2`);
      return rows.length === 1 ? { id: rows[0]!.id, routeId: rows[0]!.route_id } : null;
    },

    /**
     * The vehicle and drivers of the route's trip leaving at `startTime` (not cancelled, with a vehicle), drivers in
     * the trip's order: what the company simulator writes into its order (docs/adr/0087).
     */
    async tripCrew(routeId: string, startTime: number): Promise<TripCrewRow | null> {
      const [row] = await database.rows<TripCrewRow>(sql`
        select v.number_plate, v.seat_count, v.brand,
          coalesce((select json_agg(json_build_object('name', u.name, 'licenceClass', u.licence_class) order by d.n)
            from unnest(t.driver_ids) with ordinality d(id, n) join company_users u on u.id = d.id), '[]'::json) as drivers
        from trips t join vehicles v on v.id = t.vehicle_id
        where t.route_id = ${routeId} and t.start_time = ${startTime} and t.trip_status <> 4
        order by t.id limit 1`);
      return row ?? null;
    },

    /**
     * Trips leaving a station of `partnerIds` (a partner owns a station when the codes' prefixes match, as for the
     * orders' sides) in the range, not cancelled, earliest first, each with the id of its latest order those
     * partners may see.
     */
    async departures(partnerIds: readonly string[], startTime: number, endTime: number, limit: number): Promise<DepartureRow[]> {
      if (partnerIds.length === 0) return [];
      const ids = sql.join(partnerIds.map((id) => sql`${id}`), sql`, `);
      return database.rows<DepartureRow>(sql`
        select t.id as trip_id, t.start_time, r.name as route_name, t.company_id, c.name as company_name, v.number_plate, p.name as station_name, o.id as order_id
        from trips t
        join routes r on r.id = t.route_id
        join companies c on c.id = t.company_id
        cross join lateral (select pt.code from route_points rp join points pt on pt.id = rp.point_id where rp.route_id = t.route_id order by rp."order" limit 1) first_stop
        join lateral (select p.name from partners p where p.id in (${ids}) and p.code is not null and split_part(p.code, '-', 1) = split_part(first_stop.code, '-', 1) order by p.id limit 1) p on true
        left join vehicles v on v.id = t.vehicle_id
        left join lateral (
          select o.id from transport_orders o
          where o.trip_id = t.id and (o.partner_up_id in (${ids}) or o.partner_down_id in (${ids}))
          order by o.created_at desc, o.id limit 1
        ) o on true
        where t.start_time >= ${startTime} and t.start_time <= ${endTime} and t.trip_status <> 4
        order by t.start_time, t.id
        limit ${limit}`);
    },

    /** Orders by id with what the list shows (the departures' orders). */
    async byIds(ids: readonly string[]): Promise<TransportOrderListRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(listColumns).from(transportOrders).where(inArray(transportOrders.id, [...ids]));
      return rows.map(toListRow);
    },

    /** Inserts an order; null when its company already has an order with this code (the unique index decides races). */
    async insert(row: TransportOrderInsert): Promise<TransportOrderRow | null> {
      try {
        const [inserted] = await db.insert(transportOrders).values(row).returning();
        return inserted ?? null;
      } catch (err) {
        if (sqlState(err) === '23505') return null;
        throw err;
      }
    },

    /**
     * Writes a new version of the order if it is still at `expectedVersion` (null when someone changed it meanwhile)
     * and, in the same transaction, queues the transmission of the given sides at the new version.
     */
    async update(id: string, expectedVersion: number, patch: Partial<TransportOrderInsert>, queue: readonly TTransportSide[], now: number): Promise<TransportOrderRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(transportOrders)
          .set({ ...patch, updatedAt: now })
          .where(and(eq(transportOrders.id, id), eq(transportOrders.version, expectedVersion)))
          .returning();
        if (!row) return null;
        for (const side of queue) await queueJob(txRunner(tx), id, side, row.version, now);
        return row;
      });
    },

    /** Queues (again) the sides' transmission of the current version now, attempts counted afresh (a resend). */
    async queue(id: string, version: number, sides: readonly TTransportSide[], now: number): Promise<void> {
      for (const side of sides) await queueJob(database, id, side, version, now);
    },

    /**
     * Claims up to `limit` due jobs for `owner` until `now + leaseMs`, in one statement: pending, due, and not leased
     * by a live owner. SKIP LOCKED: two instances claiming at once take different jobs instead of waiting; the lease
     * keeps a job from being sent twice while its attempt runs, and lets another instance take it if this one dies.
     */
    async claim(owner: string, now: number, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
      return database.rows<ClaimedJob>(sql`
        update transport_transmission_jobs set lease_owner = ${owner}, lease_until = ${now + leaseMs}, updated_at = ${now}
        where id in (
          select id from transport_transmission_jobs
          where state = 'pending' and next_attempt_at <= ${now} and (lease_until is null or lease_until < ${now})
          order by next_attempt_at, id limit ${limit} for update skip locked)
        returning id, order_id, side, version, attempts`);
    },

    /**
     * Records one attempt, in one transaction: the attempt row ('Lần n') and the order's descriptionError always (the
     * gateway did receive it); and, while the job is still this owner's, the job's next state and — when accepted —
     * the side's status 3. A job re-queued meanwhile (its side signed or edited again: the lease was cleared) stays
     * pending for its new version; answers whether the job was still this owner's.
     */
    async recordAttempt(r: AttemptRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const run = txRunner(tx);
        // The order's row first, as `update` takes it (order, then its jobs): in the other order an edit and an
        // attempt of one order deadlock on PostgreSQL, and the edit answered 500 (CI, 2026-12-01). It also makes
        // the two sides' attempts of one order take their 'Lần n' one after the other.
        await run.rows(sql`select id from transport_orders where id = ${r.job.order_id} for update`);
        const state = r.outcome === 'accepted' ? 'done' : r.retryAt === null ? 'failed' : 'pending';
        const [job] = await run.rows<Pick<JobColumns, 'id'>>(sql`
          update transport_transmission_jobs
          set attempts = attempts + 1, version = ${r.version}, state = ${state}, next_attempt_at = ${r.retryAt ?? r.at},
              lease_owner = null, lease_until = null, updated_at = ${r.at}
          where id = ${r.job.id} and lease_owner = ${r.owner}
          returning id`);
        const [last] = await run.rows<{ n: number }>(sql`select coalesce(max(n), 0) as n from transport_transmission_attempts where order_id = ${r.job.order_id}`);
        const n = Number(last?.n ?? 0) + 1;
        await run.rows(sql`
          insert into transport_transmission_attempts (order_id, version, side, n, at, outcome, message, gateway)
          values (${r.job.order_id}, ${r.version}, ${r.job.side}, ${n}, ${r.at}, ${r.outcome}, ${r.message}, ${r.gateway})`);
        const status = sql.raw(r.job.side === 'up' ? 'station_up_status' : 'station_down_status');
        const transmitted = Boolean(job) && r.outcome === 'accepted';
        await run.rows(sql`
          update transport_orders set
            description_error = concat_ws('|', description_error, ${r.message.replaceAll('|', '/')}::text),
            ${status} = case when ${transmitted} and ${status} = 2 then 3 else ${status} end
          where id = ${r.job.order_id}`);
        return Boolean(job);
      });
    },

    async attempts(orderId: string): Promise<TransportAttemptRow[]> {
      return db.select().from(transportTransmissionAttempts).where(eq(transportTransmissionAttempts.orderId, orderId)).orderBy(asc(transportTransmissionAttempts.id));
    },

    async jobs(orderId: string): Promise<Array<typeof transportTransmissionJobs.$inferSelect>> {
      return db.select().from(transportTransmissionJobs).where(eq(transportTransmissionJobs.orderId, orderId)).orderBy(asc(transportTransmissionJobs.side));
    },
  };
}

/** Queues a side's transmission of `version` now; an existing job of the side is reset (attempts count afresh). */
async function queueJob(runner: SqlRunner, orderId: string, side: TTransportSide, version: number, now: number): Promise<void> {
  await runner.rows(sql`
    insert into transport_transmission_jobs (order_id, side, version, state, attempts, next_attempt_at, created_at)
    values (${orderId}, ${side}, ${version}, 'pending', 0, ${now}, ${now})
    on conflict (order_id, side) do update set version = excluded.version, state = 'pending', attempts = 0,
      next_attempt_at = excluded.next_attempt_at, lease_owner = null, lease_until = null, updated_at = ${now}`);
}

export type TransportOrdersRepository = ReturnType<typeof createTransportOrdersRepository>;
