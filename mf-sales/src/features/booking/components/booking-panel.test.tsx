import { MSG, type TBookRequest, type TCalculatePriceRequest, type TUpdateTicketsRequest } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_SHORTCUT_KEY, usePhoneShortcut } from '../../../shared/use-phone-shortcut';
import { FIXTURE_NOW, pointsFixture, ticketFixture, tripFixture } from '../../../test-support/booking-fixtures';
import { BookingPanel } from './booking-panel';
import { PATHS, bookedFixture as booked, button, defaultRoutes, fill, input, pressEnter, renderPanel, signIn, signOut } from '../../../test-support/booking-test-kit';
import { BOOKING_LABELS } from '../labels';

// Each test renders the whole panel and talks to a real local server; on a busy 2-core machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const { book: BOOK, price: PRICE, update: UPDATE, customers: CUSTOMERS } = PATHS;
const A = BOOKING_LABELS.actions;
const F = BOOKING_LABELS.fields;

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer(defaultRoutes());
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  for (const [route, handler] of Object.entries(defaultRoutes())) server.on(route, handler);
  signIn();
});
afterEach(() => {
  cleanup();
  signOut();
});

const harnessRef = createRef<HTMLInputElement>();

/** The page's side of the shortcut (src/shared/use-phone-shortcut.ts) around the real panel. */
function ShortcutHarness() {
  usePhoneShortcut(harnessRef);
  return (
    <BusdeskProviders>
      <BookingPanel
        trip={tripFixture()}
        points={pointsFixture()}
        selectedSeatIds={[]}
        selectedTickets={[]}
        onTicketsChanged={() => undefined}
        onClearSelection={() => undefined}
        phoneInputRef={harnessRef}
      />
    </BusdeskProviders>
  );
}

const pricesShown = () => waitFor(() => expect(screen.getByTestId('price-total').textContent).toMatch(/đ/));

describe('BookingPanel — new seats', () => {
  it('holds the seats with the deposit: leading plus stripped, platform 5, overTime from timePartnerHolder', async () => {
    const props = renderPanel({ selectedSeatIds: ['A1', 'A2'] });
    const user = userEvent.setup();
    await pricesShown();
    expect(screen.getByTestId('price-total').textContent).toContain('600.000 đ');
    fill(F.phoneNumber, '+84901234567');
    fill(F.fullName, 'Lê Thị Hoa');
    fill(MSG.sales.deposit, '50000');
    const before = Date.now();
    await user.click(button(A.hold));

    expect(await screen.findByText(MSG.sales.bookingSuccess)).toBeTruthy();
    const body = server.calls(BOOK)[0]!.body as TBookRequest;
    expect(body.tripId).toBe('t-dalat-1');
    expect(body.platform).toBe(5);
    expect(body.informationsBySeats.map((s) => s.seatId)).toEqual(['A1', 'A2']);
    expect(body.informationsBySeats[0]).toMatchObject({
      phoneNumber: '84901234567',
      fullName: 'Lê Thị Hoa',
      paidMoney: 50_000,
      agencyPrice: 300_000,
      pointUp: { id: 'pt-mdong', pointType: 0 },
      pointDown: { id: 'pt-dalat', pointType: 0 },
    });
    const overTime = body.informationsBySeats[0]!.overTime!;
    expect(overTime).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(overTime).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(props.onTicketsChanged).toHaveBeenCalledWith(booked);
    // The sale stays selected (the opened trip selects the new tickets, ready to print): the panel clears nothing.
    expect(props.onClearSelection).not.toHaveBeenCalled();
  });

  it('book-and-pay sends the price (with the surcharge) as the paid money', async () => {
    renderPanel({ selectedSeatIds: ['A3'] });
    const user = userEvent.setup();
    await pricesShown();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: F.surcharges }));
    await user.click(await screen.findByRole('option', { name: /Phụ thu Tết/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toContain('350.000 đ'));
    fill(F.phoneNumber, '0901234567');
    await user.click(button(A.bookAndPay));

    await screen.findByText(MSG.sales.bookingSuccess);
    const seat = (server.calls(BOOK)[0]!.body as TBookRequest).informationsBySeats[0]!;
    expect(seat).toMatchObject({ seatId: 'A3', paidMoney: 350_000, agencyPrice: 350_000, overTime: null, surcharges: ['sc-tet'] });
    const priceCall = server.calls(PRICE).at(-1)!.body as TCalculatePriceRequest;
    expect(priceCall).toMatchObject({ userType: 4, platform: 5, seatIds: ['A3'] });
  });

  it("takes the caller the softphone sent (its 'Bán vé'): phone, name, orderer and the last ticket's points, into the booking", async () => {
    const customerFill = {
      seq: 1,
      phoneNumber: '0909123456',
      fullName: 'Trần Thị Mai',
      orderer: 'Trần Văn Nam',
      ordererPhoneNumber: '0912345678',
      pointUpId: 'pt-baoloc',
      pointDownId: 'pt-dalat',
    };
    renderPanel({ selectedSeatIds: ['A3'], customerFill });
    const user = userEvent.setup();
    await pricesShown();
    await waitFor(() => expect(input(F.phoneNumber).value).toBe('0909123456'));
    expect(input(F.fullName).value).toBe('Trần Thị Mai');
    await user.click(button(A.bookAndPay));
    await screen.findByText(MSG.sales.bookingSuccess);
    const seat = (server.calls(BOOK)[0]!.body as TBookRequest).informationsBySeats[0]!;
    expect(seat).toMatchObject({
      phoneNumber: '0909123456',
      fullName: 'Trần Thị Mai',
      orderer: 'Trần Văn Nam',
      ordererPhoneNumber: '0912345678',
      pointUp: { id: 'pt-baoloc' },
      pointDown: { id: 'pt-dalat' },
    });
  });

  it("leaves a point the opened trip does not stop at as the form's own, and fills nothing without a caller", async () => {
    renderPanel({ selectedSeatIds: ['A3'], customerFill: { seq: 1, phoneNumber: '0377888999', fullName: null, orderer: null, ordererPhoneNumber: null, pointUpId: 'pt-nowhere', pointDownId: null } });
    await pricesShown();
    await waitFor(() => expect(input(F.phoneNumber).value).toBe('0377888999'));
    expect(input(F.fullName).value).toBe('');
    cleanup();
    // Negative control: the same form without a fill starts empty.
    renderPanel({ selectedSeatIds: ['A3'] });
    await pricesShown();
    expect(input(F.phoneNumber).value).toBe('');
  });

  it("shows the server's refusal inside 'Đặt vé không thành công'", async () => {
    server.on(BOOK, () => ({ status: 409, message: 'Ghế A1 đã có người đặt' }));
    const props = renderPanel({ selectedSeatIds: ['A1'] });
    await pricesShown();
    fill(F.phoneNumber, '0901234567');
    pressEnter(F.phoneNumber);
    expect(await screen.findByText('Đặt vé không thành công: Ghế A1 đã có người đặt')).toBeTruthy();
    expect(props.onClearSelection).not.toHaveBeenCalled();
  });

  it('refuses a bad phone before sending and puts the focus on it', async () => {
    renderPanel({ selectedSeatIds: ['A1'] });
    const user = userEvent.setup();
    await pricesShown();
    fill(F.fullName, 'Lê Thị Hoa');
    fill(F.phoneNumber, '09012');
    await user.click(button(A.hold));
    expect(await screen.findByText(MSG.sales.phoneInvalid)).toBeTruthy();
    // The field is focused on the next frame (focusSoon), which a loaded machine may paint after the message.
    await waitFor(() => expect(document.activeElement).toBe(input(F.phoneNumber)));
    expect(server.calls(BOOK)).toHaveLength(0);
  });

  it('marks the field with the message, and clears the mark when the field is edited', async () => {
    renderPanel({ selectedSeatIds: ['A1'] });
    await pricesShown();
    fill(F.phoneNumber, '09012');
    pressEnter(F.phoneNumber);
    await waitFor(() => expect(input(F.phoneNumber).getAttribute('aria-invalid')).toBe('true'));
    // The message sits under the field and is its description, so a screen reader reads it with the field.
    const hint = document.getElementById(input(F.phoneNumber).getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toBe(MSG.sales.phoneInvalid);
    fill(F.phoneNumber, '0901234567');
    await waitFor(() => expect(input(F.phoneNumber).getAttribute('aria-invalid')).toBe('false'));
    expect(screen.getByText(BOOKING_LABELS.helper.phoneSearch)).toBeTruthy();
  });

  it('refuses a deposit over a seat price at its field before sending, and book-and-pay ignores the deposit', async () => {
    renderPanel({ selectedSeatIds: ['A1', 'A2'] });
    const user = userEvent.setup();
    await pricesShown();
    fill(F.phoneNumber, '0901234567');
    fill(MSG.sales.deposit, '9999999');
    await user.click(button(A.hold));
    await waitFor(() => expect(input(MSG.sales.deposit).getAttribute('aria-invalid')).toBe('true'));
    const hint = document.getElementById(input(MSG.sales.deposit).getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toBe(MSG.sales.paidOverPrice);
    await waitFor(() => expect(document.activeElement).toBe(input(MSG.sales.deposit)));
    expect(server.calls(BOOK)).toHaveLength(0);
    // A seat's whole price is allowed (it is paid); editing the field clears the mark.
    fill(MSG.sales.deposit, '300000');
    await waitFor(() => expect(input(MSG.sales.deposit).getAttribute('aria-invalid')).toBe('false'));
    fill(MSG.sales.deposit, '9999999');
    await user.click(button(A.bookAndPay));
    await waitFor(() => expect(server.calls(BOOK)).toHaveLength(1));
    expect((server.calls(BOOK)[0]!.body as TBookRequest).informationsBySeats.map((x) => x.paidMoney)).toEqual([300_000, 300_000]);
  });

  it('opens the folded fields to show a bad orderer phone there', async () => {
    renderPanel({ selectedSeatIds: ['A1'] });
    const user = userEvent.setup();
    await pricesShown();
    fill(F.phoneNumber, '0901234567');
    expect(button(BOOKING_LABELS.moreFields).getAttribute('aria-expanded')).toBe('false');
    await user.click(button(BOOKING_LABELS.moreFields));
    fill(F.ordererPhoneNumber, '12');
    await user.click(button(BOOKING_LABELS.moreFields));
    await user.click(button(A.hold));
    await waitFor(() => expect(button(BOOKING_LABELS.moreFields).getAttribute('aria-expanded')).toBe('true'));
    expect(input(F.ordererPhoneNumber).getAttribute('aria-invalid')).toBe('true');
    expect(server.calls(BOOK)).toHaveLength(0);
  });

  it('asks for a seat when none is chosen', async () => {
    renderPanel();
    await userEvent.setup().click(button(A.hold));
    expect(await screen.findByText(MSG.sales.seatRequired)).toBeTruthy();
    expect(server.calls(BOOK)).toHaveLength(0);
  });

  it('requires the transshipment point for type 3 and focuses it', async () => {
    renderPanel({ selectedSeatIds: ['A1'] });
    const user = userEvent.setup();
    await pricesShown();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: F.pointUpType }));
    await user.click(await screen.findByRole('option', { name: 'Trung chuyển' }));
    fill(F.phoneNumber, '0901234567');
    pressEnter(F.fullName);
    expect(await screen.findByText(MSG.sales.transshipUpRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: new RegExp(F.transshipUp) })));
    expect(server.calls(BOOK)).toHaveLength(0);
  });

  it('refuses inside the lock-before-departure window', async () => {
    renderPanel({ selectedSeatIds: ['A1'], trip: tripFixture({ startTime: FIXTURE_NOW + 10 * 60_000 }) });
    await pricesShown();
    fill(F.phoneNumber, '0901234567');
    pressEnter(F.phoneNumber);
    expect(await screen.findByText(MSG.sales.bookingLocked)).toBeTruthy();
    expect(server.calls(BOOK)).toHaveLength(0);
  });

  it('disables hold when the company allows no holding, and Enter then books and pays', async () => {
    renderPanel({ selectedSeatIds: ['A1'], trip: tripFixture({ timePartnerHolder: 0 }) });
    await pricesShown();
    expect(button(A.hold).disabled).toBe(true);
    fill(F.phoneNumber, '0901234567');
    pressEnter(F.note);
    await screen.findByText(MSG.sales.bookingSuccess);
    expect((server.calls(BOOK)[0]!.body as TBookRequest).informationsBySeats[0]).toMatchObject({ paidMoney: 300_000, overTime: null });
  });

  it("says 'Kết nối tìm kiếm thất bại' when prices cannot be had, and will not book-and-pay without one", async () => {
    server.on(PRICE, () => ({ status: 500, message: 'Lỗi máy chủ' }));
    renderPanel({ selectedSeatIds: ['A1'] });
    expect(await screen.findByText(MSG.sales.searchFailed)).toBeTruthy();
    fill(F.phoneNumber, '0901234567');
    await waitFor(() => expect(button(A.bookAndPay).disabled).toBe(false));
    await userEvent.setup().click(button(A.bookAndPay));
    await waitFor(() => expect(screen.getAllByText(MSG.sales.searchFailed).length).toBeGreaterThanOrEqual(1));
    expect(server.calls(BOOK)).toHaveLength(0);
  });

  it("says 'Lỗi tìm phụ thu' when the surcharges cannot be listed", async () => {
    server.on(PATHS.surcharges, () => ({ status: 500, message: 'Lỗi máy chủ' }));
    renderPanel({ selectedSeatIds: ['A1'] });
    expect(await screen.findByText(MSG.sales.surchargeFailed)).toBeTruthy();
    expect(server.calls(PATHS.surcharges)[0]!.query.get('companyId')).toBe('c-phuongtrang');
  });

  it('hides name, phone and email by the partner config', () => {
    signIn({ fullNameHidden: true, phoneHidden: true, emailHidden: true });
    renderPanel({ selectedSeatIds: ['A1'] });
    expect(screen.queryByLabelText(new RegExp(`^${F.fullName}`))).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${F.phoneNumber}`))).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${F.email}`))).toBeNull();
    expect(input(F.note)).toBeTruthy();
  });

  it('offers only the partner config pick-up types', async () => {
    signIn({ pointType: [{ value: 0, label: 'Tại bến' }, { value: 1, label: 'Tại nhà' }] });
    renderPanel({ selectedSeatIds: ['A1'] });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: F.pointUpType }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Tại bến', 'Tại nhà']);
  });

  it('labels every control', async () => {
    renderPanel({ selectedSeatIds: ['A1'] });
    const user = userEvent.setup();
    // Show the conditional fields too: transshipment (type 3) and the home address (type 1).
    fireEvent.mouseDown(screen.getByRole('combobox', { name: F.pointUpType }));
    await user.click(await screen.findByRole('option', { name: 'Trung chuyển' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: F.pointDownType }));
    await user.click(await screen.findByRole('option', { name: 'Tại nhà' }));
    // And the fields folded under 'Thông tin khác'.
    await user.click(button(BOOKING_LABELS.moreFields));
    for (const role of ['textbox', 'combobox', 'checkbox', 'button'] as const) {
      const all = screen.getAllByRole(role);
      expect(all.length).toBeGreaterThan(0);
      expect(screen.getAllByRole(role, { name: /\S/ })).toHaveLength(all.length);
    }
  });

  it('attaches the page shortcut ref to the phone input', () => {
    const ref = createRef<HTMLInputElement>();
    renderPanel({ phoneInputRef: ref });
    expect(ref.current).toBe(input(F.phoneNumber));
  });

  it('keeps the page shortcut on the phone input when the config hides and shows it later', async () => {
    signIn({ phoneHidden: true });
    render(<ShortcutHarness />);
    expect(screen.queryByLabelText(new RegExp(`^${F.phoneNumber}`))).toBeNull();
    // The agency turns the phone field on while the trip is open: F2 must reach the field that just appeared.
    act(() => signIn({ phoneHidden: false }));
    const phone = await waitFor(() => input(F.phoneNumber));
    act(() => {
      fireEvent.keyDown(window, { key: PHONE_SHORTCUT_KEY });
    });
    expect(document.activeElement).toBe(phone);
    // Hidden again: the shortcut finds nothing rather than a detached input.
    act(() => signIn({ phoneHidden: true }));
    await waitFor(() => expect(screen.queryByLabelText(new RegExp(`^${F.phoneNumber}`))).toBeNull());
    expect(harnessRef.current).toBeNull();
  });
});

describe('BookingPanel — selected tickets', () => {
  it('a paid ticket disables every field and hides deposit and surcharges; cancel and history stay', async () => {
    renderPanel({ selectedTickets: [ticketFixture({ ticketStatus: 3, paidMoney: 300_000 })] });
    await waitFor(() => expect(input(F.fullName).value).toBe('Trần Văn Bình'));
    expect(input(F.fullName).disabled).toBe(true);
    expect(input(F.phoneNumber).disabled).toBe(true);
    expect(input(F.note).disabled).toBe(true);
    expect(screen.queryByLabelText(new RegExp(`^${F.extraPayment}`))).toBeNull();
    expect(screen.queryByRole('combobox', { name: F.surcharges })).toBeNull();
    expect(button(A.update).disabled).toBe(true);
    expect(button(A.payInFull).disabled).toBe(true);
    await waitFor(() => expect(button(A.cancelTickets).disabled).toBe(false));
    expect(button(A.history).disabled).toBe(false);
  });

  it('offers the old-customer hint under the phone only for new seats, where the customer search runs', async () => {
    renderPanel({ selectedSeatIds: ['A1'] });
    expect(screen.getByText(BOOKING_LABELS.helper.phoneSearch)).toBeTruthy();
    cleanup();
    renderPanel({ selectedTickets: [ticketFixture({ ticketStatus: 3, paidMoney: 300_000 })] });
    await waitFor(() => expect(input(F.fullName).value).toBe('Trần Văn Bình'));
    expect(input(F.phoneNumber).disabled).toBe(true);
    expect(screen.queryByText(BOOKING_LABELS.helper.phoneSearch)).toBeNull();
  });

  it('updates details with an extra payment, then pays in full with status 3', async () => {
    const props = renderPanel({ selectedTickets: [ticketFixture()] });
    const user = userEvent.setup();
    await waitFor(() => expect(button(A.update).disabled).toBe(false));
    fill(F.note, 'Đón ở cổng 2');
    fill(F.extraPayment, '100000');
    await user.click(button(A.update));
    expect(await screen.findByText(MSG.sales.updateSuccess)).toBeTruthy();
    const update = server.calls(UPDATE)[0]!.body as TUpdateTicketsRequest;
    expect(update.tickets[0]).toMatchObject({ ticketId: 'tk-1', note: 'Đón ở cổng 2', paidMoney: 200_000 });
    expect(props.onTicketsChanged).toHaveBeenCalledTimes(1);

    // 'Thanh toán đủ' asks first, naming the exact amount to collect (the selected ticket: 300.000 đ, 100.000 đ
    // paid), and sends nothing until the clerk confirms it.
    await user.click(button(A.payInFull));
    const confirm = await screen.findByRole('dialog', { name: BOOKING_LABELS.payInFull.title });
    expect(within(confirm).getByText('200.000 đ')).toBeTruthy();
    expect(server.calls(UPDATE)).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Đã thu 200.000 đ' }));
    expect(await screen.findByText(MSG.sales.statusUpdateSuccess)).toBeTruthy();
    expect(server.calls(UPDATE)[1]!.body).toEqual({ tickets: [{ ticketId: 'tk-1', ticketStatus: 3 }] });
  });

  it('refuses an extra payment that would pay a ticket more than its price, at the field', async () => {
    renderPanel({ selectedTickets: [ticketFixture()] });
    const user = userEvent.setup();
    await waitFor(() => expect(button(A.update).disabled).toBe(false));
    // The ticket: 300.000 đ, 100.000 đ paid — 200.001 đ more is one đồng too many.
    fill(F.extraPayment, '200001');
    await user.click(button(A.update));
    await waitFor(() => expect(input(F.extraPayment).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(MSG.sales.paidOverPrice).length).toBeGreaterThan(0);
    expect(server.calls(UPDATE)).toHaveLength(0);
    fill(F.extraPayment, '200000');
    await user.click(button(A.update));
    expect(await screen.findByText(MSG.sales.updateSuccess)).toBeTruthy();
    expect((server.calls(UPDATE)[0]!.body as TUpdateTicketsRequest).tickets[0]).toMatchObject({ paidMoney: 300_000 });
  });

  it("shows a selected ticket's own price, and asks calculate-price only once its stops change", async () => {
    renderPanel({ selectedTickets: [ticketFixture({ agencyPrice: 280_000 })] });
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toContain('280.000 đ'));
    expect(server.calls(PRICE)).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: F.pointDown }));
    await userEvent.setup().click(await screen.findByRole('option', { name: 'Bảo Lộc' }));
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toContain('300.000 đ'));
    expect(server.calls(PRICE)[0]!.body).toMatchObject({ pointDownId: 'pt-baoloc', seatIds: ['A1'] });
  });

  it('keeps the transshipment select disabled when editing', async () => {
    renderPanel({
      selectedTickets: [ticketFixture({ pointUpType: 3, transShipUpId: 'ts-q1' })],
    });
    const select = await screen.findByRole('combobox', { name: new RegExp(F.transshipUp) });
    expect(select.getAttribute('aria-disabled')).toBe('true');
  });

  it('paints the invoice icon green only with both numbers and status 3', () => {
    renderPanel({ selectedTickets: [ticketFixture({ invoiceStatus: 3, invoiceInfo: { requireStatus: 1, invoiceNumber: '0001', invoiceNumberTax: 'K26' } })] });
    expect(screen.getByTestId('invoice-icon').getAttribute('data-color')).toBe('green');
    cleanup();
    renderPanel({ selectedTickets: [ticketFixture({ invoiceStatus: 2, invoiceInfo: { requireStatus: 1, invoiceNumber: '0001', invoiceNumberTax: 'K26' } })] });
    expect(screen.getByTestId('invoice-icon').getAttribute('data-color')).toBe('red');
  });

  it('refuses to open the cancel dialog inside the cancel window', async () => {
    renderPanel({ selectedTickets: [ticketFixture()], trip: tripFixture({ startTime: FIXTURE_NOW + 60 * 60_000 }) });
    await waitFor(() => expect(button(A.cancelTickets).disabled).toBe(false));
    await userEvent.setup().click(button(A.cancelTickets));
    expect(await screen.findByText(MSG.sales.cancelLocked)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('phone autocomplete', () => {
  it('searches only for a valid phone, 500 ms after typing, and prefills from the last ticket', async () => {
    server.on(CUSTOMERS, () => ({
      results: {
        result: [
          {
            companyCustomer: { fullName: 'Phạm Minh Tuấn', phoneNumber: '0987654321', email: 'tuan@example.vn' },
            tickets: [ticketFixture({ pointDown: { id: 'pt-baoloc', name: 'Bảo Lộc', pointType: 0 } })],
          },
        ],
      },
    }));
    renderPanel({ selectedSeatIds: ['A1'] });
    const user = userEvent.setup();
    fill(F.phoneNumber, '09876');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.calls(CUSTOMERS)).toHaveLength(0);

    fill(F.phoneNumber, '0987654321');
    const typedAt = performance.now();
    const option = await screen.findByRole('option', { name: /Phạm Minh Tuấn/ }, { timeout: 2000 });
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(480);
    expect(server.calls(CUSTOMERS)).toHaveLength(1);
    expect(server.calls(CUSTOMERS)[0]!.body).toMatchObject({ phoneNumber: '0987654321', count: 5, page: 0, routeId: 'r-mdong-dalat', companyId: 'c-phuongtrang' });

    await user.click(option);
    expect(input(F.fullName).value).toBe('Phạm Minh Tuấn');
    expect(input(F.email).value).toBe('tuan@example.vn');
    expect(input(F.phoneNumber).value).toBe('0987654321');
    expect(screen.getByRole('combobox', { name: F.pointDown }).textContent).toBe('Bảo Lộc');
  });

  it('says under the phone that a blocked phone is blocked, and offers nobody (ADR 0053)', async () => {
    const blocked = MSG.config.keywordBlocked('0987654321');
    server.on(CUSTOMERS, () => ({ results: { result: [], blockedMessage: blocked } }));
    renderPanel({ selectedSeatIds: ['A1'] });
    fill(F.phoneNumber, '0987654321');
    expect(await screen.findByText(blocked, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(BOOKING_LABELS.helper.phoneSearch)).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    // Another phone: the usual hint again.
    server.on(CUSTOMERS, () => ({ results: { result: [] } }));
    fill(F.phoneNumber, '0912345678');
    expect(await screen.findByText(BOOKING_LABELS.helper.phoneSearch, {}, { timeout: 3000 })).toBeTruthy();
  });
});
