/**
 * The staff money ledger (docs/adr/0070): the ADMIN's top-up on the employee screen and the entries' descriptions.
 * Not in the seeds (ours), except the money types' labels (enums/money-type.ts).
 */
export const MSG_LEDGER = {
  topUp: 'Nạp tiền', // ours: the employee screen's action
  topUpTitle: (name: string) => `Nạp tiền cho ${name}`, // ours
  amount: 'Số tiền (đ)', // ours
  description: 'Nội dung', // ours
  amountRequired: 'Vui lòng nhập số tiền nạp', // ours
  amountInvalid: 'Số tiền nạp phải là số nguyên đồng lớn hơn 0', // ours
  amountTooLarge: 'Số tiền nạp quá lớn', // ours
  descriptionRequired: 'Vui lòng nhập nội dung nạp tiền', // ours
  topUpSuccess: 'Nạp tiền thành công', // ours
  topUpFailed: (message: string) => `Nạp tiền thất bại: ${message}`, // ours
  /** Descriptions the ledger writes on commission entries (followed by the ticket code and seat). */
  commissionEarned: 'Hoa hồng bán vé', // ours
  commissionReversed: 'Hoàn hoa hồng vé', // ours: the ticket stopped earning it (cancelled, or paid in cash)
  commissionAdjusted: 'Điều chỉnh hoa hồng vé', // ours: the ticket was re-priced
  seat: 'ghế', // ours
  /** crm5 for a partner that is neither the user's own nor (for an ADMIN) one of its child stations. */
  statsPartnerForbidden: 'Bạn không được xem thống kê của bến/đại lý này', // ours
  /** A staff filter naming someone outside the report's scope. */
  staffNotVisible: 'Nhân viên không thuộc đại lý của bạn', // ours
} as const;
