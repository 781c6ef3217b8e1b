import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import type { SqlRow } from '../row-types';
import type { partners as partnersTable } from '../schema/index';
import { newPartnerTicketRule, PARTNER_APP, vnBusinessDate } from '../../notifications/new-partner-tickets';

/** Unread booking groups left per agency, so the bell shows a realistic handful rather than the whole history. */
const UNREAD_GROUPS = 6;
/** Upcoming bookings of these agencies that came through their own app (customers booking themselves). */
const APP_BOOKINGS: Record<string, number> = { 'p-bxmd': 2, 'p-saoviet': 4 };

/**
 * Notifications of the demo (issue 5): a few of the agencies' upcoming bookings become app bookings, and every
 * agency has read its new partner tickets except the latest few groups — its child agencies' sales and its own
 * app bookings — so the bell starts with a count an operator would recognise.
 */
export async function seedNotifications(database: Database, ctx: { now: number }): Promise<void> {
  const today = vnBusinessDate(ctx.now);
  for (const [partnerId, groups] of Object.entries(APP_BOOKINGS)) {
    await database.rows(sql`
      update tickets t set platform_detail = ${PARTNER_APP}, seller_name = null, seller_id = null, user_partner_id = null
      from (
        select trip_id, ticket_code from tickets
        where partner_id = ${partnerId} and start_date >= ${today} and ticket_status in (2, 3) and released_at is null
        group by trip_id, ticket_code order by min(id) limit ${groups}
      ) g
      where t.trip_id = g.trip_id and t.ticket_code = g.ticket_code and t.partner_id = ${partnerId}`);
  }
  const partners = await database.rows<Pick<SqlRow<typeof partnersTable>, 'id'>>(sql`select id from partners order by id`);
  for (const { id: partnerId } of partners) {
    await database.rows(sql`
      with grp as (
        select t.trip_id, t.ticket_code, max(t.created_at) as created from tickets t
        where ${newPartnerTicketRule(partnerId)} group by t.trip_id, t.ticket_code
      ), kept as (
        -- The newest groups of upcoming departures stay unread.
        select g.trip_id, g.ticket_code from grp g join trips tr on tr.id = g.trip_id
        where tr.start_date >= ${today} order by g.created desc, g.ticket_code limit ${UNREAD_GROUPS}
      )
      insert into notification_reads (partner_id, ticket_id, created_at)
      select ${partnerId}, t.id, ${ctx.now} from tickets t
      where ${newPartnerTicketRule(partnerId)}
        and not exists (select 1 from kept k where k.trip_id = t.trip_id and k.ticket_code = t.ticket_code)
      on conflict do nothing`);
  }
}
