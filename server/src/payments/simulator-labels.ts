/** Texts of the local bank's simulator page (a server-served tool page, not a portal screen). */
export const SIMULATOR_LABELS = {
  title: 'Mô phỏng ngân hàng MB (nội bộ)',
  intro: 'Các hóa đơn QR đang chờ thanh toán. Mỗi nút gửi một webhook có chữ ký tới máy chủ, như ngân hàng thật.',
  empty: 'Không có hóa đơn nào đang chờ thanh toán',
  refresh: 'Tải lại',
  columns: { bill: 'Mã hóa đơn', type: 'Loại', company: 'Nhà xe', partner: 'Đại lý', seats: 'Ghế', amount: 'Số tiền', created: 'Tạo lúc', actions: 'Thanh toán' },
  released: 'Giữ chỗ đã hết hạn',
  pay: { full: 'Trả đủ', partial: 'Trả thiếu', twice: 'Trả hai lần', late: 'Trả muộn' },
  paying: 'Đang gửi…',
  failed: 'Gửi thất bại',
  result: 'Kết quả',
  outcomes: {
    paid: 'Đã thanh toán',
    late_paid: 'Thanh toán muộn: vé được giữ lại và đã thanh toán',
    refund_needed: 'Cần hoàn tiền: ghế đã có người khác',
    underpaid: 'Chuyển thiếu: chưa ghi nhận thanh toán',
    unmatched: 'Không khớp hóa đơn',
    duplicate: 'Hóa đơn đã thanh toán trước đó: cần hoàn tiền',
    pending: 'Đang xử lý',
  },
} as const;
