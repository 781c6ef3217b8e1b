import type {
  TCompanyOption,
  TPointOption,
  TProvinceOption,
  TRouteOption,
  TTripCard,
  TUserInfo,
} from '@busdesk/api-contract';
// Not the test-support barrel: the stories use these fixtures in the browser, where its servers cannot load.
import { userInfoFixture } from '@busdesk/shared-kit/test-support/user-info-fixture';
import { tripFixture as salesTrip } from './sales-fixtures';

/**
 * Fixture data for the trip search's tests and stories only (the product reads the server): two companies of
 * Bến xe Miền Đông's authorised routes, their stops and provinces.
 */
export const PARTNER_ID = 'p-bxmd';

export const COMPANIES: TCompanyOption[] = [
  { id: 'c-phuongtrang', name: 'Phương Trang', isNotUsingAv: false, companyPhoneNumber: '19006067', debtLimit: 500_000_000, currentDebt: 125_000_000 },
  { id: 'c-thanhbuoi', name: 'Thành Bưởi', isNotUsingAv: true, companyPhoneNumber: '19006079', debtLimit: null, currentDebt: null },
];

export const ROUTES: TRouteOption[] = [
  {
    id: 'r-mdong-dalat',
    name: 'Bến xe Miền Đông - Bến xe Liên tỉnh Đà Lạt',
    nameShort: 'MĐ - Đà Lạt',
    companyId: 'c-phuongtrang',
    companyName: 'Phương Trang',
    pointIds: ['pt-mdong', 'pt-dalat'],
  },
  {
    id: 'r-mdong-vungtau',
    name: 'Bến xe Miền Đông - Bến xe Vũng Tàu',
    nameShort: 'MĐ - Vũng Tàu',
    companyId: 'c-thanhbuoi',
    companyName: 'Thành Bưởi',
    pointIds: ['pt-mdong', 'pt-vungtau'],
  },
];

export const PROVINCES: TProvinceOption[] = [
  { id: 'hcm', name: 'Thành phố Hồ Chí Minh' },
  { id: 'lamdong', name: 'Lâm Đồng' },
];

export const POINTS: TPointOption[] = [
  { id: 'pt-mdong', name: 'Bến xe Miền Đông', address: '292 Đinh Bộ Lĩnh, Bình Thạnh', provinceId: 'hcm', provinceName: 'Thành phố Hồ Chí Minh', companyId: null, routeIds: ['r-mdong-dalat', 'r-mdong-vungtau'] },
  { id: 'pt-dalat', name: 'Bến xe Liên tỉnh Đà Lạt', address: '01 Tô Hiến Thành, Đà Lạt', provinceId: 'lamdong', provinceName: 'Lâm Đồng', companyId: null, routeIds: ['r-mdong-dalat'] },
  { id: 'pt-vungtau', name: 'Bến xe Vũng Tàu', address: '192 Nam Kỳ Khởi Nghĩa, Vũng Tàu', provinceId: 'hcm', provinceName: 'Thành phố Hồ Chí Minh', companyId: null, routeIds: ['r-mdong-vungtau'] },
];

const HOUR = 3_600_000;

/** A trip leaving `2 + index` hours from `now`, ready to sell unless overridden: the shared trip as a search card. */
export function tripFixture(index: number, overrides: Partial<TTripCard> = {}, now: number = Date.now()): TTripCard {
  // A card is the trip without its seats and short name.
  const { seatMap: _seatMap, lockSeat: _lockSeat, routeNameShort: _short, ...card } = salesTrip({
    tripId: `t-${index}`,
    routeName: 'Bến xe Miền Đông - Bến xe Liên tỉnh Đà Lạt',
    startTime: now + (2 + index) * HOUR,
    startDate: 20260101,
    totalSeat: 40,
    totalBookedSeat: index % 40,
    numberPlate: `51B-${String(10_000 + index).slice(0, 3)}.${String(index % 100).padStart(2, '0')}`,
    vehicleId: `v-${index}`,
    vehicleType: 'Giường nằm 40 chỗ',
    driverIds: [`d-${index}`],
    driverNames: ['Trần Văn Hùng'],
  });
  return { ...card, ...overrides };
}

export const tripsFixture = (count: number, from = 0, now: number = Date.now()): TTripCard[] =>
  Array.from({ length: count }, (_unused, i) => tripFixture(from + i, {}, now));

/** A staff member of the agency; `routeIds: []` is the not-authorised user. */
export function salesUserFixture(overrides: Partial<TUserInfo> = {}, config = '{}'): TUserInfo {
  const user = userInfoFixture();
  return userInfoFixture({
    id: 'u-staff',
    username: 'staff',
    partnerId: PARTNER_ID,
    routeIds: ROUTES.map((route) => route.id),
    partner: { ...user.partner, id: PARTNER_ID, config, code: 'BXMD' },
    ...overrides,
  });
}
