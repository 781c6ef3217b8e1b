/**
 * Transport orders (/station-service, /transport). One area of `MSG` (messages/index.ts); exact seed texts, `//
 * ours` where the seeds give none.
 */

export const MSG_TRANSPORT = {
  signListTitle: 'Ký duyệt lệnh',
  fetch: 'Lấy dữ liệu',
  upSign: 'Bến đi ký',
  downSign: 'Bến đến ký',
  attempt: (n: number, message: string) => `Lần ${n}: ${message}`,
  fileInvalid: 'File không hợp lệ',
  stationCodeInvalid: 'Mã số bến xe không hợp lệ',
  stationInvalid: 'Bến không hợp lệ',
  companyNotSigned: 'Doanh nghiệp chưa ký',
  signFailed: 'Lỗi',
  signSuccess: 'Lệnh được ký thành công',
  editSuccess: 'Cập nhật lệnh thành công',
  editFailed: 'Cập nhật lệnh thất bại',
  resendSuccess: 'Gửi thành công',
  // The orders service's refusals and records (issue 14 i14b; docs/adr/0080–0083).
  orderExists: (code: string) => `Lệnh ${code} đã được tải lên trước đó`, // ours
  orderChanged: 'Lệnh vừa được thay đổi, vui lòng tải lại và thử lại', // ours
  notYourSide: 'Bến của bạn không phải bến ký phía này của lệnh', // ours
  sideTransmitted: 'Phía bến này đã ký và truyền lệnh', // ours
  editOwnSideOnly: 'Chỉ được cập nhật số khách và thời gian của phía bến mình', // ours
  noSigningCertificate: 'Bến chưa có chứng thư số để ký lệnh', // ours
  signatureNotVerified: 'Chữ ký vừa tạo không xác thực được, lệnh chưa được ký', // ours
  allTransmitted: 'Lệnh đã được truyền đủ cả hai bến', // ours
  nothingToSend: 'Chưa có bến nào ký lệnh, chưa có gì để gửi', // ours
  signedBy: (name: string, at: string) => `${name} ký lúc ${at}`, // ours
  signatureInvalid: (reason: string) => `Chữ ký không hợp lệ: ${reason}`, // ours
  documentsUnavailable: 'Chưa cài đặt thư viện ký số lệnh vận chuyển', // ours
  gatewayLocal: 'ghi nhận cục bộ, chưa gửi đi', // ours: the local gateway's records (nothing left the machine)
  gatewayAccepted: 'Cơ quan quản lý đã tiếp nhận', // ours
  gatewayTimeout: 'Hết thời gian chờ phản hồi', // ours
  gatewayRejected: (reason: string) => `Bị từ chối: ${reason}`, // ours
  gatewayError: (reason: string) => `Lỗi truyền lệnh: ${reason}`, // ours
  gatewayNoUrl: 'Chưa cấu hình địa chỉ truyền lệnh của bến', // ours
  localRejectReasons: [
    'Biển số xe chưa được cấp phù hiệu cho tuyến này',
    'Lái xe không có trong danh sách đăng ký của doanh nghiệp',
    'Mã tuyến không khớp với tuyến đăng ký khai thác',
  ], // ours: what the local gateway answers when it rejects (demo)
} as const;
