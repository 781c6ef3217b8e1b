/** Texts of the embeddable widgets the seeds do not give. All ours. */
export const WIDGET_LABELS = {
  missingAttributes: 'Thiếu thuộc tính trip-id, api-base hoặc token', // ours
  seatAlreadyBooked: (seatId: string) => `Ghế ${seatId} đã được đặt`, // ours
  offline: 'Mất kết nối cập nhật trực tiếp, đang kết nối lại…', // ours
} as const;
