import { MSG } from '@busdesk/api-contract';

/** Texts of 'Kết quả kinh doanh online' (002 §2 'Online business statistics'); the tiles are named in English there. */
export const TICKET_STATS_LABELS = {
  title: MSG.reports.statsTitle,
  filter: MSG.reports.filter,
  tilesLabel: 'Chỉ số kinh doanh', // ours
  totalSellers: 'Tổng số người bán', // ours
  totalGoods: 'Tổng số vé', // ours: goods are the tickets (seats) booked
  totalTickets: 'Tổng số đơn hàng', // ours: orders are bookings
  totalSuccessTickets: 'Đơn hàng thành công', // ours
  totalFailedTickets: 'Đơn hàng thất bại', // ours
  totalMoneyPaidTickets: 'Tổng giá trị giao dịch thành công', // ours
  ofPartner: (partnerId: string) => `Bến/đại lý: ${partnerId}`, // ours: shown when the URL names a child station
} as const;
