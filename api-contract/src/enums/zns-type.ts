/** Zalo ZNS message types (002 §9); 8 is not used. */
export const ZnsType = {
  UNKNOWN: 0,
  TICKET_BOOKING: 1,
  TO_COMPANY: 2,
  NOTIFICATION: 3,
  PARCEL_TO_SENDER: 4,
  PARCEL_TO_RECEIVER: 5,
  TICKET_CANCEL: 6,
  OTP: 7,
  PARCEL_MESSAGE: 9,
  TICKET_PAYMENT: 10,
  PARCEL_DROP_OFF: 11,
  PARCEL_PICKUP: 12,
  NOT_GOT_IN: 13,
  APP_BOOKING: 14,
} as const;
export type TZnsType = (typeof ZnsType)[keyof typeof ZnsType];

// ours: the seeds give these in English.
export const ZNS_TYPE_LABELS: Readonly<Record<TZnsType, string>> = {
  0: 'Không xác định',
  1: 'Đặt vé',
  2: 'Gửi nhà xe',
  3: 'Thông báo',
  4: 'Hàng hóa - người gửi',
  5: 'Hàng hóa - người nhận',
  6: 'Hủy vé',
  7: 'OTP',
  9: 'Tin nhắn hàng hóa',
  10: 'Thanh toán vé',
  11: 'Trả hàng',
  12: 'Nhận hàng',
  13: 'Khách không lên xe',
  14: 'Đặt vé qua ứng dụng',
};
