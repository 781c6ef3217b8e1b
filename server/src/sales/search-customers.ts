import { sql } from 'drizzle-orm';
import { normalizePhone, type TCustomerMatch } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { tickets as ticketsTable } from '../db/schema/index';
import type { TicketsRepository } from '../repositories/tickets-repository';

/** How many of a customer's latest tickets come with a match (the form prefills from the first). */
export const CUSTOMER_TICKETS_SHOWN = 3;
const MAX_OFFSET = 10_000;

/**
 * The booking form's phone autocomplete: distinct phones of the agency's own tickets that start with the typed
 * digits, the most recently used first, each with its latest tickets. Another agency's customers are never
 * searched. A companyId narrows to that company's customers (the seed's 'companyCustomer').
 */
export async function searchCustomers(
  { database, tickets: ticketsRepo }: { database: Database; tickets: TicketsRepository },
  partnerId: string,
  input: { phoneNumber: string; page: number; count: number; companyId?: string | null | undefined },
): Promise<TCustomerMatch[]> {
  // The typed digits in the stored form, so '+84 912' finds '0912…' (rules/phone.ts).
  const prefix = normalizePhone(input.phoneNumber);
  const offset = input.page * input.count;
  // Nobody pages this far through five-at-a-time suggestions; a huge offset would only overflow int8.
  if (prefix === '' || !Number.isSafeInteger(offset) || offset > MAX_OFFSET) return [];
  const byCompany = input.companyId ? sql`and t.company_id = ${input.companyId}` : sql``;
  // `like` never matches a null phone; last_created is the max over a non-empty group.
  const phones = await database.rows<{
    phone_number: NonNullable<SqlRow<typeof ticketsTable>['phone_number']>;
    last_created: SqlRow<typeof ticketsTable>['created_at'];
  }>(sql`
    select t.phone_number, max(t.created_at) as last_created from tickets t
    where t.partner_id = ${partnerId} and t.phone_number like ${`${prefix}%`} ${byCompany}
    group by t.phone_number
    order by last_created desc, t.phone_number
    limit ${input.count} offset ${offset}`);
  const matches: TCustomerMatch[] = [];
  for (const { phone_number: phone } of phones) {
    const tickets = await ticketsRepo.select(
      sql`t.id in (select k.id from tickets k where k.partner_id = ${partnerId} and k.phone_number = ${phone}
        ${input.companyId ? sql`and k.company_id = ${input.companyId}` : sql``}
        order by k.created_at desc, k.id desc limit ${CUSTOMER_TICKETS_SHOWN})`,
      sql`t.created_at desc, t.id desc`,
    );
    const latest = tickets[0];
    matches.push({ companyCustomer: { fullName: latest?.fullName ?? null, phoneNumber: phone, email: latest?.email ?? null }, tickets });
  }
  return matches;
}
