/**
 * The /report/* screens other than sale-tickets. One area of `MSG` (messages/index.ts); exact seed texts, `// ours`
 * where the seeds give none.
 */

export const MSG_REPORTS = {
  filterFailed: 'Có lỗi xảy ra khi lọc báo cáo',
  tripsFailed: 'Lỗi khi lấy chuyến',
  totalsFailed: 'Lỗi khi lấy dữ liệu tổng',
  subPartnersFailedTitle: 'Lỗi tìm bến xe',
  routesFailed: 'Lỗi tìm tuyến',
  vehiclesFailed: 'Lỗi tải danh sách phương tiện',
  znsSendSuccess: 'Gửi thành công',
  cancelSelectRequired: 'Vui lòng chọn vé cần cập nhật',
  cancelUpdateSuccess: 'Cập nhật vé hủy thành công!',
  cancelUpdateFailed: (message: string) => `Cập nhật vé hủy thất bại: ${message}`,
  defaultCancelReason: 'Khách không đi nữa muốn hủy vé.',
  statsTitle: 'Kết quả kinh doanh online',
  transactionTitle: 'Báo cáo giao dịch',
  filterReport: 'Lọc báo cáo',
  filter: 'Lọc',
  exportExcel: 'Xuất excel',
  paid: 'Đã thanh toán',
  booked: 'Giữ chỗ',
  /** A nextPageToken the server did not sign for this filter: forged, altered, or from another filter. */
  invalidPageToken: 'Trang tiếp theo không hợp lệ hoặc đã bị thay đổi, vui lòng lọc lại báo cáo', // ours
  /** A STAFF user or a foreign id asked for another agency's data. */
  partnerNotVisible: 'Bạn không được xem báo cáo của bến/đại lý này', // ours
  notCancelled: 'Chỉ cập nhật được vé đã hủy', // ours
  /** What became of a message (MessageDelivery); a local driver's record is never a sent message (ADR 0042). */
  delivery: {
    delivered: 'Đã gửi', // ours
    failed: 'Gửi thất bại', // ours
    local: 'Chưa gửi (chỉ ghi nhận cục bộ)', // ours
    unknown: 'Không xác định', // ours: a record from before delivery was tracked
  },
  /** 'All rows' exports (docs/adr/0074). */
  exportAll: 'Xuất tất cả', // ours
  exportBusy: (limit: number) => `Đại lý đang xuất ${limit} tệp cùng lúc, vui lòng chờ một tệp xong rồi thử lại`, // ours
  exportNotReady: 'Tệp xuất chưa sẵn sàng, vui lòng chờ', // ours
  exportGone: 'Tệp xuất đã hết hạn hoặc đã bị hủy, vui lòng xuất lại', // ours
  exportFailed: 'Xuất tệp thất bại', // ours
} as const;
