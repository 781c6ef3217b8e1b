/** Texts of the quick search the seeds describe without quoting them. All ours. */
export const QUICK_SEARCH_LABELS = {
  title: 'Tìm kiếm vé nhanh', // ours
  keyword: 'Số điện thoại, tên hành khách, mã vé hoặc mã hóa đơn QR', // ours
  searching: 'Đang tìm kiếm…', // ours
  hint: 'Nhập số điện thoại hoặc tên hành khách để tìm vé', // ours
  results: 'Kết quả tìm kiếm vé', // ours
  close: 'Đóng', // ours
  /** The footer credit of 002 §2 (the developer). */
  credit: 'Phát triển bởi Busdesk', // ours
  columns: {
    index: 'STT', // ours
    orderer: 'Người đặt', // ours
    traveller: 'Hành khách', // ours
    route: 'Tuyến', // ours
    seat: 'Ghế', // ours
    ticketCode: 'Mã vé', // ours
    status: 'Trạng thái', // ours
    company: 'Nhà xe', // ours
    pointUp: 'Điểm đón', // ours
    pointDown: 'Điểm trả', // ours
    plannedDeparture: 'Giờ xuất bến dự kiến', // ours
    plannedBoarding: 'Giờ đón dự kiến', // ours
  },
  /** Under the seller's name in 'Người đặt' when the ticket names no orderer. */
  soldBy: 'Nhân viên bán vé', // ours
  openTicket: (seatId: string, name: string) => `Mở vé ghế ${seatId}${name ? ` của ${name}` : ''}`, // ours
} as const;
