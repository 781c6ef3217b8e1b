/** The call tab: the caller, the ticket sample and the actions of 002 §2 and §4. Ours where the seeds give no text. */
export const CALL_LABELS = {
  caller: 'Người gọi', // ours
  phone: 'Số điện thoại', // ours
  dial: 'Gọi', // ours
  answer: 'Trả lời', // ours
  reject: 'Từ chối', // ours
  end: 'Kết thúc', // ours
  actions: 'Thao tác cuộc gọi', // ours
  lookingUp: 'Đang tìm thông tin hành khách', // ours
  reload: 'Tải lại', // ours
  ticketCount: 'Số vé', // ours
  cancelCount: 'Đã hủy', // ours
  todayCount: 'Đặt hôm nay', // ours
  stats: 'Thống kê vé của khách', // ours
  timeline: 'Vé và cuộc gọi gần đây', // ours
  noHistory: 'Chưa có vé hay cuộc gọi nào', // ours
  ticketEntry: (code: string, route: string) => `Vé ${code} · ${route}`, // ours
  seat: (seatId: string) => `Ghế ${seatId}`, // ours
  callIn: 'Gọi đến', // ours
  callOut: 'Gọi đi', // ours
  missed: 'Cuộc gọi nhỡ', // ours
  sample: 'Vé mẫu', // ours
  sampleRoute: (up: string, down: string) => `${up} → ${down}`, // ours
  orderer: (name: string) => `Người đặt: ${name}`, // ours
  sell: 'Bán vé', // ours: the menu's name for the sales screen
  sellHint: 'Mở màn hình bán vé với tuyến và thông tin khách đã điền sẵn', // ours
} as const;
