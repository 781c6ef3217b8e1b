import { MSG, parsePartnerConfig } from '@busdesk/api-contract';
import { SALE_WINDOW_CASES, saleWindowTrip } from '@busdesk/api-contract/test-support';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, pointsFixture, ticketFixture, tripFixture } from '../../test-support/booking-fixtures';
import { bookRequest, cancelRequest, payInFullRequest, priceRequest, updateRequest } from './booking-requests';
import { allowedPointTypes, changePoint, changePointType, defaultPointType, emptyForm, formFromTicket, hiddenFields, prefillFromCustomer, problemCleared, samePriceInputs, ticketSeatPrice, validateBooking, validateCancel, type BookingForm } from './booking-rules';
import { cancelSummary, newSeatAmounts, ticketAmounts, totalPrice } from './booking-money';

const points = pointsFixture();
const trip = tripFixture();
const validForm = (patch: Partial<BookingForm> = {}): BookingForm => ({ ...emptyForm(points, 0), phoneNumber: '0901234567', ...patch });
const check = (form: BookingForm, seatCount = 1, now = FIXTURE_NOW, phoneRequired = true) =>
  validateBooking({ form, seatCount, trip, now, phoneRequired });

describe('validateBooking (001 §5)', () => {
  it('passes a complete booking', () => {
    expect(check(validForm())).toBeNull();
  });

  it('needs a seat first', () => {
    expect(check(validForm({ phoneNumber: 'x' }), 0)).toEqual({ field: 'seat', message: MSG.sales.seatRequired });
  });

  it('needs a transshipment point for type 3, pick-up before drop-off', () => {
    const form = validForm();
    form.up = { ...form.up, type: 3 };
    form.down = { ...form.down, type: 3 };
    expect(check(form)).toEqual({ field: 'transshipUp', message: 'Vui lòng chọn điểm trung chuyển đón' });
    form.up.transshipmentId = 'ts-q1';
    expect(check(form)).toEqual({ field: 'transshipDown', message: 'Vui lòng chọn điểm trung chuyển trả' });
    form.down.transshipmentId = 'ts-dl';
    expect(check(form)).toBeNull();
  });

  it('needs a home address for type 1 but not for type 2', () => {
    const form = validForm();
    form.up = { ...form.up, type: 1 };
    expect(check(form)).toEqual({ field: 'addressUp', message: 'Vui lòng nhập địa chỉ đón tại nhà' });
    form.up = { ...form.up, address: '12 Lê Lợi' };
    form.down = { ...form.down, type: 1, address: '  ' };
    expect(check(form)).toEqual({ field: 'addressDown', message: 'Vui lòng nhập địa chỉ trả tại nhà' });
    form.down = { ...form.down, type: 2 };
    expect(check(form)).toBeNull();
  });

  it.each(['0901234567', '+84901234567', '(090) 123-4567', '090.123.456789'])('accepts the phone %s', (phone) => {
    expect(check(validForm({ phoneNumber: phone }))).toBeNull();
  });

  it.each(['090123', '+84 90 123 4567', 'abc0901234567', ''])('refuses the phone "%s"', (phone) => {
    expect(check(validForm({ phoneNumber: phone }))).toEqual({ field: 'phoneNumber', message: 'Số điện thoại không đúng định dạng' });
  });

  it('allows an empty phone when the partner config hides the phone input', () => {
    expect(check(validForm({ phoneNumber: '' }), 1, FIXTURE_NOW, false)).toBeNull();
  });

  it("checks the orderer's phone when one is typed", () => {
    expect(check(validForm({ ordererPhoneNumber: '12' }))).toEqual({ field: 'ordererPhoneNumber', message: MSG.sales.phoneInvalid });
  });

  it('refuses money that would pay any ticket more than its price, only when that money is sent', () => {
    const seats = [{ agencyPrice: 300_000, paidMoney: 0 }, { agencyPrice: 250_000, paidMoney: 0 }];
    const over = { field: 'paidMoney', message: MSG.sales.paidOverPrice };
    expect(validateBooking({ form: validForm({ paidMoney: 250_001 }), seatCount: 2, trip, now: FIXTURE_NOW, phoneRequired: true, paidAgainst: seats })).toEqual(over);
    expect(validateBooking({ form: validForm({ paidMoney: 250_000 }), seatCount: 2, trip, now: FIXTURE_NOW, phoneRequired: true, paidAgainst: seats })).toBeNull();
    // Book and pay sends each price, whatever was typed.
    expect(check(validForm({ paidMoney: 9_999_999 }), 2)).toBeNull();
    // An extra payment counts on top of what a ticket has paid.
    const paidPart = [{ agencyPrice: 300_000, paidMoney: 100_000 }];
    expect(validateBooking({ form: validForm({ paidMoney: 200_001 }), seatCount: 1, trip, now: FIXTURE_NOW, phoneRequired: true, paidAgainst: paidPart })).toEqual(over);
  });

  it('refuses inside the lock-before-departure window', () => {
    const justInside = trip.startTime - trip.timePartnerLockBooking + 1;
    expect(check(validForm(), 1, justInside)).toEqual({ field: 'trip', message: 'Chuyến bị khóa trước giờ xuất bến' });
    expect(check(validForm(), 1, trip.startTime - trip.timePartnerLockBooking)).toBeNull();
  });

  // The same table runs through the rule (api-contract) and the server's use of it (server/src/sales/booking-rules.test.ts).
  it.each(SALE_WINDOW_CASES)('sale window, as the server decides it: $name', (c) => {
    const now = FIXTURE_NOW;
    const windows = { ...trip, ...saleWindowTrip(c, now) };
    expect(validateBooking({ form: validForm(), seatCount: 1, trip: windows, now, phoneRequired: true })).toEqual(
      c.locked ? { field: 'trip', message: MSG.sales.bookingLocked } : null,
    );
    expect(validateCancel({ ticketCount: 1, trip: windows, now })).toEqual(c.locked ? { field: 'trip', message: MSG.sales.cancelLocked } : null);
  });
});

describe('validateCancel', () => {
  it('refuses inside the cancel window with the seed text', () => {
    const inside = trip.startTime - trip.timePartnerAllowCancel + 1;
    expect(validateCancel({ ticketCount: 1, trip, now: inside })).toEqual({ field: 'trip', message: 'Chuyến bị khóa hủy vé trước giờ xuất bến' });
    expect(validateCancel({ ticketCount: 1, trip, now: FIXTURE_NOW })).toBeNull();
  });
});

describe('the money in view', () => {
  it('new seats: the deposit counts per seat and never for more than a seat costs', () => {
    const prices = [{ agencyPrice: 300_000 }, { agencyPrice: 80_000 }];
    expect(newSeatAmounts(prices, 100_000)).toEqual({ total: 380_000, paid: 180_000, due: 200_000 });
    expect(newSeatAmounts(prices, 0)).toEqual({ total: 380_000, paid: 0, due: 380_000 });
    expect(newSeatAmounts([], 100_000)).toEqual({ total: 0, paid: 0, due: 0 });
  });

  it('tickets: what they paid plus the extra typed per ticket; the balance is what pay-in-full collects', () => {
    const tickets = [
      { agencyPrice: 330_000, paidMoney: 100_000 },
      { agencyPrice: 330_000, paidMoney: 330_000 },
    ];
    expect(ticketAmounts(tickets)).toEqual({ total: 660_000, paid: 430_000, due: 230_000 });
    // Each total equals its rows: paid + due = total while nothing is overpaid.
    const withExtra = ticketAmounts(tickets, 50_000);
    expect(withExtra.due).toBe(180_000);
    expect(withExtra.paid).toBe(530_000);
  });

  it("a field's message clears when that field is edited, not when another is", () => {
    const phone = { field: 'phoneNumber', message: MSG.sales.phoneInvalid } as const;
    expect(problemCleared(phone, { phoneNumber: '09' })).toBe(true);
    expect(problemCleared(phone, { fullName: 'A' })).toBe(false);
    const address = { field: 'addressDown', message: MSG.sales.homeDownAddressRequired } as const;
    expect(problemCleared(address, { down: emptyForm(pointsFixture(), 0).down })).toBe(true);
    expect(problemCleared(address, { up: emptyForm(pointsFixture(), 0).up })).toBe(false);
  });
});

describe('money', () => {
  it('the total is the sum of the seats', () => {
    expect(totalPrice([{ agencyPrice: 300_000 }, { agencyPrice: 320_000 }])).toBe(620_000);
    expect(totalPrice([])).toBe(0);
  });

  it('the refund is paid minus the total cancel fee', () => {
    expect(
      cancelSummary([
        { agencyPrice: 300_000, paidMoney: 300_000, feeCancel: 30_000 },
        { agencyPrice: 300_000, paidMoney: 100_000, feeCancel: 30_000 },
      ]),
    ).toEqual({ ticketCount: 2, totalPrice: 600_000, totalPaid: 400_000, totalFee: 60_000, refund: 340_000 });
  });
});

describe('what the form shows', () => {
  it('hides name, phone and email by the partner config, deposit and surcharges once paid', () => {
    const config = parsePartnerConfig('{"fullNameHidden":true,"emailHidden":true}');
    expect(hiddenFields(config, false)).toEqual({ fullName: true, phoneNumber: false, email: true, paidMoney: false, surcharges: false });
    expect(hiddenFields(parsePartnerConfig('{}'), true)).toEqual({ fullName: false, phoneNumber: false, email: false, paidMoney: true, surcharges: true });
  });

  it('offers only the pick-up types of the partner config', () => {
    const config = parsePartnerConfig('{"pointType":[{"value":1,"label":"Đón tận nhà"},{"value":3,"label":"Trung chuyển"},{"value":1,"label":"lặp"}]}');
    expect(allowedPointTypes(config)).toEqual([
      { value: 1, label: 'Đón tận nhà' },
      { value: 3, label: 'Trung chuyển' },
    ]);
    expect(defaultPointType(allowedPointTypes(config))).toBe(1);
    expect(allowedPointTypes(parsePartnerConfig(null)).map((o) => o.value)).toEqual([0, 1, 2, 3]);
    expect(defaultPointType(allowedPointTypes(parsePartnerConfig(null)))).toBe(0);
  });

  it('leaving type 3 clears the transshipment; a new stop drops it too', () => {
    const choice = { pointId: 'pt-mdong', type: 3, transshipmentId: 'ts-q1', address: '' };
    expect(changePointType(choice, 3).transshipmentId).toBe('ts-q1');
    expect(changePointType(choice, 0).transshipmentId).toBeNull();
    expect(changePointType({ ...choice, type: 1, address: '12 Lê Lợi' }, 0).address).toBe('');
    expect(changePoint(choice, 'pt-baoloc')).toEqual({ pointId: 'pt-baoloc', type: 3, transshipmentId: null, address: '' });
  });

  it('a fresh form goes from the first to the last stop', () => {
    const form = emptyForm(points, 0);
    expect([form.up.pointId, form.down.pointId]).toEqual(['pt-mdong', 'pt-dalat']);
  });

  it('prefills name, email and stops from the customer and their last ticket', () => {
    const last = ticketFixture({
      pointUp: { id: 'pt-mdong', name: 'Bến xe Miền Đông', pointType: 3, transshipmentId: 'ts-q1' },
      pointUpType: 3,
      transShipUpId: 'ts-q1',
      pointDown: { id: 'pt-baoloc', name: 'Bảo Lộc', pointType: 1, address: '5 Trần Phú' },
      pointDownType: 1,
      addressDown: '5 Trần Phú',
    });
    const form = prefillFromCustomer(validForm(), { fullName: 'Lê Thị Hoa', phoneNumber: '0912345678', email: 'hoa@example.vn' }, last, points);
    expect(form).toMatchObject({
      phoneNumber: '0912345678',
      fullName: 'Lê Thị Hoa',
      email: 'hoa@example.vn',
      up: { pointId: 'pt-mdong', type: 3, transshipmentId: 'ts-q1' },
      down: { pointId: 'pt-baoloc', type: 1, address: '5 Trần Phú' },
    });
  });

  it('loads an existing ticket into the form', () => {
    const form = formFromTicket(ticketFixture({ note: 'Ghế gần cửa', invoiceInfo: { requireStatus: 1 } }), points);
    expect(form).toMatchObject({ fullName: 'Trần Văn Bình', note: 'Ghế gần cửa', requireInvoice: true, paidMoney: 0 });
  });
});

describe('repricing a selected ticket', () => {
  it('needs calculate-price only when a stop, a used transshipment or the surcharges change', () => {
    const base = validForm({ surchargeIds: ['a', 'b'] });
    expect(samePriceInputs(base, { ...base, note: 'khác', surchargeIds: ['b', 'a'] })).toBe(true);
    expect(samePriceInputs(base, { ...base, down: { ...base.down, pointId: 'pt-baoloc' } })).toBe(false);
    expect(samePriceInputs(base, { ...base, surchargeIds: ['a'] })).toBe(false);
    // A transshipment id left on a non-transshipment type costs nothing.
    expect(samePriceInputs(base, { ...base, up: { ...base.up, transshipmentId: 'ts-q1' } })).toBe(true);
    expect(samePriceInputs({ ...base, up: { ...base.up, type: 3, transshipmentId: 'ts-q1' } }, { ...base, up: { ...base.up, type: 3, transshipmentId: 'ts-td' } })).toBe(false);
  });

  it("shows a ticket's own price split", () => {
    const t = ticketFixture({ originalTicketPrice: 300_000, surchargePrice: 50_000, agencyPrice: 370_000, pointUp: { id: 'pt-mdong', name: 'x', pointType: 3, transshipmentPrice: 20_000 } });
    expect(ticketSeatPrice(t)).toEqual({ seatId: 'A1', originalTicketPrice: 300_000, transshipmentPrice: 20_000, surchargePrice: 50_000, agencyPrice: 370_000 });
  });
});

describe('requests', () => {
  it('book strips the leading plus, sends platform 5, the deposit and the hold deadline', () => {
    const form = validForm({ phoneNumber: '+84901234567', paidMoney: 50_000, surchargeIds: ['sc-tet'] });
    const request = bookRequest({
      trip,
      form,
      seatIds: ['A1', 'A2'],
      prices: [
        { seatId: 'A1', originalTicketPrice: 300_000, transshipmentPrice: 0, surchargePrice: 50_000, agencyPrice: 350_000 },
        { seatId: 'A2', originalTicketPrice: 300_000, transshipmentPrice: 0, surchargePrice: 50_000, agencyPrice: 350_000 },
      ],
      points,
      mode: 'hold',
      now: FIXTURE_NOW,
    });
    expect(request.platform).toBe(5);
    expect(request.informationsBySeats).toHaveLength(2);
    expect(request.informationsBySeats[0]).toMatchObject({
      seatId: 'A1',
      phoneNumber: '84901234567',
      paidMoney: 50_000,
      agencyPrice: 350_000,
      overTime: FIXTURE_NOW + trip.timePartnerHolder,
      surcharges: ['sc-tet'],
      pointUp: { id: 'pt-mdong', pointType: 0, name: 'Bến xe Miền Đông' },
    });
  });

  it('book-and-pay pays the price of each seat and sets no hold deadline', () => {
    const request = bookRequest({
      trip,
      form: validForm({ paidMoney: 10_000 }),
      seatIds: ['A1'],
      prices: [{ seatId: 'A1', originalTicketPrice: 300_000, transshipmentPrice: 20_000, surchargePrice: 0, agencyPrice: 320_000 }],
      points,
      mode: 'pay',
      now: FIXTURE_NOW,
    });
    expect(request.informationsBySeats[0]).toMatchObject({ paidMoney: 320_000, agencyPrice: 320_000, overTime: null });
  });

  it('a transshipment point travels with its price', () => {
    const form = validForm();
    form.up = { ...form.up, type: 3, transshipmentId: 'ts-q1' };
    const request = bookRequest({ trip, form, seatIds: ['A1'], prices: [], points, mode: 'hold', now: FIXTURE_NOW });
    expect(request.informationsBySeats[0]!.pointUp).toMatchObject({ pointType: 3, transshipmentId: 'ts-q1', transshipmentPrice: 20_000 });
    const priced = priceRequest(trip.tripId, form, ['A1']);
    expect(priced).toMatchObject({ userType: 4, platform: 5, pointUpId: 'pt-mdong', pointDownId: 'pt-dalat' });
    expect(priced.seatDetails![0]).toMatchObject({ seatId: 'A1', transhipmentPointUpId: 'ts-q1', transhipmentPointDownId: null });
  });

  it('update adds the extra payment to what each ticket paid; pay in full sends status 3', () => {
    const tickets = [ticketFixture(), ticketFixture({ ticketId: 'tk-2', seatId: 'A2', paidMoney: 0 })];
    const update = updateRequest(validForm({ paidMoney: 50_000 }), tickets, points);
    expect(update.tickets.map((t) => [t.ticketId, t.paidMoney])).toEqual([
      ['tk-1', 150_000],
      ['tk-2', 50_000],
    ]);
    expect(updateRequest(validForm(), tickets, points).tickets[0]).not.toHaveProperty('paidMoney');
    expect(payInFullRequest(tickets)).toEqual({ tickets: [{ ticketId: 'tk-1', ticketStatus: 3 }, { ticketId: 'tk-2', ticketStatus: 3 }] });
  });

  it('cancel sends the default reason when none is typed', () => {
    expect(cancelRequest(['tk-1'], '   ', true)).toEqual({ ticketIds: ['tk-1'], cancelReason: 'Khách không đi nữa muốn hủy vé.', isRefunded: true });
    expect(cancelRequest(['tk-1'], ' Đổi lịch ', false).cancelReason).toBe('Đổi lịch');
  });
});
