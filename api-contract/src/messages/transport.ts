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
} as const;
