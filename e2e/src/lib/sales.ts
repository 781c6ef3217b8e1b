// Arranging data for the ticket-sales browser tests (issue 4) through the contract's endpoints over plain HTTP
// (api-contract/src/api/sales-search.ts, sales-trip.ts, sales-ticket.ts), and the screen's texts copied from the
// specification (001) and from the product's own labels, so a changed text fails a test.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

interface Envelope<T> {
  code: number;
  message: string;
  results: T;
}

/** POST/GET one endpoint; rejects with the server's message (the tests print it). */
export async function salesCall<T>(baseUrl: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || json.code >= 300) throw new Error(`${method} ${path} → ${res.status}: ${json.message}`);
  return json.results;
}

/** The contract's paths (apiPath of each endpoint). */
export const SALES_PATHS = {
  searchRoute: '/api/partner/search/route',
  searchTrips: '/api/partner/search/trips',
  viewTrip: '/api/partner/trip/view-by-id',
  calculatePrice: '/api/partner/ticket/calculate-price',
  book: '/api/ticket/partner/book',
  lockSeat: '/api/partner/trip/lock-seat',
} as const;

/** The other agency that sells the same routes as admin/staff (server/src/db/seed/demo-accounts.ts SEED_ACCOUNTS). */
export const QUAYMOI = { username: 'quaymoi', password: 'quaymoi123' } as const;
/** Routes p-bxmd and p-bxmd-moi both sell (seed-demo PARTNER_ROUTES). */
export const SHARED_ROUTE_IDS = ['r-mdong-nhatrang', 'r-mdong-dalat'] as const;

/** What the user must see (001 and the product's labels; `ours` = the product's own wording, not the seed's). */
export const SALES_TEXT = {
  bookingSuccess: 'Đặt thành công, đang lưu dữ liệu ...',
  statusUpdateSuccess: 'Cập nhật trạng thái vé thành công!',
  cancelSuccess: 'Hủy vé thành công!',
  notAuthorised: 'Đại lý chưa được ủy quyền bán vé. Vui lòng liên hệ các nhà xe để được ủy quyền!',
  searchCriteriaRequired: 'Vui lòng chọn điểm lên/xuống hoặc Tỉnh/Thành phố',
  getTrips: 'Lấy danh sách chuyến',
  company: 'Nhà xe',
  /** api-contract MSG.sales.groupTickets (ours: the seed only says it warns of the count). */
  groupTickets: (n: number) => `Vé đoàn gồm ${n} vé`,
  // ours (mf-sales seat-map/labels.ts): how a seat reads aloud.
  seatFree: 'còn trống',
  seatSelected: 'đang chọn',
  seatHeldByOther: 'người khác đang chọn',
  seatOtherAgency: 'đại lý khác đã bán',
  seatPaid: 'đã thanh toán',
  seatBooked: 'đã đặt',
  seatLocked: 'nhà xe khóa',
  /** 'Hết hạn giữ chỗ' (000 §4), lower-cased in the seat's name as the other states read. */
  seatExpiredHold: 'hết hạn giữ chỗ',
  holdExpired: 'Hết hạn giữ chỗ',
  legend: 'Chú thích',
  heldByOtherRefusal: (seatId: string) => `Ghế ${seatId} đang được người khác chọn`,
  // ours (mf-sales booking/labels.ts, search/labels.ts, trip-detail/labels.ts)
  phone: 'Số điện thoại',
  fullName: 'Họ tên',
  hold: 'Giữ chỗ',
  bookAndPay: 'Đặt và thanh toán',
  payInFull: 'Thanh toán đủ',
  cancelTickets: 'Hủy vé',
  confirmCancel: 'Xác nhận hủy',
  cancelPaid: 'Đã thanh toán',
  cancelFee: 'Tổng phí hủy',
  cancelRefund: 'Số tiền hoàn lại',
  date: 'Ngày đi',
  tripList: 'Danh sách chuyến',
} as const;

/** A seat state after a sale, as the selling agency's users read it (booked, deposit or paid). */
export const OWN_SOLD = /, (đã đặt|đã đặt cọc|đã thanh toán)(,|$)/;

export interface TripCardInfo {
  tripId: string;
  companyId: string;
  companyName: string;
  routeId: string;
  routeName: string;
  startTime: number;
  startTimeReality: number;
  startDate: number;
  timePartnerHolder: number;
  timePartnerLockBooking: number;
  timePartnerAllowCancel: number;
  price: number;
}

interface SeatInfo {
  seatId: string;
  seatType: number;
  floor: number;
  row: number;
  column: number;
}

export interface TripView {
  trip: TripCardInfo & { seatMap: SeatInfo[]; lockSeat: { seatId: string }[] };
  points: { pointId: string; order: number }[];
  tickets: { seatId: string; ticketStatus: number }[];
  otherSeats: { seatId: string; ticketStatus: number }[];
  seatLocks: { userId: string; listSeatId: string[]; expiresAt: number }[];
  serverTime: number;
}

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;
/** yyyyMMdd in Asia/Ho_Chi_Minh. */
export const vnDate = (t: number): number => Number(new Date(t + VN_OFFSET).toISOString().slice(0, 10).replace(/-/g, ''));
/** DD/MM/YYYY in Asia/Ho_Chi_Minh: how every screen and the printout show a day (issue 11). */
export const vnDisplayDate = (t: number): string => {
  const [y, m, d] = new Date(t + VN_OFFSET).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};
/** HH:mm in Asia/Ho_Chi_Minh, as the trip card prints it. */
export const vnTime = (t: number): string => new Date(t + VN_OFFSET).toISOString().slice(11, 16);

/** Seats this test process already handed out: two tests of one file never get the same seat. */
const claimed = new Set<string>();

/** Seat types 3 and 4 sell (api-contract isSellableSeatType). */
const sellable = (seatType: number) => seatType === 3 || seatType === 4;

/** Free seats of a trip as the server sees it now, in reading order (floor, row, column). */
export function freeSeatsOf(view: TripView): SeatInfo[] {
  const taken = new Set([
    ...view.tickets.filter((t) => t.ticketStatus !== 0).map((t) => t.seatId),
    ...view.otherSeats.filter((s) => s.ticketStatus !== 0).map((s) => s.seatId),
    ...view.trip.lockSeat.map((s) => s.seatId),
    ...view.seatLocks.filter((l) => l.expiresAt > view.serverTime).flatMap((l) => l.listSeatId),
  ]);
  return view.trip.seatMap
    .filter((s) => sellable(s.seatType) && !taken.has(s.seatId) && !claimed.has(`${view.trip.tripId}/${s.seatId}`))
    .sort((a, b) => a.floor - b.floor || a.row - b.row || a.column - b.column);
}

export interface TripWanted {
  /** Free seats needed. */
  seats: number;
  routeIds?: readonly string[];
  /** The company lets agencies hold (timePartnerHolder > 0), so 'Giữ chỗ' is enabled. */
  holdable?: boolean;
  /** Departure at least this far ahead (ms); default 2 h, well clear of the 15-minute booking lock. */
  minLeadMs?: number;
  /** Departure at most this far ahead (ms). */
  maxLeadMs?: number;
  /** Free seats on the first floor only (keyboard walks stay on one floor). */
  firstFloor?: boolean;
}

export interface ArrangedTrip {
  trip: TripCardInfo;
  view: TripView;
  seatIds: string[];
}

export const viewTrip = (baseUrl: string, token: string, tripId: string): Promise<TripView> =>
  salesCall<TripView>(baseUrl, token, 'POST', SALES_PATHS.viewTrip, { tripId });

/**
 * A future trip the account sells with `seats` free seats, searched day by day through the contract's search;
 * the seats are claimed for the calling test. A trip with a live seat lock is passed over. Throws when no trip of the
 * next 7 days fits.
 */
export async function findTrip(baseUrl: string, token: string, wanted: TripWanted): Promise<ArrangedTrip> {
  const now = Date.now();
  const minLead = wanted.minLeadMs ?? 2 * 3_600_000;
  const maxLead = wanted.maxLeadMs ?? 8 * DAY;
  // The search needs a criterion: the wanted routes, else every route the account sells.
  const routeIds =
    wanted.routeIds ?? (await salesCall<{ routes: { id: string }[] }>(baseUrl, token, 'GET', SALES_PATHS.searchRoute)).routes.map((r) => r.id);
  for (let day = 0; day <= 7; day++) {
    const { trips } = await salesCall<{ trips: TripCardInfo[] }>(baseUrl, token, 'POST', SALES_PATHS.searchTrips, {
      date: vnDate(now + day * DAY),
      routeIds,
      count: 100,
    });
    const fitting = trips.filter(
      (t) =>
        t.startTime - now >= minLead &&
        t.startTime - now <= maxLead &&
        (!wanted.holdable || t.timePartnerHolder > 0),
    );
    for (const trip of fitting) {
      const view = await viewTrip(baseUrl, token, trip.tripId);
      // A live lock may be this account's, left by an earlier test's page: opening the trip would take it over
      // (a reload keeps the clerk's seats) and add its seats to the test's selection.
      if (view.seatLocks.some((l) => l.expiresAt > view.serverTime && l.listSeatId.length > 0)) continue;
      const free = freeSeatsOf(view).filter((s) => !wanted.firstFloor || s.floor === Math.min(...view.trip.seatMap.map((x) => x.floor)));
      if (free.length < wanted.seats) continue;
      const seatIds = free.slice(0, wanted.seats).map((s) => s.seatId);
      for (const id of seatIds) claimed.add(`${trip.tripId}/${id}`);
      return { trip, view, seatIds };
    }
  }
  throw new Error(`no trip in the next 7 days with ${wanted.seats} free seats for ${JSON.stringify(wanted)}`);
}

/** A test phone number that passes the 001 §5 pattern, different per call. */
export const testPhone = (): string => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export interface BookedTicket {
  ticketId: string;
  ticketCode: string;
  seatId: string;
  phoneNumber: string | null;
  ticketStatus: number;
  agencyPrice: number;
  paidMoney: number;
}

/**
 * Books seats of a trip over the API, from the first stop to the last, with `paidMoney` per seat (0 = a plain
 * hold; the price = paid), the hold's end `overTime` (epoch ms) and the payment type (default 3, cash at the counter) if
 * given. Returns the server's tickets.
 */
export async function bookOverApi(
  baseUrl: string,
  token: string,
  view: TripView,
  seatIds: readonly string[],
  options: {
    paidMoney?: (price: number) => number;
    fullName?: string;
    overTime?: number;
    paymentType?: number;
    /** The passenger's phone (default: a fresh test phone). */
    phoneNumber?: string;
    /** Pick-up and drop-off (default: the first and the last stop). */
    pointUpId?: string;
    pointDownId?: string;
  } = {},
): Promise<BookedTicket[]> {
  const stops = [...view.points].sort((a, b) => a.order - b.order);
  const up = options.pointUpId ?? stops[0]!.pointId;
  const down = options.pointDownId ?? stops[stops.length - 1]!.pointId;
  const { seatPrice } = await salesCall<{ seatPrice: { seatId: string; agencyPrice: number }[] }>(baseUrl, token, 'POST', SALES_PATHS.calculatePrice, {
    tripId: view.trip.tripId,
    pointUpId: up,
    pointDownId: down,
    seatIds,
  });
  const phoneNumber = options.phoneNumber ?? testPhone();
  const { tickets } = await salesCall<{ tickets: BookedTicket[] }>(baseUrl, token, 'POST', SALES_PATHS.book, {
    tripId: view.trip.tripId,
    informationsBySeats: seatIds.map((seatId) => {
      const price = seatPrice.find((p) => p.seatId === seatId)?.agencyPrice ?? 0;
      return {
        seatId,
        fullName: options.fullName ?? 'Khách kiểm thử',
        phoneNumber,
        pointUp: { id: up },
        pointDown: { id: down },
        agencyPrice: price,
        paidMoney: options.paidMoney ? options.paidMoney(price) : 0,
        ...(options.overTime ? { overTime: options.overTime } : {}),
        ...(options.paymentType ? { paymentType: options.paymentType } : {}),
      };
    }),
  });
  return tickets;
}

// ---- the screen ---------------------------------------------------------------------------------------------

/** /book-ticket opened on a trip (the screen keeps the open trip in `?tripId=`). */
export const bookTicketUrl = (tripId: string): string => `/book-ticket?tripId=${encodeURIComponent(tripId)}`;

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A seat of the map by its id; its accessible name is 'Ghế <id>[ <what it shows>], <state>…'. */
export const seat = (scope: Page | Locator, seatId: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^Ghế ${escapeRegExp(seatId)}(?=[ ,]|$)`) });

/** The seat's accessible name, or '' while it is not on screen. */
export async function seatName(scope: Page | Locator, seatId: string): Promise<string> {
  const button = seat(scope, seatId);
  if ((await button.count()) === 0) return '';
  return (await button.first().getAttribute('aria-label')) ?? '';
}

/** Opens a trip and waits until its seat map shows `seatId`. */
export async function openTrip(page: Page, tripId: string, seatId: string): Promise<void> {
  await page.goto(bookTicketUrl(tripId));
  await seat(page, seatId).first().waitFor({ state: 'visible', timeout: 30_000 });
}

/** The booking form of the open trip. */
export function bookingForm(page: Page) {
  const form = page.getByRole('region', { name: 'Thông tin đặt vé' });
  return {
    region: form,
    phone: form.getByRole('combobox', { name: SALES_TEXT.phone }),
    fullName: form.getByRole('textbox', { name: SALES_TEXT.fullName, exact: true }),
    hold: form.getByRole('button', { name: SALES_TEXT.hold, exact: true }),
    bookAndPay: form.getByRole('button', { name: SALES_TEXT.bookAndPay, exact: true }),
    payInFull: form.getByRole('button', { name: SALES_TEXT.payInFull, exact: true }),
    cancel: form.getByRole('button', { name: SALES_TEXT.cancelTickets, exact: true }),
  };
}

/**
 * A date field of the portal (MUI X's picker, DD/MM/YYYY in sections whatever the browser's language), found by its
 * label: the group of its day, month and year sections.
 */
export const dateField = (scope: Page | Locator, label: string): Locator => scope.getByRole('group', { name: label, exact: true });

/** The text a date field shows ('25/11/2026'), read from the input that carries it. */
export const dateFieldText = (scope: Page | Locator, label: string): Promise<string> => dateField(scope, label).locator('input').inputValue();

/** Types a day into a date field as a clerk does: click the day section, then the digits DDMMYYYY. */
export async function typeDate(page: Page, label: string, t: number, scope: Page | Locator = page): Promise<void> {
  const field = dateField(scope, label);
  await field.getByRole('spinbutton', { name: 'Ngày' }).click();
  await page.keyboard.type(vnDisplayDate(t).replaceAll('/', ''));
  await expect.poll(() => dateFieldText(scope, label)).toBe(vnDisplayDate(t));
}

/** An option of the shared company picker: its name, then the phone and remaining allowance under it. */
export const companyOption = (page: Page, companyName: string): Locator =>
  page.getByRole('option', { name: new RegExp(`^${escapeRegExp(companyName)}(?=\\s|\\d|$)`) });

/** The amount printed after `label` in a block of text ('Số tiền hoàn lại\n75.000 đ' → 75000), or null. */
export function amountAfter(text: string, label: string): number | null {
  const match = new RegExp(`${escapeRegExp(label)}\\s*(-?[\\d.]+)\\s*đ`).exec(text);
  return match ? Number(match[1]!.replace(/\./g, '')) : null;
}
