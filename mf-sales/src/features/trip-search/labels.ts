import { COMPANY_USE_FILTER_LABELS, MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/**
 * Texts of the trip search panel. Seed texts come from MSG/LABELS; the rest are ours (the seed names the
 * control but not its label) and are marked `// ours`.
 */
export const SEARCH_LABELS = {
  panel: 'Tìm chuyến', // ours
  // The softphone's 'Bán vé' on a caller whose last ticket was on a route this clerk does not sell.
  routeNotSellable: (routeName: string) => `Bạn không được bán tuyến ${routeName}: đang tìm các chuyến của nhà xe`, // ours
  today: LABELS.actions.today,
  date: 'Ngày đi', // ours
  companies: LABELS.fields.company,
  route: LABELS.fields.route,
  provinceUp: 'Tỉnh/Thành phố đi', // ours
  provinceDown: 'Tỉnh/Thành phố đến', // ours
  swapProvinces: 'Đổi chiều Tỉnh/Thành phố đi và đến', // ours
  pointUp: 'Điểm lên', // ours
  pointDown: 'Điểm xuống', // ours
  swapPoints: 'Đổi chiều điểm lên và điểm xuống', // ours
  getTrips: LABELS.actions.getTrips,
  loadMore: LABELS.actions.loadMore,
  noOptions: 'Không có dữ liệu', // ours
  popularRoutes: 'Tuyến phổ biến', // the seed's screen title (000 §2.6)
  otherRoutes: 'Tuyến khác', // ours
  companyUseMenu: 'Lọc theo nhà xe sử dụng ứng dụng', // ours
  companyUse: {
    all: COMPANY_USE_FILTER_LABELS.all,
    using: COMPANY_USE_FILTER_LABELS.using,
    notUsing: COMPANY_USE_FILTER_LABELS['not-using'],
  },
  configMenu: 'Cấu hình hiển thị chuyến', // ours
  hideTripOvertime: 'Ẩn chuyến đã quá giờ xuất bến', // ours
  displayTripNewStyle: 'Hiển thị tất cả chuyến trên một dòng', // ours
  showTripHasDriversAndVehicle: 'Chỉ hiện chuyến đã gán tài xế và xe', // ours
  tripList: 'Danh sách chuyến', // ours
  noTrips: 'Không có chuyến nào', // ours
  searching: 'Đang tìm chuyến', // ours
  tripLocked: MSG.sales.tripLocked,
  noSeatChoice: 'Không được chọn ghế', // ours
  departed: 'Đã quá giờ xuất bến', // ours
  /** Read after the card's visible 'booked/total' so a screen reader says what the numbers count. */
  seatsBooked: 'ghế đã đặt', // ours
  /**
   * The lock icon's meaning in a card's accessible name. Not MSG.sales.tripLocked: that is the warning shown when
   * such a trip is selected, and one text in two places would read twice and confuse text queries.
   */
  lockedState: 'Chuyến bị khóa', // ours
  /** The description of a card with actions: how the keyboard reaches them (one Tab stop per card, ADR 0049). */
  cardActionsHint: 'Mũi tên phải: các thao tác của chuyến', // ours
  /** The group of a card's actions, named by the card's departure time. */
  cardActions: (time: string) => `Thao tác chuyến ${time}`, // ours
  /** Between the parts of a card's accessible name, so a screen reader pauses between them. */
  nameSeparator: ',',
} as const;
