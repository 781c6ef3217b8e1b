import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoint, sendSmsEndpoint, topics, type TDashboardResponse, type TRealtimeEvent } from '@busdesk/api-contract';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { createBill, deliver, holdSeats, paymentOf, processed, webhookSecret } from '../test-support/payments-fixtures';
import { listenTo, waitFor, type Listener } from '../test-support/realtime-listener';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';
import type { TestApp } from '../test-support/test-app';

/**
 * A station's ADMIN sees its child agencies' sales, bills and messages on its dashboard (the reports' scope, ADR 0072),
 * so the dashboard follows them live (docs/adr/0120): every change that moves a child's figures sends the parent's
 * own topic a 'child-figures-changed' nudge naming the child, and nothing else of it — the child's tickets stay on the
 * child's topic. No other agency hears it: not a sibling, not the child of the parent's own sales, not another agency.
 */

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;
/** p-bxmd's ADMIN on its own tickets topic (the one its dashboard follows). */
let parent: Listener;
/** p-bxmd-moi's ADMIN on its own tickets topic. */
let child: Listener;
/** p-saoviet's ADMIN on its own topic, and asking for p-bxmd's (refused). */
let other: Listener;
const COMPANY = 'c-minhphat';
const PASSENGER = 'Khách Của Quầy Mới';

type Nudge = Extract<TRealtimeEvent, { type: 'child-figures-changed' }>;
const nudges = (l: Listener, topic?: string) =>
  l.received.filter((r) => r.event.type === 'child-figures-changed' && (!topic || r.topic === topic)).map((r) => r.event as Nudge);

const today = () => Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, ''));
async function parentDashboard(): Promise<TDashboardResponse> {
  const res = await post(dashboardEndpoint.path, tokens.admin!, { startDate: today(), endDate: today() });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: TDashboardResponse }).results;
}

/** Runs `act` as the child and answers the nudges the parent's topic got for it, once its changes are dispatched. */
async function nudgesFor(act: () => Promise<void>): Promise<Nudge[]> {
  await t.app.changes.dispatcher.idle();
  const before = nudges(parent).length;
  await act();
  await t.app.changes.dispatcher.idle();
  await waitFor(() => nudges(parent).length > before);
  return nudges(parent).slice(before);
}

const NUDGE: Nudge = { type: 'child-figures-changed', partnerIds: ['p-bxmd-moi'] };
/** The act's nudge (the hold sweeper may release an old hold of the child meanwhile: the same nudge again). */
function expectNudged(got: Nudge[]) {
  expect(got.length).toBeGreaterThanOrEqual(1);
  for (const nudge of got) expect(nudge).toEqual(NUDGE);
}

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'quaymoi', 'admin2']));
  parent = await listenTo(url, tokens.admin!, [topics.partnerTickets('p-bxmd')]);
  child = await listenTo(url, tokens.quaymoi!, [topics.partnerTickets('p-bxmd-moi')]);
  other = await listenTo(url, tokens.admin2!, [topics.partnerTickets('p-saoviet'), topics.partnerTickets('p-bxmd')]);
});
afterAll(() => stopLoopbackApp(t));

describe("a child agency's change tells its parent's dashboard (child-figures-changed on the parent's own topic)", () => {
  it('the ACL as it stands: the parent and the child each read their own topic, another agency not the parent’s', () => {
    expect(parent.granted).toEqual([0]);
    expect(child.granted).toEqual([0]);
    expect(other.granted).toEqual([0, 128]);
  });

  let booked: string[] = [];
  it("a child's booking: one nudge naming the child, no passenger data, and the parent's figures did move", async () => {
    const tripId = await createTrip(t.app);
    const figures = await parentDashboard();
    const got = await nudgesFor(async () => {
      const res = await post(PATHS.book, tokens.quaymoi!, {
        tripId,
        informationsBySeats: [seatBooking('A01', { fullName: PASSENGER, paidMoney: 350_000 }), seatBooking('A02', { fullName: PASSENGER, paidMoney: 350_000 })],
      });
      expect(res.statusCode, res.body).toBe(200);
      booked = ticketsOf(res).map((x) => x.ticketId);
    });
    expectNudged(got);
    expect(nudges(parent, 'partner/p-bxmd/tickets')).toHaveLength(nudges(parent).length);
    // The child's tickets travel on the child's topic only: the parent's topic carries no ticket of the child.
    expect(parent.received.some((r) => r.raw.includes(PASSENGER) || r.event.type === 'changed-tickets')).toBe(false);
    expect(child.received.some((r) => r.event.type === 'changed-tickets' && r.raw.includes(PASSENGER))).toBe(true);
    // What the nudge announces is true: the parent's dashboard counts the child's sale.
    const after = await parentDashboard();
    expect(after.sales.sold).toBe(figures.sales.sold + 2);
    expect(after.sales.paidMoney).toBe(figures.sales.paidMoney + 700_000);
  });

  it("a child's cancel", async () => {
    const figures = await parentDashboard();
    const got = await nudgesFor(async () => {
      const res = await post(PATHS.cancel, tokens.quaymoi!, { ticketIds: [booked[0]] });
      expect(res.statusCode, res.body).toBe(200);
    });
    expectNudged(got);
    expect((await parentDashboard()).sales.cancelled).toBe(figures.sales.cancelled + 1);
  });

  it("a child's message recorded (an SMS, kept by the local driver)", async () => {
    const figures = await parentDashboard();
    const got = await nudgesFor(async () => {
      const res = await post(sendSmsEndpoint.path, tokens.quaymoi!, { messageType: 1, ticketIds: [booked[1]] });
      expect(res.statusCode, res.body).toBe(200);
    });
    expectNudged(got);
    expect((await parentDashboard()).messages.sms.count).toBe(figures.messages.sms.count + 1);
  });

  it("a child's bank transfer that falls short (a payment change alone: a transfer to give back)", async () => {
    const tripId = await createTrip(t.app);
    const held = await holdSeats(t.app, tokens.quaymoi!, tripId, ['B01']);
    const bill = await createBill(t.app, tokens.quaymoi!, COMPANY, held.map((x) => x.ticketId));
    const figures = await parentDashboard();
    const got = await nudgesFor(async () => {
      const res = await deliver(t.app, { body: paymentOf(bill, COMPANY, bill.amount - 1_000), secret: await webhookSecret(t.app, COMPANY) });
      expect(res.statusCode, res.body).toBe(200);
      await processed(t.app);
    });
    expectNudged(got);
    expect((await parentDashboard()).bills.refundsToMake.count).toBe(figures.bills.refundsToMake.count + 1);
  });

  it("the parent's own sale nudges nobody (it has no parent); no other agency ever heard a nudge", async () => {
    const tripId = await createTrip(t.app);
    const parentNudges = nudges(parent).length;
    const res = await post(PATHS.book, tokens.staff!, { tripId, informationsBySeats: [seatBooking('A05', { paidMoney: 350_000 })] });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.changes.dispatcher.idle();
    // The control: the parent's own event did arrive, so a nudge would have had time to arrive too.
    await waitFor(() => parent.received.some((r) => r.event.type === 'changed-tickets'));
    expect(parent.received.some((r) => r.event.type === 'changed-tickets')).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(nudges(parent)).toHaveLength(parentNudges);
    expect(nudges(child)).toEqual([]);
    // Negative control: four changes of p-bxmd's child, one of p-bxmd itself, and p-saoviet heard none of them.
    expect(nudges(parent).length).toBeGreaterThanOrEqual(4);
    expect(nudges(other)).toEqual([]);
    expect(other.received.filter((r) => r.topic !== 'partner/p-saoviet/tickets')).toEqual([]);
  });
});
