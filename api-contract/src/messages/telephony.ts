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
  /** A SIP line's login, said with why: the PBX refused the account or password, or could not be reached at all. */
  lineLoginRefused: 'Đăng nhập máy lẻ thất bại: Lỗi xác thực (tài khoản hoặc mật khẩu máy lẻ không đúng)', // ours: the seed's two texts, and why
  lineLoginUnreachable: 'Đăng nhập máy lẻ thất bại: không kết nối được tới tổng đài (kiểm tra địa chỉ WebSocket)', // ours
  /** An outgoing call on a SIP line that ended before anyone answered, as the PBX said why. */
  callRejected: 'Cuộc gọi bị từ chối', // ours
  calleeBusy: 'Máy bận', // ours
  calleeUnavailable: 'Số máy không liên lạc được', // ours
  dialOutFailed: 'Gọi ra thất bại',
  dialOutSuccess: 'Gọi ra thành công',
  historyFailed: 'Lấy lịch sử cuộc gọi thất bại',
  recordingFailed: 'Lấy file ghi âm thất bại',
  connectionFailed: 'Kết nối thất bại',
  comingSoon: 'Chức năng đang được phát triển',
  /** The seed names the alert ("an alert that WebSocket is not supported") without its text. */
  webSocketUnsupported: 'Trình duyệt không hỗ trợ WebSocket, không thể nhận cuộc gọi', // ours
  /** Another user (or another tab) logged in to the line the panel had: the panel lets it go (docs/adr/0088). */
  lineTaken: 'Máy lẻ đã được đăng nhập ở nơi khác', // ours
  /** A call on the line is still ringing or talking: one call per line at a time. */
  lineBusy: 'Máy lẻ đang có cuộc gọi khác', // ours
  callNotFound: 'Không tìm thấy cuộc gọi', // ours
  /** Answer or reject on a call that stopped ringing (the caller hung up first). */
  callNotRinging: 'Cuộc gọi không còn đổ chuông', // ours
  /** A recall of a call that was answered, or was already called back. */
  notMissed: 'Cuộc gọi này không phải cuộc gọi nhỡ', // ours
  dateRangeInvalid: 'Ngày bắt đầu phải trước ngày kết thúc', // ours
  noRecording: 'Cuộc gọi không có file ghi âm', // ours
  /** The simulator rings only lines of the local provider (the others ring from their own exchange). */
  simulatorLocalOnly: 'Chỉ máy lẻ của tổng đài mô phỏng mới gọi được từ trang này', // ours
  /** The line's events come from its provider; only a SIP line's browser reports its own. */
  eventsFromProvider: 'Sự kiện cuộc gọi của máy lẻ này do tổng đài gửi', // ours
} as const;
