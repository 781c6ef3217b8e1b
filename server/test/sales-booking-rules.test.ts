import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, SEAT_LOCK_MS } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { activeTicketsOnSeat, createTrip, HOUR, messageOf, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.staff = await login(t.app, 'staff', 'staff123');
  tokens.quaymoi = await login(t.app, 'quaymoi', 'quaymoi123');
});
afterAll(() => t.close());

const book = (tripId: string, seats: ReturnType<typeof seatBooking>[], who = 'admin') => post(PATHS.book, tokens[who]!, { tripId, informationsBySeats: seats });
const refusal = async (res: Promise<Awaited<ReturnType<typeof post>>>) => {
  const r = await res;
  return [r.statusCode, messageOf(r)];
};

describe('trip windows and locks', () => {
  it('refuses a departed trip, a trip the agency locked for itself, and the lock-before-departure window', async () => {
    const departed = await createTrip(t.app, { tripStatus: 2 });
    expect(await refusal(book(departed, [seatBooking('A01')]))).toEqual([400, MSG.sales.tripDeparted]);
    const locked = await createTrip(t.app, { partnerLocks: [{ partnerId: 'p-bxmd', lockType: 1 }] });
    expect(await refusal(book(locked, [seatBooking('A01')]))).toEqual([400, MSG.sales.tripLocked]);
    // Another agency's lock and an unlocked entry do not stop this one.
    const othersLock = await createTrip(t.app, { partnerLocks: [{ partnerId: 'p-bxmd-moi', lockType: 1 }, { partnerId: 'p-bxmd', lockType: 0 }] });
    expect((await book(othersLock, [seatBooking('A01')])).statusCode).toBe(200);
    const closing = await createTrip(t.app, { startsIn: 10 * 60_000, timePartnerLockBooking: 15 * 60_000 });
    expect(await refusal(book(closing, [seatBooking('A01')]))).toEqual([400, MSG.sales.bookingLocked]);
    const open = await createTrip(t.app, { startsIn: 20 * 60_000, timePartnerLockBooking: 15 * 60_000 });
    expect((await book(open, [seatBooking('A01')])).statusCode).toBe(200);
  });

  it('enforces the windows on updates and cancels too (the trip moves closer after booking)', async () => {
    const tripId = await createTrip(t.app, { startsIn: 5 * HOUR });
    const [ticket] = ticketsOf(await book(tripId, [seatBooking('A02', { paidMoney: 100_000 })]));
    const move = (startsIn: number) => t.app.database.rows(sql`update trips set start_time = ${Date.now() + startsIn} where id = ${tripId}`);
    await move(HOUR); // inside the 2 h cancel window, outside the 15 min booking window
    expect(await refusal(post(PATHS.cancel, tokens.admin!, { ticketIds: [ticket!.ticketId] }))).toEqual([400, MSG.sales.cancelLocked]);
    expect((await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId: ticket!.ticketId, note: 'Đón sớm' }] })).statusCode).toBe(200);
    await move(10 * 60_000);
    expect(await refusal(post(PATHS.update, tokens.admin!, { tickets: [{ ticketId: ticket!.ticketId, note: 'Đón trễ' }] }))).toEqual([400, MSG.sales.bookingLocked]);
  });
});

describe('seats', () => {
  it('refuses unknown and non-sellable seats, duplicates, company-locked seats and seats already sold', async () => {
    const tripId = await createTrip(t.app, { lockSeat: [{ seatId: 'B11' }] });
    expect(await refusal(book(tripId, [seatBooking('TX')]))).toEqual([400, MSG.sales.seatNotSellable('TX')]);
    expect(await refusal(book(tripId, [seatBooking('Z99')]))).toEqual([400, MSG.sales.seatNotSellable('Z99')]);
    expect(await refusal(book(tripId, [seatBooking('A01'), seatBooking('A01')]))).toEqual([400, MSG.sales.duplicateSeats]);
    expect(await refusal(book(tripId, [seatBooking('A01'), seatBooking('B11')]))).toEqual([409, MSG.server.seatConflict('B11')]);
    expect((await book(tripId, [seatBooking('A01')])).statusCode).toBe(200);
    const taken = await book(tripId, [seatBooking('A02'), seatBooking('A01')], 'quaymoi');
    expect([taken.statusCode, messageOf(taken)]).toEqual([409, MSG.server.seatConflict('A01')]);
    expect(taken.json().results.seatIds).toEqual(['A01']);
    // All or nothing: A02 was not booked either.
    expect(await activeTicketsOnSeat(t.app, tripId, 'A02')).toHaveLength(0);
  });

  it("refuses seats in another user's unexpired real-time lock, not in the user's own or an expired one", async () => {
    const tripId = await createTrip(t.app);
    const now = Date.now();
    await t.app.database.rows(sql`
      insert into seat_locks (id, trip_id, list_seat_id, partner_id, user_id, created_at, expires_at) values
        (${`sl:${tripId}:u-staff`}, ${tripId}, array['A03','A04']::text[], 'p-bxmd', 'u-staff', ${now}, ${now + SEAT_LOCK_MS}),
        (${`sl:${tripId}:u-quaymoi`}, ${tripId}, array['A05']::text[], 'p-bxmd-moi', 'u-quaymoi', ${now - SEAT_LOCK_MS}, ${now - 1})`);
    // Same agency, another user: still refused.
    expect(await refusal(book(tripId, [seatBooking('A04')]))).toEqual([409, MSG.server.seatConflict('A04')]);
    expect((await book(tripId, [seatBooking('A05')])).statusCode).toBe(200);
    // The holder books its own locked seat; the seat leaves the lock.
    expect((await book(tripId, [seatBooking('A03')], 'staff')).statusCode).toBe(200);
    const [lock] = await t.app.database.rows<{ list_seat_id: string[] }>(sql`select list_seat_id from seat_locks where id = ${`sl:${tripId}:u-staff`}`);
    expect(lock?.list_seat_id).toEqual(['A04']);
  });
});

describe('passenger and points', () => {
  it('needs an address for home pick-up and drop-off and a transshipment for type 3', async () => {
    const tripId = await createTrip(t.app);
    const cases: Array<[Partial<ReturnType<typeof seatBooking>>, string]> = [
      [{ pointUp: { id: 'pt-mdong', pointType: 1 } }, MSG.sales.homeUpAddressRequired],
      [{ pointDown: { id: 'pt-dalat', pointType: 1, address: '  ' } }, MSG.sales.homeDownAddressRequired],
      [{ pointUp: { id: 'pt-mdong', pointType: 3 } }, MSG.sales.transshipUpRequired],
      [{ pointDown: { id: 'pt-dalat', pointType: 3 } }, MSG.sales.transshipDownRequired],
      [{ pointUp: { id: 'pt-mdong', pointType: 3, transshipmentId: 'ts-dalat-center' } }, MSG.sales.transshipmentInvalid],
      [{ pointUp: { id: 'pt-dalat', pointType: 0 }, pointDown: { id: 'pt-mdong', pointType: 0 } }, MSG.sales.pointOrderInvalid],
      [{ surcharges: ['sc-nope'] }, MSG.sales.surchargeInvalid],
    ];
    for (const [over, message] of cases) expect(await refusal(book(tripId, [seatBooking('A06', over)]))).toEqual([400, message]);
  });

  it('stores the address of home and roadside points, and no transshipment once the type is not 3', async () => {
    const tripId = await createTrip(t.app);
    const res = await book(tripId, [
      seatBooking('A07', {
        pointUp: { id: 'pt-mdong', pointType: 1, address: '45 Lê Lợi, Quận 1', transshipmentId: 'ts-thuduc' },
        pointDown: { id: 'pt-dalat', pointType: 3, transshipmentId: 'ts-dalat-center' },
      }),
    ]);
    expect(res.statusCode).toBe(200);
    const [ticket] = ticketsOf(res);
    expect(ticket).toMatchObject({ pointUpType: 1, addressUp: '45 Lê Lợi, Quận 1', transShipUpId: null, pointDownType: 3, transShipDownId: 'ts-dalat-center', agencyPrice: 350_000 });
    expect(ticket!.pointUp).toMatchObject({ pointType: 1, transshipmentId: null });
  });

  it('refuses a malformed phone with the seed text, strips a leading plus, and honours the partner pointType list', async () => {
    const tripId = await createTrip(t.app);
    expect(await refusal(book(tripId, [seatBooking('A08', { phoneNumber: '09-12' })]))).toEqual([400, MSG.sales.phoneInvalid]);
    expect(await refusal(book(tripId, [seatBooking('A08', { ordererPhoneNumber: '+84 90 123 4567' })]))).toEqual([400, MSG.sales.phoneInvalid]);
    await t.app.database.rows(sql`update partners set config = ${JSON.stringify({ pointType: [{ value: 0, label: 'Tại bến' }, { value: 1, label: 'Tại nhà' }] })} where id = 'p-bxmd-moi'`);
    const roadside = { pointDown: { id: 'pt-dalat', pointType: 2, address: 'Ngã ba Madagui' } };
    expect(await refusal(book(tripId, [seatBooking('A08', roadside)], 'quaymoi'))).toEqual([400, MSG.sales.pointTypeNotAllowed]);
    const ok = await book(tripId, [seatBooking('A08', { ...roadside, phoneNumber: '(090) 123-4567' })]);
    expect(ok.statusCode).toBe(200);
    expect(ticketsOf(ok)[0]).toMatchObject({ phoneNumber: '(090) 123-4567', pointDownType: 2, addressDown: 'Ngã ba Madagui' });
  });
});

describe('money and holds', () => {
  it('refuses a stale client price (409), a payment above the price, and a hold on a trip that allows none', async () => {
    const tripId = await createTrip(t.app);
    const stale = await book(tripId, [seatBooking('A09', { agencyPrice: 340_000 })]);
    expect([stale.statusCode, messageOf(stale)]).toEqual([409, MSG.sales.priceChanged('A09')]);
    expect(await refusal(book(tripId, [seatBooking('A09', { paidMoney: 350_001 })]))).toEqual([400, MSG.sales.paidOverPrice]);
    const noHold = await createTrip(t.app, { timePartnerHolder: 0 });
    expect(await refusal(book(noHold, [seatBooking('A09', { paidMoney: 100_000 })]))).toEqual([400, MSG.sales.holdNotAllowed]);
    expect(ticketsOf(await book(noHold, [seatBooking('A09', { paidMoney: 350_000 })]))[0]!.ticketStatus).toBe(3);
  });

  it('keeps a shorter requested hold and caps a longer one at timePartnerHolder', async () => {
    const tripId = await createTrip(t.app, { timePartnerHolder: 30 * 60_000 });
    const before = Date.now();
    const [short] = ticketsOf(await book(tripId, [seatBooking('A10', { overTime: before + 10 * 60_000 })]));
    expect(short!.overTime).toBe(before + 10 * 60_000);
    const [long] = ticketsOf(await book(tripId, [seatBooking('A11', { overTime: before + 3 * HOUR })]));
    expect(long!.overTime).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  });

  it('releases an expired zero-paid hold before booking; a hold with a deposit keeps its seat', async () => {
    const tripId = await createTrip(t.app);
    const [free] = ticketsOf(await book(tripId, [seatBooking('B01')]));
    const [deposit] = ticketsOf(await book(tripId, [seatBooking('B02', { paidMoney: 100_000 })]));
    await t.app.database.rows(sql`update tickets set over_time = ${Date.now() - 1000} where id in (${free!.ticketId}, ${deposit!.ticketId})`);
    expect((await book(tripId, [seatBooking('B01')], 'quaymoi')).statusCode).toBe(200);
    expect(await refusal(book(tripId, [seatBooking('B02')], 'quaymoi'))).toEqual([409, MSG.server.seatConflict('B02')]);
    // The released hold is history now: no edit, no cancel.
    expect(await refusal(post(PATHS.update, tokens.admin!, { tickets: [{ ticketId: free!.ticketId, paidMoney: 350_000 }] }))).toEqual([400, MSG.sales.ticketNotEditable]);
    expect(await refusal(post(PATHS.cancel, tokens.admin!, { ticketIds: [free!.ticketId] }))).toEqual([400, MSG.sales.ticketNotEditable]);
  });
});

describe('editing rules', () => {
  it('keeps the transshipment when editing: changing or adding one is refused, leaving type 3 drops it', async () => {
    const tripId = await createTrip(t.app);
    const [ticket] = ticketsOf(await book(tripId, [seatBooking('B03', { pointUp: { id: 'pt-mdong', pointType: 3, transshipmentId: 'ts-thuduc' } })]));
    const ticketId = ticket!.ticketId;
    expect(ticket!.agencyPrice).toBe(370_000);
    const change = { tickets: [{ ticketId, pointUp: { id: 'pt-mdong', pointType: 3, transshipmentId: 'ts-q1' } }] };
    expect(await refusal(post(PATHS.update, tokens.admin!, change))).toEqual([400, MSG.sales.transshipmentNotChangeable]);
    const add = { tickets: [{ ticketId, pointDown: { id: 'pt-dalat', pointType: 3, transshipmentId: 'ts-dalat-center' } }] };
    expect(await refusal(post(PATHS.update, tokens.admin!, add))).toEqual([400, MSG.sales.transshipmentNotChangeable]);
    // Same transshipment (or none sent) with type 3 is not a change.
    const same = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, pointUp: { id: 'pt-mdong', pointType: 3 }, note: 'Giữ nguyên' }] });
    expect(ticketsOf(same)[0]).toMatchObject({ transShipUpId: 'ts-thuduc', agencyPrice: 370_000, note: 'Giữ nguyên' });
    const leave = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, pointUp: { id: 'pt-mdong', pointType: 0 } }] });
    expect(ticketsOf(leave)[0]).toMatchObject({ pointUpType: 0, transShipUpId: null, agencyPrice: 350_000 });
  });

  it('applies the booking checks on update: phone, address, status', async () => {
    const tripId = await createTrip(t.app);
    const [ticket] = ticketsOf(await book(tripId, [seatBooking('B04')]));
    const ticketId = ticket!.ticketId;
    expect(await refusal(post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, phoneNumber: '123' }] }))).toEqual([400, MSG.sales.phoneInvalid]);
    expect(await refusal(post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, pointDown: { id: 'pt-dalat', pointType: 1 } }] }))).toEqual([
      400,
      MSG.sales.homeDownAddressRequired,
    ]);
    expect(await refusal(post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, ticketStatus: 0 }] }))).toEqual([400, MSG.server.invalidField('ticketStatus')]);
    const phone = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, phoneNumber: '+84912345678' }] });
    expect(ticketsOf(phone)[0]!.phoneNumber).toBe('84912345678');
  });
});
