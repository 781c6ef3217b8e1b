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
  // ours (issue 14, mf-transport): what the screens say where the seeds give no text.
  fileTooLarge: 'File vượt quá 2 MB', // ours
  uploadSuccess: 'Tải lệnh lên thành công', // ours
  resendFailed: 'Gửi lại thất bại', // ours
  downloadFailed: 'Không tải được file XML', // ours
  orderIdMissing: 'Thiếu mã lệnh cần xem', // ours
  passengersInvalid: 'Số khách phải là số nguyên từ 0 đến 200', // ours
  timeRequired: 'Vui lòng chọn thời gian', // ours
} as const;
