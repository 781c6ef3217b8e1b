import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationCountEndpoint,
  notificationListEndpoint,
  notificationReadEndpoint,
  topics,
  type TFoundTicket,
  type TNotificationListResponse,
} from '@busdesk/api-contract';
import { listenTo, waitFor } from '../test-support/realtime-listener';
import { bearer, type TestApp } from '../test-support/test-app';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'quaymoi', 'admin2']));
});
afterAll(() => stopLoopbackApp(t));

async function list(token: string, body: object = {}): Promise<TNotificationListResponse> {
  const res = await post(notificationListEndpoint.path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: TNotificationListResponse }).results;
}
async function count(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: notificationCountEndpoint.path, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { count: number } }).results.count;
}
async function allPages(token: string, tab: string, pageSize: number): Promise<TFoundTicket[]> {
  const items: TFoundTicket[] = [];
  let nextPageToken: string | null = null;
  do {
    const page: TNotificationListResponse = await list(token, { tab, count: pageSize, nextPageToken });
    items.push(...page.tickets);
    nextPageToken = page.nextPageToken;
  } while (nextPageToken);
  return items;
}

/** One bell topic; `granted` says whether the broker let this user subscribe. */
async function listen(token: string, topic: string) {
  const { received, allGranted } = await listenTo(url, token, [topic]);
  return { received, granted: allGranted };
}

describe('the bell of the seeded demo', () => {
  it('counts the unread groups, split into the three tabs, each with its companies', async () => {
    const all = await list(tokens.admin!);
    expect(all.counts.all).toBeGreaterThan(0);
    expect(await count(tokens.admin!)).toBe(all.counts.all);
    expect(all.counts.usingApp + all.counts.notUsingApp).toBe(all.counts.all);
    expect(all.total).toBe(all.counts.all);
    expect(all.companies.reduce((n, c) => n + c.count, 0)).toBe(all.counts.all);
    for (const item of all.tickets) {
      expect(item).toMatchObject({ isPartnerRead: false });
      expect(item.listSeatId?.length).toBeGreaterThan(0);
      expect(item.routeName).toBeTruthy();
      expect(item.companyName).toBeTruthy();
    }
    for (const tab of ['usingApp', 'notUsingApp'] as const) {
      const page = await list(tokens.admin!, { tab, count: 100 });
      expect(page.total).toBe(all.counts[tab]);
      expect(page.tickets.every((x) => x.isNotUsingAV === (tab === 'notUsingApp'))).toBe(true);
      expect(page.companies.every((c) => c.isNotUsingAV === (tab === 'notUsingApp'))).toBe(true);
    }
  });

  it('pages with a token: every group once, newest first, the total unchanged', async () => {
    const whole = await list(tokens.admin!, { count: 100 });
    const paged = await allPages(tokens.admin!, 'all', 2);
    expect(paged.map((x) => x.ticketId)).toEqual(whole.tickets.map((x) => x.ticketId));
    const created = paged.map((x) => x.createdDate ?? 0);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const first = await list(tokens.admin!, { count: 1 });
    expect(first.nextPageToken === null).toBe(whole.tickets.length <= 1);
  });

  it('shows an agency only its own family: the other agency sees its app bookings, never the station’s', async () => {
    const bxmd = await allPages(tokens.admin!, 'all', 50);
    const saoviet = await allPages(tokens.admin2!, 'all', 50);
    expect(saoviet.length).toBeGreaterThan(0);
    const bxmdIds = new Set(bxmd.map((x) => x.ticketId));
    expect(saoviet.some((x) => bxmdIds.has(x.ticketId))).toBe(false);
    // A child agency does not see its parent's notifications.
    expect((await list(tokens.quaymoi!)).tickets.some((x) => bxmdIds.has(x.ticketId))).toBe(false);
  });
});

describe('live new partner tickets and mark read', () => {
  it('a child agency’s booking rings the parent’s bell (count, event) and nobody else’s; a counter sale does not', async () => {
    const tripId = await createTrip(t.app);
    const parent = await listen(tokens.admin!, topics.partnerNotifications('p-bxmd'));
    const other = await listen(tokens.admin2!, topics.partnerNotifications('p-saoviet'));
    expect(parent.granted).toBe(true);
    const before = await count(tokens.admin!);

    const own = await post(PATHS.book, tokens.staff!, { tripId, informationsBySeats: [seatBooking('A03', { paidMoney: 350_000 })] });
    expect(own.statusCode).toBe(200);
    const res = await post(PATHS.book, tokens.quaymoi!, {
      tripId,
      informationsBySeats: [seatBooking('A01', { fullName: 'Lý Thị Hoa', paidMoney: 350_000 }), seatBooking('A02', { fullName: 'Lý Thị Hoa', paidMoney: 350_000 })],
    });
    expect(res.statusCode).toBe(200);
    const booked = ticketsOf(res);
    await t.app.changes.dispatcher.idle();
    await waitFor(() => parent.received.length > 0);

    expect(parent.received).toHaveLength(1);
    const event = parent.received[0]!;
    expect(event.topic).toBe('partner/p-bxmd/notifications');
    expect(event.event.type).toBe('new-partner-tickets');
    const items = event.event.type === 'new-partner-tickets' ? event.event.tickets : [];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ ticketId: booked[0]!.ticketId, listSeatId: ['A01', 'A02'], fullName: 'Lý Thị Hoa', tripId });
    expect(await count(tokens.admin!)).toBe(before + 1);
    // Looking again announces nothing twice.
    await t.app.changes.dispatcher.idle();
    await new Promise((r) => setTimeout(r, 100));
    expect(parent.received).toHaveLength(1);
    expect(other.received, JSON.stringify(other.received)).toHaveLength(0);
  });

  it('marking read removes the whole group for the agency and tells every open bell; another agency gets 404', async () => {
    const tripId = await createTrip(t.app);
    const res = await post(PATHS.book, tokens.quaymoi!, {
      tripId,
      informationsBySeats: [seatBooking('B01', { paidMoney: 350_000 }), seatBooking('B02', { paidMoney: 350_000 })],
    });
    const booked = ticketsOf(res);
    // The bell consumer announces the booking (new-partner-tickets) before the bells listen: this test is about the read.
    await t.app.changes.dispatcher.idle();
    const bell = await listen(tokens.staff!, topics.partnerNotifications('p-bxmd'));
    const foreign = await listen(tokens.admin2!, topics.partnerNotifications('p-bxmd'));
    expect(foreign.granted).toBe(false);
    // A child agency may not listen to its parent's bell either.
    const child = await listen(tokens.quaymoi!, topics.partnerNotifications('p-bxmd'));
    expect(child.granted).toBe(false);
    const before = await count(tokens.admin!);

    const refused = await post(notificationReadEndpoint.path, tokens.admin2!, { ticketId: booked[0]!.ticketId });
    expect(refused.statusCode).toBe(404);
    expect(await count(tokens.admin!)).toBe(before);

    const read = await post(notificationReadEndpoint.path, tokens.admin!, { ticketId: booked[0]!.ticketId });
    expect(read.statusCode).toBe(200);
    // In seat order (B01, B02), as the group lists them.
    const ids = booked.map((x) => x.ticketId);
    expect((read.json() as { results: { ticketIds: string[]; count: number } }).results).toEqual({ ticketIds: ids, count: before - 1 });
    await waitFor(() => bell.received.length > 0);
    expect(bell.received[0]?.event).toEqual({ type: 'partner-tickets-read', ticketIds: ids });
    expect(foreign.received).toHaveLength(0);
    expect(child.received).toHaveLength(0);
    expect(await count(tokens.admin!)).toBe(before - 1);
    const remaining = await allPages(tokens.admin!, 'all', 50);
    expect(remaining.some((x) => ids.includes(x.ticketId))).toBe(false);
    // Reading it again is harmless; an unknown id is 404.
    expect((await post(notificationReadEndpoint.path, tokens.admin!, { ticketId: booked[1]!.ticketId })).statusCode).toBe(200);
    expect((await post(notificationReadEndpoint.path, tokens.admin!, { ticketId: 'tk-none' })).statusCode).toBe(404);
  });

  it('a cancelled new ticket leaves the bell', async () => {
    const tripId = await createTrip(t.app);
    const res = await post(PATHS.book, tokens.quaymoi!, { tripId, informationsBySeats: [seatBooking('A01', { paidMoney: 350_000 })] });
    expect(res.statusCode, res.body).toBe(200);
    const [ticket] = ticketsOf(res);
    const before = await count(tokens.admin!);
    const cancel = await post(PATHS.cancel, tokens.quaymoi!, { ticketIds: [ticket!.ticketId] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await count(tokens.admin!)).toBe(before - 1);
  });
});
