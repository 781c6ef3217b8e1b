import type { TFoundTicket, TNotificationCompany, TNotificationListResponse, TNotificationTab, TRealtimeEventOf } from '@busdesk/api-contract';

/** What the popover shows for one tab: the loaded groups and the server's numbers. */
export interface FeedState {
  tab: TNotificationTab;
  tickets: TFoundTicket[];
  total: number;
  counts: TNotificationListResponse['counts'];
  companies: TNotificationCompany[];
  nextPageToken: string | null;
}

export const inTab = (tab: TNotificationTab, ticket: Pick<TFoundTicket, 'isNotUsingAV'>): boolean =>
  tab === 'all' || (tab === 'notUsingApp') === (ticket.isNotUsingAV ?? false);

export function feedFromPage(tab: TNotificationTab, page: TNotificationListResponse): FeedState {
  return { tab, tickets: page.tickets, total: page.total, counts: page.counts, companies: page.companies, nextPageToken: page.nextPageToken };
}

/** The next page appended; a group already shown (it moved up meanwhile) is not shown twice. */
export function appendPage(state: FeedState, page: TNotificationListResponse): FeedState {
  const known = new Set(state.tickets.map((t) => t.ticketId));
  return { ...feedFromPage(state.tab, page), tickets: [...state.tickets, ...page.tickets.filter((t) => !known.has(t.ticketId))] };
}

/** The numbers of a fresh first page, keeping the groups already loaded. */
export const withNumbers = (state: FeedState, page: TNotificationListResponse): FeedState => ({
  ...state,
  total: page.total,
  counts: page.counts,
  companies: page.companies,
});

/**
 * A live event applied at once (the numbers follow from the server a moment later): new groups of this tab go on
 * top, read ones leave. A read event names every ticket of a group; a group is shown by its first ticket.
 */
export function applyEvent(state: FeedState, event: TRealtimeEventOf<'new-partner-tickets'> | TRealtimeEventOf<'partner-tickets-read'>): FeedState {
  if (event.type === 'partner-tickets-read') {
    const read = new Set(event.ticketIds);
    const tickets = state.tickets.filter((t) => !read.has(t.ticketId));
    const removed = state.tickets.length - tickets.length;
    return removed === 0 ? state : { ...state, tickets, total: Math.max(0, state.total - removed) };
  }
  const known = new Set(state.tickets.map((t) => t.ticketId));
  const fresh = event.tickets.filter((t) => !known.has(t.ticketId) && inTab(state.tab, t));
  if (fresh.length === 0) return state;
  const companies = [...state.companies];
  for (const t of fresh) {
    const i = companies.findIndex((c) => c.companyId === t.companyId);
    const c = companies[i];
    if (c) companies[i] = { ...c, count: c.count + 1 };
    else companies.push({ companyId: t.companyId ?? '', companyName: t.companyName ?? '', isNotUsingAV: t.isNotUsingAV ?? false, count: 1 });
  }
  return { ...state, tickets: [...fresh, ...state.tickets], total: state.total + fresh.length, companies };
}

export interface CompanyGroup {
  companyId: string;
  companyName: string;
  /** Unread groups of the company in this tab, loaded or not (the badge). */
  count: number;
  tickets: TFoundTicket[];
}

/** Loaded groups by company, companies in the order their newest group appears. */
export function groupByCompany(state: Pick<FeedState, 'tickets' | 'companies'>): CompanyGroup[] {
  const groups = new Map<string, CompanyGroup>();
  for (const t of state.tickets) {
    const id = t.companyId ?? '';
    let g = groups.get(id);
    if (!g) {
      const known = state.companies.find((c) => c.companyId === id);
      g = { companyId: id, companyName: known?.companyName ?? t.companyName ?? '', count: known?.count ?? 0, tickets: [] };
      groups.set(id, g);
    }
    g.tickets.push(t);
  }
  for (const g of groups.values()) g.count = Math.max(g.count, g.tickets.length);
  return [...groups.values()];
}
