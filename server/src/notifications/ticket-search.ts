import { sql, type SQL } from 'drizzle-orm';
import { normalizePhone, TICKET_SEARCH_LIMIT, type TFoundTicket } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { bankQrTransactions, payments } from '../db/schema/index';
import { inList } from '../db/sql';
import { foldText } from '../sales/search-text';
import { foundTicketColumns, foundTicketJoins, isNotUsingAvColumn, toFoundTicket, type FoundTicketRow } from './found-ticket-rows';

/** Vietnamese letters, lower case; their upper-case forms are derived. */
const LETTERS = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
/** Combining marks a decomposed (NFD) name carries after a letter. */
const MARKS = '[\u0300-\u036f]*';

/** Every way a folded letter may be written: both cases, each diacritic ('a' → [aAàÀáÁ…]). */
const VARIANTS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string[]>();
  for (const ch of [...LETTERS, ...LETTERS.toUpperCase()]) {
    const base = foldText(ch);
    map.set(base, [...(map.get(base) ?? [base, base.toUpperCase()]), ch]);
  }
  return new Map([...map].map(([base, chars]) => [base, [...new Set(chars)].join('')]));
})();

/**
 * A regular expression that finds the folded words in a stored name, whatever its case, diacritics or Unicode form:
 * 'anh tu' → '[aA…][\u0300-\u036f]*[nN]…\s+[tT]…'. The embedded database has no `unaccent` (PGlite), and folding
 * every row in SQL (translate) cost seconds on a large agency; one regex is compiled once per query and matches
 * the stored text as it is, on PGlite and PostgreSQL alike, whatever the collation.
 */
export function nameRegex(folded: string): string {
  let out = '';
  for (const ch of folded) {
    if (ch === ' ') out += '\\s+';
    else if (/[a-z]/.test(ch)) out += `[${VARIANTS.get(ch) ?? `${ch}${ch.toUpperCase()}`}]${MARKS}`;
    else out += ch.replace(/[.*+?^${}()|[\]\\-]/g, (c) => `\\${c}`);
  }
  return out;
}

/** Tickets a bank QR bill or a payment with this bill number paid (the VietQR purpose field carries it). */
async function billTicketIds(database: Database, partnerId: string, keyword: string): Promise<string[]> {
  const bills = [...new Set([keyword, keyword.toUpperCase()])];
  const qr = await database.rows<Pick<SqlRow<typeof bankQrTransactions>, 'ticket_infos'>>(sql`
    select ticket_infos from bank_qr_transactions where bill_number in ${inList(bills)} and (partner_id = ${partnerId} or partner_id is null)`);
  const paid = await database.rows<Pick<SqlRow<typeof payments>, 'ticket_ids'>>(sql`
    select ticket_ids from payments where partner_id = ${partnerId} and bill_number in ${inList(bills)}`);
  const ids = new Set<string>();
  for (const row of qr) {
    try {
      const infos: unknown = JSON.parse(row.ticket_infos);
      if (Array.isArray(infos)) {
        for (const info of infos) {
          const id: unknown = info && typeof info === 'object' ? (info as { ticketId?: unknown }).ticketId : undefined;
          if (typeof id === 'string') ids.add(id);
        }
      }
    } catch {
      // A malformed ticketInfos text finds nothing rather than failing the search.
    }
  }
  for (const row of paid) for (const id of row.ticket_ids ?? []) ids.add(id);
  return [...ids];
}

/** The stored forms a typed phone may take: '0…' (normalised) and '84…' (a '+84' typed at the counter keeps its 84). */
function phonePatterns(keyword: string): string[] {
  if (!/^[+\d\s().-]+$/.test(keyword)) return [];
  const prefix = normalizePhone(keyword);
  if (prefix.length < 4) return [];
  return [`${prefix}%`, `84${prefix.slice(1)}%`];
}

/**
 * Quick search (002 §2): the agency's own tickets on the routes the user sells whose phone (passenger or orderer)
 * starts with the typed digits, whose name (passenger or orderer) contains the typed words without regard to case or
 * diacritics, whose ticket code is the keyword, or that a bank QR bill with this number paid. Newest departure first,
 * at most TICKET_SEARCH_LIMIT; cancelled tickets included so the dialog can say so.
 */
export async function searchTickets(
  database: Database,
  scope: { partnerId: string; routeIds: readonly string[] },
  keyword: string,
): Promise<TFoundTicket[]> {
  const kw = keyword.trim();
  if (kw === '' || scope.routeIds.length === 0) return [];
  const matches: SQL[] = [sql`t.ticket_code = ${kw}`];
  const phones = phonePatterns(kw);
  for (const p of phones) matches.push(sql`t.phone_number like ${p}`, sql`t.orderer_phone_number like ${p}`);
  const folded = foldText(kw);
  if (/[a-z]/.test(folded)) {
    const pattern = nameRegex(folded);
    matches.push(sql`t.full_name ~ ${pattern}`, sql`t.orderer ~ ${pattern}`);
  }
  const billIds = await billTicketIds(database, scope.partnerId, kw);
  if (billIds.length) matches.push(sql`t.id in ${inList(billIds)}`);

  const rows = await database.rows<FoundTicketRow>(sql`
    select ${foundTicketColumns}, ${isNotUsingAvColumn} as is_not_using_av
    from tickets t ${foundTicketJoins(scope.partnerId)}
    where t.partner_id = ${scope.partnerId} and t.route_id in ${inList(scope.routeIds)}
      and (${sql.join(matches, sql` or `)})
    order by tr.start_time desc, t.trip_id, t.seat_id, t.created_at desc
    limit ${TICKET_SEARCH_LIMIT}`);
  return rows.map((r) => toFoundTicket(r));
}
