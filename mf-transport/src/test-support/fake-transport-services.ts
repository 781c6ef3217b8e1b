import {
  canStationSign,
  MSG,
  TransportSignStatus,
  type TCompanyOption,
  type TCreateTransportOrderFields,
  type TStationDeparture,
  type TStationDeparturesRequest,
  type TTransportOrder,
  type TTransportOrderListRequest,
  type TUpdateTransportConfirmRequest,
  type TUserInfo,
} from '@busdesk/api-contract';
import { ApiError } from '@busdesk/shared-kit';
import type { SignListServices } from '../features/sign-list/sign-list-services';
import type { StationServiceServices } from '../features/station-service/station-service-services';
import { departuresWithoutOrderFixture, ORDER_XML, stationUserFixture, transportDetailFixture, transportOrderFixtures } from './transport-fixtures';

// An in-memory transport-order server for stories and component tests only (never in the product path). It keeps
// the orders, applies the seed's signing rule (canStationSign) and the side rule of an edit as the server does,
// and records every call so a test can check what the screen asked.

export type FakeCall =
  | { op: 'list'; request: TTransportOrderListRequest }
  | { op: 'departures'; request: TStationDeparturesRequest }
  | { op: 'create'; file: File; fields: TCreateTransportOrderFields }
  | { op: 'upSign' | 'downSign' | 'resend' | 'detail' | 'xml'; id: string }
  | { op: 'updateConfirm'; request: TUpdateTransportConfirmRequest };

export interface FakeTransportOptions {
  /** The orders the fake holds (default: today's fixtures in every status). */
  orders?: TTransportOrder[];
  /** Calls that fail with a server message. */
  fail?: ReadonlyArray<'list' | 'departures' | 'create' | 'sign' | 'update' | 'resend' | 'detail' | 'xml'>;
  /** Today's departures that have no order (default: Nhà xe Hưng Thịnh's two to Buôn Ma Thuột). */
  departuresWithoutOrder?: TStationDeparture[];
  /** The message a failed upload answers (default 'Doanh nghiệp chưa ký'). */
  createError?: string;
  /** Ids whose departure signature no longer verifies in the view. */
  tampered?: readonly string[];
  /** The user of the page's token (default: STAFF of Bến xe Miền Đông); null: no valid token. */
  user?: TUserInfo | null;
  /** Milliseconds each call takes (default 0). */
  delayMs?: number;
}

export type FakeTransportServices = SignListServices &
  StationServiceServices & { calls: FakeCall[]; orders: TTransportOrder[] };

export const FAKE_COMPANIES: TCompanyOption[] = [
  { id: 'c-minhphat', name: 'Nhà xe Minh Phát Limousine', isNotUsingAv: false, companyPhoneNumber: null, debtLimit: null, currentDebt: null },
  { id: 'c-hungthinh', name: 'Nhà xe Hưng Thịnh', isNotUsingAv: false, companyPhoneNumber: null, debtLimit: null, currentDebt: null },
];

const statusMatches = (wanted: unknown, actual: number) => wanted === undefined || wanted === null || wanted === '' || Number(wanted) === actual;
const textMatches = (wanted: string | null | undefined, actual: string | null) => !wanted?.trim() || (actual ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

export function fakeTransportServices(opts: FakeTransportOptions = {}): FakeTransportServices {
  const orders = opts.orders ?? transportOrderFixtures();
  const calls: FakeCall[] = [];
  const user = opts.user === undefined ? stationUserFixture() : opts.user;
  const fails = (what: NonNullable<FakeTransportOptions['fail']>[number]) => opts.fail?.includes(what) ?? false;
  const wait = () => new Promise((resolve) => setTimeout(resolve, opts.delayMs ?? 0));
  const find = (id: string) => {
    const order = orders.find((o) => o.id === id);
    if (!order) throw new ApiError('Không tìm thấy lệnh vận chuyển', 404);
    return order;
  };
  const replace = (order: TTransportOrder) => {
    orders.splice(orders.findIndex((o) => o.id === order.id), 1, order);
    return order;
  };
  const me = () => ({ partnerId: user?.partnerId ?? '', childrenPartnerIds: user?.partner.childrenPartnerId ?? [] });

  const sign = async (id: string, side: 'up' | 'down') => {
    calls.push({ op: side === 'up' ? 'upSign' : 'downSign', id });
    await wait();
    if (fails('sign')) throw new ApiError('Chứng thư số của bến đã hết hạn', 400);
    const order = find(id);
    const partnerId = side === 'up' ? order.partnerUpId : order.partnerDownId;
    const status = side === 'up' ? order.stationUpStatus : order.stationDownStatus;
    if (!canStationSign({ partnerId, status }, me())) throw new ApiError('Bạn không có quyền ký lệnh này', 403);
    const signed = replace({
      ...order,
      ...(side === 'up' ? { stationUpStatus: TransportSignStatus.SIGNED } : { stationDownStatus: TransportSignStatus.SIGNED }),
      version: order.version + 1,
      transmission: 'pending',
    });
    return { message: MSG.transport.signSuccess, transport: signed };
  };

  return {
    calls,
    orders,
    async list(request) {
      calls.push({ op: 'list', request });
      await wait();
      if (fails('list')) throw new ApiError('Không kết nối được máy chủ', 0);
      const from = Number(request.startTime);
      const to = Number(request.endTime);
      const transports = orders.filter(
        (o) =>
          o.timeStartTrip >= from &&
          o.timeStartTrip <= to &&
          (!request.companyId || o.companyId === request.companyId) &&
          textMatches(request.code, o.code) &&
          textMatches(request.numberPlate, o.numberPlate) &&
          statusMatches(request.companyStatus, o.companyStatus) &&
          statusMatches(request.stationUpStatus, o.stationUpStatus) &&
          statusMatches(request.stationDownStatus, o.stationDownStatus),
      );
      return { transports, truncated: false };
    },
    /** The trips leaving the user's stations: one per order departing from them, and those without an order. */
    async departures(request) {
      calls.push({ op: 'departures', request });
      await wait();
      if (fails('departures')) throw new ApiError('Không kết nối được máy chủ', 0);
      const from = Number(request.startTime);
      const to = Number(request.endTime);
      const mine = [me().partnerId, ...me().childrenPartnerIds];
      const withOrder: TStationDeparture[] = orders
        .filter((o) => o.partnerUpId !== null && mine.includes(o.partnerUpId))
        .map((o) => ({
          tripId: `trip-${o.id}`,
          startTime: o.timeStartTrip,
          routeName: `${o.partnerUpName ?? ''} - ${o.partnerDownName ?? ''}`,
          companyId: o.companyId ?? '',
          companyName: o.companyName,
          numberPlate: o.numberPlate,
          stationName: o.partnerUpName ?? '',
          order: o,
        }));
      const departures = [...withOrder, ...(opts.departuresWithoutOrder ?? departuresWithoutOrderFixture())]
        .filter((d) => d.startTime >= from && d.startTime <= to)
        .sort((a, b) => a.startTime - b.startTime);
      return { departures, truncated: false };
    },
    async create(file, fields) {
      calls.push({ op: 'create', file, fields });
      await wait();
      if (fails('create')) throw new ApiError(opts.createError ?? MSG.transport.companyNotSigned, 400);
      const template = orders[0] ?? transportOrderFixtures()[0]!;
      const created: TTransportOrder = {
        ...template,
        id: `lvc-new-${calls.length}`,
        code: (fields.code ? String(fields.code) : null) ?? 'LVC-MOI',
        timeStartTrip: fields.timeStartTrip === undefined ? template.timeStartTrip : Number(fields.timeStartTrip),
        companyStatus: 3,
        stationUpStatus: 1,
        stationDownStatus: 1,
        descriptionError: null,
        version: 1,
        transmission: 'idle',
      };
      orders.push(created);
      return { transport: created };
    },
    upSign: (id) => sign(id, 'up'),
    downSign: (id) => sign(id, 'down'),
    async updateConfirm(request) {
      calls.push({ op: 'updateConfirm', request });
      await wait();
      if (fails('update')) throw new ApiError(MSG.transport.editFailed, 400);
      const order = find(request.id);
      const partnerId = request.partnerType === 'up' ? order.partnerUpId : order.partnerDownId;
      const own = me();
      if (!partnerId || (partnerId !== own.partnerId && !own.childrenPartnerIds.includes(partnerId))) throw new ApiError('Bạn không có quyền sửa bến này', 403);
      const count = Number(request.numberCustomer);
      return { transport: replace({ ...order, ...(request.partnerType === 'up' ? { numberCustomerUp: count } : { numberCustomerDown: count }), version: order.version + 1 }) };
    },
    async resend(id) {
      calls.push({ op: 'resend', id });
      await wait();
      if (fails('resend')) throw new ApiError('Lệnh đã được truyền đủ', 409);
      return { transport: replace({ ...find(id), transmission: 'pending' }) };
    },
    async detail(id) {
      calls.push({ op: 'detail', id });
      await wait();
      if (fails('detail')) throw new ApiError('Không tìm thấy lệnh vận chuyển', 404);
      return transportDetailFixture(find(id), { tampered: opts.tampered?.includes(id) ?? false });
    },
    async xml(id) {
      calls.push({ op: 'xml', id });
      await wait();
      if (fails('xml')) throw new ApiError('Không tìm thấy lệnh vận chuyển', 404);
      return ORDER_XML.replace('LVC-0001', find(id).code ?? id);
    },
    async companies() {
      return FAKE_COMPANIES;
    },
    async user() {
      if (!user) throw new ApiError('Phiên đăng nhập đã hết hạn', 401);
      return user;
    },
  };
}
