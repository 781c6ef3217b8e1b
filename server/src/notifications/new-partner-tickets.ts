import { sql, type SQL } from 'drizzle-orm';
import {
  PLATFORM_PARTNER,
  type TFoundTicket,
  type TNotificationCompany,
  type TNotificationCounts,
  type TNotificationListResponse,
  type TNotificationTab,
} from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { tickets } from '../db/schema/index';
import { foundTicketColumns, foundTicketJoins, isNotUsingAvColumn, toFoundTicket, type FoundTicketRow } from './found-ticket-rows';

/** The partner platform's channels of 002 §7 'New tickets list' (platformDetail partner_app or partner_web). */
export const PARTNER_CHANNELS = ['partner_app', 'partner_web'] as const;
/** Booked through the agency's own app, by a customer: never by the agency's counter staff. */
export const PARTNER_APP = 'partner_app';

const VN_OFFSET = 7 * 3_600_000;
/** yyyyMMdd business date in Asia/Ho_Chi_Minh (DESIGN §5). */
export const vnBusinessDate = (t: number): number => Number(new Date(t + VN_OFFSET).toISOString().slice(0, 10).replace(/-/g, ''));

/**
 * Which tickets are "new partner tickets" for `partnerId` (tickets aliased `t`): active tickets sold through the
 * partner platform by one of its child agencies, or booked through its own app. A counter sale of the agency's
 * own staff is not news to the agency, so it never rings the bell.
 */
export function newPartnerTicketRule(partnerId: string): SQL {
  // The family as one `in` (not an `or` of two sellers) lets the (partner_id, start_date) index find the tickets.
  return sql`t.platform = ${PLATFORM_PARTNER} and t.platform_detail in (${sql.join(
    PARTNER_CHANNELS.map((c) => sql`${c}`),
    sql`, `,
  )})
    and t.partner_id in (select c.id from partners c where c.parent_id = ${partnerId} or c.id = ${partnerId})
    and (t.partner_id <> ${partnerId} or t.platform_detail = ${PARTNER_APP})
    and t.ticket_status <> 0 and t.released_at is null`;
}

/**
 * The agency's unread new tickets, one row per booking group (a ticket code on a trip): the group's first ticket by
 * seat with every seat of the group. Only departures from today on: once the bus has left there is nothing to act on.
 */
function unreadGroups(partnerId: string, now: number, extra: SQL = sql``): SQL {
  return sql`
    with cand as (
      select t.id, t.trip_id, t.ticket_code, t.seat_id, t.created_at from tickets t
      where ${newPartnerTicketRule(partnerId)} and t.start_date >= ${vnBusinessDate(now)}
        and not exists (select 1 from notification_reads nr where nr.partner_id = ${partnerId} and nr.ticket_id = t.id)
        ${extra}
    )
    select (array_agg(c.id order by c.seat_id, c.id))[1] as first_id, array_agg(c.seat_id order by c.seat_id, c.id) as seat_ids,
      max(c.created_at) as group_created
    from cand c group by c.trip_id, c.ticket_code`;
}

const tabFilter = (tab: TNotificationTab): SQL =>
  tab === 'usingApp' ? sql`and not ${isNotUsingAvColumn}` : tab === 'notUsingApp' ? sql`and ${isNotUsingAvColumn}` : sql``;

type TicketColumns = SqlRow<typeof tickets>;

/** The group's first ticket with array_agg of the group's seats and max of its creation times. */
type GroupRow = FoundTicketRow & { seat_ids: Array<TicketColumns['seat_id']>; group_created: TicketColumns['created_at'] };

function encodeToken(created: number, id: string): string {
  return Buffer.from(JSON.stringify([created, id])).toString('base64url');
}
function decodeToken(token: string | null | undefined): [number, string] | undefined {
  if (!token) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[0]) && typeof value[1] === 'string') return [value[0] as number, value[1]];
  } catch {
    // A malformed token starts from the first page rather than failing the popover.
  }
  return undefined;
}

async function selectGroups(database: Database, partnerId: string, now: number, opts: { tab: TNotificationTab; after?: [number, string]; limit: number; ticketIds?: readonly string[] }) {
  const only = opts.ticketIds ? sql`and t.id in (${sql.join(opts.ticketIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const keyset = opts.after ? sql`and (g.group_created, t.id) < (${opts.after[0]}::bigint, ${opts.after[1]})` : sql``;
  return database.rows<GroupRow>(sql`
    with g as (${unreadGroups(partnerId, now, only)})
    select ${foundTicketColumns}, ${isNotUsingAvColumn} as is_not_using_av, g.seat_ids, g.group_created
    from g join tickets t on t.id = g.first_id ${foundTicketJoins(partnerId)}
    where true ${tabFilter(opts.tab)} ${keyset}
    order by g.group_created desc, t.id desc
    limit ${opts.limit}`);
}

const toItem = (r: GroupRow): TFoundTicket => toFoundTicket(r, r.seat_ids, false);

/** Counts per tab and per company of the agency's unread groups. */
export async function notificationCounts(database: Database, partnerId: string, now: number): Promise<{ counts: TNotificationCounts; companies: TNotificationCompany[] }> {
  const rows = await database.rows<Pick<FoundTicketRow, 'company_id' | 'company_name' | 'is_not_using_av'> & { n: number }>(sql`
    with g as (${unreadGroups(partnerId, now)})
    select t.company_id, co.name as company_name, ${isNotUsingAvColumn} as is_not_using_av, count(*)::int as n
    from g join tickets t on t.id = g.first_id ${foundTicketJoins(partnerId)}
    group by t.company_id, co.name, ${isNotUsingAvColumn}
    order by co.name, t.company_id`);
  const counts: TNotificationCounts = { all: 0, usingApp: 0, notUsingApp: 0 };
  const companies: TNotificationCompany[] = [];
  for (const r of rows) {
    const n = Number(r.n);
    counts.all += n;
    if (r.is_not_using_av) counts.notUsingApp += n;
    else counts.usingApp += n;
    companies.push({ companyId: r.company_id, companyName: r.company_name ?? '', isNotUsingAV: r.is_not_using_av, count: n });
  }
  return { counts, companies };
}

export async function unreadCount(database: Database, partnerId: string, now: number): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from (${unreadGroups(partnerId, now)}) g`);
  return Number(row?.n ?? 0);
}

/** One page of a tab, newest first, with the counts the popover shows beside it. */
export async function listNotifications(
  database: Database,
  partnerId: string,
  input: { tab: TNotificationTab; count: number; nextPageToken?: string | null | undefined },
  now: number,
): Promise<TNotificationListResponse> {
  const after = decodeToken(input.nextPageToken);
  const rows = await selectGroups(database, partnerId, now, { tab: input.tab, limit: input.count + 1, ...(after ? { after } : {}) });
  const page = rows.slice(0, input.count);
  const last = page[page.length - 1];
  const { counts, companies } = await notificationCounts(database, partnerId, now);
  const inTab = input.tab === 'all' ? companies : companies.filter((c) => c.isNotUsingAV === (input.tab === 'notUsingApp'));
  return {
    tickets: page.map(toItem),
    total: counts[input.tab],
    counts,
    companies: inTab,
    nextPageToken: rows.length > input.count && last ? encodeToken(last.group_created, last.id) : null,
  };
}

/** The unread groups that contain these tickets (what a `new-partner-tickets` event announces). */
export async function groupsOfTickets(database: Database, partnerId: string, ticketIds: readonly string[], now: number): Promise<TFoundTicket[]> {
  if (ticketIds.length === 0) return [];
  const rows = await selectGroups(database, partnerId, now, { tab: 'all', limit: 1000, ticketIds });
  return rows.map(toItem);
}

/**
 * Marks the booking group of `ticketId` read for the agency (every seat of it: the popover shows the group as one
 * item). Undefined when the ticket is not one of the agency's new partner tickets (another agency's included).
 */
export async function markGroupRead(
  { database, changes }: { database: Database; changes: ChangeFeed },
  partnerId: string,
  ticketId: string,
  now: number,
): Promise<string[] | undefined> {
  const rows = await database.rows<Pick<TicketColumns, 'id'>>(sql`
    select t.id from tickets t
    join tickets f on f.id = ${ticketId} and f.trip_id = t.trip_id and f.ticket_code = t.ticket_code
    where ${newPartnerTicketRule(partnerId)}
    order by t.seat_id`);
  const ids = rows.map((r) => r.id);
  if (!ids.includes(ticketId)) return undefined;
  await changes.transaction(async (tx, record) => {
    await tx.execute(sql`
      insert into notification_reads (partner_id, ticket_id, created_at)
      values ${sql.join(
        ids.map((id) => sql`(${partnerId}, ${id}, ${now})`),
        sql`, `,
      )}
      on conflict do nothing`);
    await record({ kind: 'tickets-read', partnerId, ticketIds: ids });
  });
  return ids;
}
