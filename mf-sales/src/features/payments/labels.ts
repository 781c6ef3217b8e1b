/**
 * Texts of the QR payment dialog and the refund alert. The seeds give the messages (MSG.sales.qr*, paymentSuccess,
 * momoNotConfigured) and the QR types 'MB_QR' / 'MOMO_QR' (001 §7); every label here is ours.
 */
export const PAYMENT_LABELS = {
  openButton: 'Thanh toán QR', // ours
  dialogTitle: 'Thanh toán bằng mã QR', // ours
  methods: 'Hình thức thanh toán QR', // ours: the group of the two choices
  bankQr: 'QR ngân hàng', // ours: 'MB_QR'
  walletQr: 'QR ví MoMo', // ours: 'MOMO_QR'
  qrImage: (what: string) => `Mã ${what}`, // ours: the image's alt text
  loading: 'Đang tạo mã QR…', // ours
  amount: 'Số tiền', // ours
  billNumber: 'Mã hóa đơn', // ours (the seed's billNumber)
  orderId: 'Mã đơn hàng', // ours (the seed's orderId)
  tickets: 'Vé', // ours
  waiting: 'Đang chờ khách thanh toán…', // ours
  retry: 'Thử lại', // ours
  close: 'Đóng', // ours
  send: {
    title: 'Gửi mã QR cho khách', // ours
    phone: 'Số điện thoại khách', // ours
    name: 'Tên khách', // ours
    channel: 'Gửi qua', // ours
    zns: 'ZNS', // ours: the seed's willSendZNS = true
    sms: 'SMS', // ours
    submit: 'Gửi mã QR', // ours
  },
  refunds: {
    explain: 'Khách đã chuyển khoản nhưng vé không còn giữ được, hóa đơn đã được thanh toán trước đó hoặc số tiền chuyển thiếu: cần xử lý hoàn tiền cho khách.', // ours
    reason: 'Lý do', // ours
    reasons: {
      refund_needed: 'Vé đã hủy hoặc ghế đã bán cho người khác', // ours: outcome 'refund_needed'
      duplicate: 'Hóa đơn đã được thanh toán trước đó', // ours: outcome 'duplicate'
      underpaid: 'Khách chuyển thiếu tiền so với hóa đơn', // ours: outcome 'underpaid'
    } as Readonly<Record<string, string>>,
    bill: 'Mã hóa đơn', // ours
    amount: 'Số tiền', // ours
    tickets: 'Vé', // ours
    time: 'Thời gian', // ours
    resolve: 'Đã xử lý', // ours
    resolved: 'Đã đánh dấu xử lý', // ours
    resolveOne: (bill: string) => `Đánh dấu đã xử lý ${bill}`, // ours: the button's accessible name per row
  },
} as const;
