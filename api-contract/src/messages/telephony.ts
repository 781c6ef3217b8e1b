/** The softphone. One area of `MSG` (messages/index.ts); exact seed texts, `// ours` where the seeds give none. */

export const MSG_TELEPHONY = {
  lookupFailed: 'Lấy thông tin hành khách thất bại',
  walkInGuest: 'Khách vãng lai', // ours: not in the seeds (seed: "shown as a walk-in guest")
  phoneInvalid: 'Số điện thoại không đúng định dạng',
  dateRequired: 'Vui lòng chọn ngày',
  numberRequired: 'Chưa nhập số điện thoại',
  lineRequired: 'Vui lòng chọn máy lẻ',
  dialOutFailedLower: 'gọi ra thất bại',
  callFailed: 'Gọi thất bại',
  endFailed: 'Kết thúc thất bại',
  authFailed: 'Lỗi xác thực',
  lineLoginFailed: 'Đăng nhập máy lẻ thất bại',
  dialOutFailed: 'Gọi ra thất bại',
  dialOutSuccess: 'Gọi ra thành công',
  historyFailed: 'Lấy lịch sử cuộc gọi thất bại',
  recordingFailed: 'Lấy file ghi âm thất bại',
  connectionFailed: 'Kết nối thất bại',
  comingSoon: 'Chức năng đang được phát triển',
} as const;
