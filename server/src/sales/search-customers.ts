import { sql } from 'drizzle-orm';
import type { TCustomerMatch } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { TicketsRepository } from '../repositories/tickets-repository';

/** How many of a customer's latest tickets come with a match (the form prefills from the first). */
export const CUSTOMER_TICKETS_SHOWN = 3;
const MAX_OFFSET = 10_000;

/**
 * The digits a stored phone starts with, from what the counter typed: separators dropped, +84 / 0084 / 84
 * turned into the stored '0…' form (ARCHITECTURE §4). An empty answer means nothing to search for.
 */
export function phonePrefix(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const national = trimmed.startsWith('00') ? digits.slice(2) : digits;
  if (national.startsWith('84') && (international || national.length >= 11)) return `0${national.slice(2)}`;
  if (international) return national;
  return digits.startsWith('0') ? digits : `0${digits}`;
}

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
  const prefix = phonePrefix(input.phoneNumber);
  const offset = input.page * input.count;
  // Nobody pages this far through five-at-a-time suggestions; a huge offset would only overflow int8.
  if (prefix === '' || !Number.isSafeInteger(offset) || offset > MAX_OFFSET) return [];
  const byCompany = input.companyId ? sql`and t.company_id = ${input.companyId}` : sql``;
  const phones = await database.rows<{ phone_number: string; last_created: number }>(sql`
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
