import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, TicketLogAction, tripTicketsEndpoint } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, DAY, HOUR, messageOf, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.quaymoi = await login(t.app, 'quaymoi', 'quaymoi123');
  tokens.admin2 = await login(t.app, 'admin2', 'admin123');
});
afterAll(() => t.close());

describe('calculate price', () => {
  it('prices the leg, the transshipments and the surcharges per seat', async () => {
    const tripId = await createTrip(t.app);
    const res = await post(PATHS.price, tokens.admin!, {
      tripId,
      pointUpId: 'pt-mdong',
      pointDownId: 'pt-dalat',
      seatIds: ['A01', 'A02'],
      seatDetails: [{ seatId: 'A02', surcharge: ['sc-minhphat-1', 'sc-minhphat-3', 'sc-minhphat-2'], transhipmentPointUpId: 'ts-thuduc' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.seatPrice).toEqual([
      { seatId: 'A01', originalTicketPrice: 350_000, transshipmentPrice: 0, surchargePrice: 0, agencyPrice: 350_000 },
      { seatId: 'A02', originalTicketPrice: 350_000, transshipmentPrice: 20_000, surchargePrice: 30_000, agencyPrice: 400_000 },
    ]);
    const leg = await post(PATHS.price, tokens.admin!, { tripId, pointUpId: 'pt-baoloc', pointDownId: 'pt-dalat', seatIds: ['A01'] });
    expect(leg.json().results.seatPrice[0].agencyPrice).toBe(100_000);
  });

  it('refuses a reversed leg, an unknown surcharge and another route’s trip', async () => {
    const tripId = await createTrip(t.app);
    const reversed = await post(PATHS.price, tokens.admin!, { tripId, pointUpId: 'pt-dalat', pointDownId: 'pt-mdong', seatIds: ['A01'] });
    expect([reversed.statusCode, messageOf(reversed)]).toEqual([400, MSG.sales.pointOrderInvalid]);
    const unknown = await post(PATHS.price, tokens.admin!, {
      tripId,
      pointUpId: 'pt-mdong',
      pointDownId: 'pt-dalat',
      seatIds: ['A01'],
      seatDetails: [{ seatId: 'A01', surcharge: ['sc-saonam-1'] }],
    });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([400, MSG.sales.surchargeInvalid]);
    const foreign = await post(PATHS.price, tokens.admin2!, { tripId, pointUpId: 'pt-mdong', pointDownId: 'pt-dalat', seatIds: ['A01'] });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('book, pay, update, cancel, history', () => {
  it('books a group hold: one ticketCode, server price, capped overTime, seller and agency, a BOOK log per ticket', async () => {
    const tripId = await createTrip(t.app);
    const before = Date.now();
    const res = await post(PATHS.book, tokens.admin!, {
      tripId,
      informationsBySeats: [
        seatBooking('A01', { phoneNumber: '+84901234567', agencyPrice: 350_000, paidMoney: 100_000, overTime: before + 5 * HOUR, note: 'Hành lý lớn' }),
        seatBooking('A02', { fullName: 'Trần Thị Bình', pointUp: { id: 'pt-mdong', pointType: 3, transshipmentId: 'ts-thuduc' } }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const { ticketCode, tickets } = res.json().results as { ticketCode: string; tickets: ReturnType<typeof ticketsOf> };
    expect(tickets.map((x) => x.seatId)).toEqual(['A01', 'A02']);
    expect(new Set(tickets.map((x) => x.ticketCode))).toEqual(new Set([ticketCode]));
    const [a, b] = tickets as [(typeof tickets)[0], (typeof tickets)[0]];
    expect(a).toMatchObject({ ticketStatus: 2, agencyPrice: 350_000, paidMoney: 100_000, phoneNumber: '84901234567', note: 'Hành lý lớn' });
    expect(a).toMatchObject({ sellerId: 'u-admin', seller: { fullName: 'Nguyễn Văn Quản' }, agency: 'Bến xe Miền Đông', partnerId: 'p-bxmd', userPartnerId: 'u-admin' });
    // Requested five hours; the trip lets an agency hold 30 minutes.
    expect(a.overTime).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(a.overTime).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(b).toMatchObject({ agencyPrice: 370_000, pointUpType: 3, transShipUpId: 'ts-thuduc' });
    expect(b.pointUp).toMatchObject({ id: 'pt-mdong', pointType: 3, transshipmentId: 'ts-thuduc', transshipmentPrice: 20_000 });
    // The answer is built from the inserted rows: it must equal what a later read of the same tickets gives.
    const reread = await post(PATHS.update, tokens.admin!, { tickets: tickets.map((x) => ({ ticketId: x.ticketId })) });
    expect(ticketsOf(reread)).toEqual(tickets);
    const [platform] = await t.app.database.rows<{ platform: number }>(sql`select platform from tickets where id = ${a.ticketId}`);
    expect(platform?.platform).toBe(5);

    const log = await post(PATHS.log, tokens.admin!, { ticketId: a.ticketId });
    const logs = log.json().results.logs as Array<{ logType: number; createdUserName: string; logs: Array<{ field: string; value: unknown }> }>;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ logType: TicketLogAction.BOOK, createdUserName: 'Nguyễn Văn Quản' });
    const fields = Object.fromEntries(logs[0]!.logs.map((l) => [l.field, l.value]));
    expect(fields).toMatchObject({ seatIds: 'A01', fullName: 'Nguyễn Văn An', phoneNumber: '84901234567', note: 'Hành lý lớn', ticketStatus: 2, agencyPrice: 350_000, paidMoney: 100_000, agency: 'Bến xe Miền Đông' });
    expect(fields.pointUp).toContain('Miền Đông');
    expect(fields.routeInfo).toBe('Bến xe Miền Đông - Đà Lạt');
  });

  it('book-and-pay: paid equal to the price is status 3 with no hold deadline', async () => {
    const tripId = await createTrip(t.app);
    const res = await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('B01', { paidMoney: 350_000 })] });
    expect(res.statusCode).toBe(200);
    expect(ticketsOf(res)[0]).toMatchObject({ ticketStatus: 3, paidMoney: 350_000, overTime: null });
  });

  it('takes an extra payment, then marks paid; a paid ticket is closed for editing; money never goes down', async () => {
    const tripId = await createTrip(t.app);
    const [ticket] = ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A03', { paidMoney: 50_000 })] }));
    const ticketId = ticket!.ticketId;
    const more = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, paidMoney: 150_000, note: 'Thu thêm' }] });
    expect(more.statusCode).toBe(200);
    expect(ticketsOf(more)[0]).toMatchObject({ paidMoney: 150_000, ticketStatus: 2, note: 'Thu thêm' });
    const less = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, paidMoney: 100_000 }] });
    expect([less.statusCode, messageOf(less)]).toEqual([400, MSG.sales.paidDecreased]);
    const over = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, paidMoney: 400_000 }] });
    expect([over.statusCode, messageOf(over)]).toEqual([400, MSG.sales.paidOverPrice]);
    const paid = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, ticketStatus: 3 }] });
    expect(ticketsOf(paid)[0]).toMatchObject({ ticketStatus: 3, paidMoney: 350_000 });
    const edit = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, fullName: 'Người khác' }] });
    expect([edit.statusCode, messageOf(edit)]).toEqual([400, MSG.sales.paidTicketReadOnly]);
    // Sending the flags (or unchanged values) to a paid ticket is not an edit.
    const flags = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, sendSMS: true, fullName: 'Nguyễn Văn An' }] });
    expect(flags.statusCode).toBe(200);
    // The flag sends the SMS after the update (issue 5), which the history records too.
    await t.app.messaging.idle();
    const logs = (await post(PATHS.log, tokens.admin!, { ticketId })).json().results.logs as Array<{ logType: number }>;
    expect(logs.map((l) => l.logType)).toEqual([TicketLogAction.BOOK, TicketLogAction.PAY, TicketLogAction.PAY, TicketLogAction.SEND_SMS]);
  });

  it('recomputes the price when surcharges or points change, and checks the client’s price', async () => {
    const tripId = await createTrip(t.app);
    const [ticket] = ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A04')] }));
    const ticketId = ticket!.ticketId;
    const res = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, surcharges: ['sc-minhphat-1'], agencyPrice: 400_000 }] });
    expect(res.statusCode).toBe(200);
    expect(ticketsOf(res)[0]).toMatchObject({ agencyPrice: 400_000, surchargePrice: 50_000, surcharges: [{ id: 'sc-minhphat-1', mode: 1 }] });
    const stale = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, pointDown: { id: 'pt-baoloc', pointType: 0 }, agencyPrice: 400_000 }] });
    expect([stale.statusCode, messageOf(stale)]).toEqual([409, MSG.sales.priceChanged('A04')]);
    const shorter = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId, pointDown: { id: 'pt-baoloc', pointType: 1, address: '12 Trần Phú, Bảo Lộc' } }] });
    expect(ticketsOf(shorter)[0]).toMatchObject({ agencyPrice: 300_000, pointDownType: 1, addressDown: '12 Trần Phú, Bảo Lộc' });
  });

  it('records the seller’s commission (the employee’s percent of the price) and keeps the rate when re-priced', async () => {
    const commissionOf = async (ticketId: string) =>
      Number((await t.app.database.rows<{ commission: number }>(sql`select commission from tickets where id = ${ticketId}`))[0]?.commission);
    const tripId = await createTrip(t.app);
    // admin sells at 5 % (seed), quaymoi (a sub-agency's clerk without a rate) at 0.
    const [mine] = ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A05')] }));
    const [theirs] = ticketsOf(await post(PATHS.book, tokens.quaymoi!, { tripId, informationsBySeats: [seatBooking('A06')] }));
    expect(await commissionOf(mine!.ticketId)).toBe(17_500);
    expect(await commissionOf(theirs!.ticketId)).toBe(0);
    const repriced = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId: mine!.ticketId, surcharges: ['sc-minhphat-1'], agencyPrice: 400_000 }] });
    expect(repriced.statusCode).toBe(200);
    expect(await commissionOf(mine!.ticketId)).toBe(20_000);
  });

  it('a group edit is all-or-nothing', async () => {
    const tripId = await createTrip(t.app);
    const group = ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A05'), seatBooking('A06')] }));
    const res = await post(PATHS.update, tokens.admin!, {
      tickets: [
        { ticketId: group[0]!.ticketId, fullName: 'Đoàn Văn Một' },
        { ticketId: group[1]!.ticketId, fullName: 'Đoàn Văn Hai', pointUp: { id: 'pt-mdong', pointType: 1 } },
      ],
    });
    expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.sales.homeUpAddressRequired]);
    const [row] = await t.app.database.rows<{ full_name: string }>(sql`select full_name from tickets where id = ${group[0]!.ticketId}`);
    expect(row?.full_name).toBe('Nguyễn Văn An');
    const ok = await post(PATHS.update, tokens.admin!, {
      tickets: group.map((x, i) => ({ ticketId: x.ticketId, fullName: `Đoàn khách ${i + 1}` })),
    });
    expect(ticketsOf(ok).map((x) => x.fullName)).toEqual(['Đoàn khách 1', 'Đoàn khách 2']);
  });

  it('cancel details follow the fee rule; cancelling frees the seat and logs it', async () => {
    const far = await createTrip(t.app, { startsIn: 3 * DAY });
    const day = await createTrip(t.app, { startsIn: 10 * HOUR });
    const soon = await createTrip(t.app, { startsIn: 3 * HOUR });
    const phone = '0987000111';
    const book = async (tripId: string, paidMoney: number) =>
      ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A07', { phoneNumber: phone, paidMoney })] }))[0]!;
    const [a, b, c] = [await book(far, 350_000), await book(day, 350_000), await book(soon, 50_000)];
    const details = await post(PATHS.cancelDetails, tokens.admin!, { ticketIds: [a.ticketId, b.ticketId, c.ticketId] });
    expect(details.statusCode).toBe(200);
    const r = details.json().results;
    expect(r.detail.map((d: { feeCancel: number }) => d.feeCancel)).toEqual([0, 35_000, 50_000]);
    expect(r).toMatchObject({ totalPrice: 1_050_000, totalPaid: 750_000, totalFee: 85_000, refund: 665_000 });
    expect(r.detail[0]).toMatchObject({ ticketId: a.ticketId, ticketCode: a.ticketCode, seatId: 'A07', agencyPrice: 350_000, paidMoney: 350_000, numberTicketCanceledBefore: 0 });

    const cancel = await post(PATHS.cancel, tokens.admin!, { ticketIds: [b.ticketId], isRefunded: true });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().results).toMatchObject({ refund: 315_000, totalFee: 35_000 });
    expect(ticketsOf(cancel)[0]).toMatchObject({ ticketStatus: 0, cancelReason: MSG.sales.defaultCancelReason, isRefunded: true });
    const [row] = await t.app.database.rows<{ cancel_fee: number; cancel_user_name: string; cancel_time: number }>(
      sql`select cancel_fee, cancel_user_name, cancel_time from tickets where id = ${b.ticketId}`,
    );
    expect(row).toMatchObject({ cancel_fee: 35_000, cancel_user_name: 'Nguyễn Văn Quản' });
    expect(row!.cancel_time).toBeGreaterThan(0);
    const again = await post(PATHS.cancelDetails, tokens.admin!, { ticketIds: [a.ticketId] });
    expect(again.json().results.detail[0].numberTicketCanceledBefore).toBe(1);
    const logs = (await post(PATHS.log, tokens.admin!, { ticketId: b.ticketId })).json().results.logs as Array<{ logType: number }>;
    expect(logs.map((l) => l.logType)).toEqual([TicketLogAction.BOOK, TicketLogAction.CANCEL]);
    // The seat is free again, for anyone selling the trip.
    const rebook = await post(PATHS.book, tokens.quaymoi!, { tripId: day, informationsBySeats: [seatBooking('A07')] });
    expect(rebook.statusCode).toBe(200);
    // A cancelled ticket is history.
    const edit = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId: b.ticketId, note: 'x' }] });
    expect([edit.statusCode, messageOf(edit)]).toEqual([400, MSG.sales.ticketNotEditable]);
  });
});

describe('tenancy', () => {
  it("another agency's tickets answer 404 to update, cancel, details and history, and stay unchanged", async () => {
    const tripId = await createTrip(t.app);
    const [mine] = ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A08', { fullName: 'Khách Riêng Tư' })] }));
    const [theirs] = ticketsOf(await post(PATHS.book, tokens.quaymoi!, { tripId, informationsBySeats: [seatBooking('A09')] }));
    for (const [who, ticketId] of [['quaymoi', mine!.ticketId], ['admin', theirs!.ticketId], ['admin2', mine!.ticketId]] as const) {
      const calls = [
        post(PATHS.update, tokens[who]!, { tickets: [{ ticketId, fullName: 'Bị sửa' }] }),
        post(PATHS.cancel, tokens[who]!, { ticketIds: [ticketId] }),
        post(PATHS.cancelDetails, tokens[who]!, { ticketIds: [ticketId] }),
        post(PATHS.log, tokens[who]!, { ticketId }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${who} ${res.body}`).toBe(404);
        expect(res.body).not.toContain('Khách Riêng Tư');
      }
    }
    const history = await post(PATHS.log, tokens.quaymoi!, { ticketId: mine!.ticketId });
    expect(messageOf(history)).toBe(MSG.sales.historyTicketNotFound);
    const rows = await t.app.database.rows<{ ticket_status: number; full_name: string }>(
      sql`select ticket_status, full_name from tickets where id in (${mine!.ticketId}, ${theirs!.ticketId}) order by seat_id`,
    );
    expect(rows).toEqual([
      { ticket_status: 2, full_name: 'Khách Riêng Tư' },
      { ticket_status: 2, full_name: 'Nguyễn Văn An' },
    ]);
  });

  it('a trip on a route the agency does not sell answers 404 and books nothing', async () => {
    const tripId = await createTrip(t.app);
    const res = await post(PATHS.book, tokens.admin2!, { tripId, informationsBySeats: [seatBooking('A10')] });
    expect(res.statusCode).toBe(404);
    const staff = await login(t.app, 'newstaff', 'newstaff123');
    expect((await post(PATHS.book, staff, { tripId, informationsBySeats: [seatBooking('A10')] })).statusCode).toBe(404);
    const [row] = await t.app.database.rows<{ n: number }>(sql`select count(*) as n from tickets where trip_id = ${tripId}`);
    expect(Number(row?.n)).toBe(0);
  });
});

describe('the booking answer', () => {
  // The booking writes in one statement and builds its answer from the rows it sent plus the defaults it got back
  // (no re-read); a screen merges that answer into its trip, so it must equal what a later read returns.
  it('equals the tickets a later read of the trip returns', async () => {
    const tripId = await createTrip(t.app);
    const booked = ticketsOf(
      await post(PATHS.book, tokens.admin!, {
        tripId,
        informationsBySeats: [
          seatBooking('A09', { paidMoney: 100_000, surcharges: ['sc-minhphat-1'], note: 'Ghế gần cửa' }),
          seatBooking('A10', { pointUp: { id: 'pt-mdong', pointType: 1, address: '12 Nguyễn Trãi, Quận 1' } }),
        ],
      }),
    );
    expect(booked).toHaveLength(2);
    const read = await t.app.inject({ method: 'GET', url: `${tripTicketsEndpoint.path}?id=${tripId}`, headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(read.statusCode).toBe(200);
    const byId = new Map((read.json().results.tickets as Array<{ ticketId: string }>).map((x) => [x.ticketId, x]));
    for (const ticket of booked) expect(byId.get(ticket.ticketId)).toEqual(ticket);
  });
});
