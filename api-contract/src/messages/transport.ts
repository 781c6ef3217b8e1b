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
  // ours: why an uploaded XML is refused before it is parsed (issue 14, docs/adr/0078).
  xmlTooLarge: 'Tệp XML vượt quá 2 MB',
  xmlEmpty: 'Tệp XML trống',
  xmlEncoding: 'Tệp XML phải được mã hóa UTF-8',
  xmlDoctype: 'Tệp XML không được chứa khai báo DOCTYPE hoặc ENTITY',
  xmlExternalReference: 'Tệp XML không được tham chiếu tới tài nguyên bên ngoài',
  xmlTooDeep: 'Tệp XML lồng nhau quá sâu',
  xmlTooManyNodes: 'Tệp XML có quá nhiều phần tử',
  xmlAttributeTooLong: 'Tệp XML có thuộc tính quá dài',
  xmlDuplicateId: 'Tệp XML có mã định danh (Id) bị trùng',
  xmlMalformed: (line: number, column: number) => `Tệp XML không đúng cú pháp (dòng ${line}, cột ${column})`,
  xmlWrongRoot: 'Tệp không phải lệnh vận chuyển điện tử (phần tử gốc phải là LenhVanChuyen hoặc LenhDienTu)',
  xmlMissingField: (field: string) => `Lệnh vận chuyển thiếu thông tin: ${field}`,
  xmlBadValue: (field: string) => `Lệnh vận chuyển có giá trị không hợp lệ: ${field}`,
  xmlTooManyDrivers: 'Lệnh vận chuyển có quá 3 lái xe',
  xmlSignedPartsAmbiguous: 'Tệp XML có phần dữ liệu lệnh hoặc xác nhận của bến bị lặp hoặc nằm sai vị trí, không xác định được phần đã ký',
  // ours: why a signature block is invalid (the view's signature blocks; docs/adr/0076).
  sigNoCertificate: 'Chưa có chứng thư số để xác minh chữ ký',
  sigContentChanged: 'Nội dung đã ký bị thay đổi',
  sigWrongCertificate: 'Chữ ký không khớp với chứng thư số đã đăng ký',
  sigNotCovering: 'Chữ ký không bao phủ đủ nội dung lệnh',
  sigAlgorithm: 'Thuật toán chữ ký không được chấp nhận',
  sigMalformed: 'Chữ ký số không đúng cấu trúc',
  sigDuplicate: 'Có nhiều hơn một chữ ký trong cùng một mục',
  sigCertificateNotValidAtSigning: 'Chứng thư số không còn hiệu lực tại thời điểm ký',
  sigDriverNotListed: 'Người ký không có trong danh sách lái xe của lệnh',
  sigDriverUntrusted: 'Chứng thư số của lái xe không do tổ chức được tin cậy cấp',
  sigSignedPartsAmbiguous: 'Tệp có nội dung lệnh nằm ngoài phần đã ký',
  // ours: the agency's signing certificate (transport configuration, 'Chứng thư số').
  certificateTitle: 'Chứng thư số',
  certificateNone: 'Chưa cài đặt chứng thư số',
  certificateInstall: 'Cài đặt chứng thư số',
  certificateInstalled: 'Đã cài đặt chứng thư số',
  certificateFileRequired: 'Vui lòng chọn tệp chứng thư số (.p12, .pfx)',
  certificatePasswordRequired: 'Vui lòng nhập mật khẩu của tệp chứng thư số',
  certificateTooLarge: 'Tệp chứng thư số vượt quá 100 kB',
  certificateWrongPassword: 'Mật khẩu tệp chứng thư số không đúng',
  certificateUnreadable: 'Tệp không phải chứng thư số PKCS#12 hợp lệ',
  certificateNoKey: 'Tệp chứng thư số không chứa khóa bí mật',
  certificateKeyMismatch: 'Khóa bí mật không khớp với chứng thư số',
  certificateNotRsa: 'Chứng thư số phải dùng khóa RSA từ 2048 bit',
  certificateExpired: 'Chứng thư số đã hết hạn',
  certificateNotYetValid: 'Chứng thư số chưa đến ngày hiệu lực',
  certificateLoadFailed: 'Không tải được chứng thư số',
  // ours: bus companies' public certificates a station registers (transport configuration; docs/adr/0101).
  companyCertificatesTitle: 'Chứng thư số của nhà xe',
  companyCertificateRequired: 'Vui lòng chọn nhà xe',
  companyCertificateFileRequired: 'Vui lòng chọn tệp chứng thư số của nhà xe (.cer, .crt, .pem)',
  companyCertificateTooLarge: 'Tệp chứng thư số vượt quá 20 kB',
  companyCertificateUnreadable: 'Tệp không phải chứng thư số X.509 (.cer, .crt, .pem)',
  companyCertificateIsCa: 'Đây là chứng thư số của tổ chức cấp (CA), không phải của nhà xe',
  companyCertificateTaxMismatch: (found: string, company: string, taxId: string) => `Chứng thư số mang mã số thuế ${found}, không phải của ${company} (${taxId})`,
  companyCertificateRegistered: 'Đã đăng ký chứng thư số của nhà xe',
  companyCertificateMissing: (company: string) => `Bến chưa đăng ký chứng thư số của ${company}: quản trị viên (ADMIN) đăng ký tại Cấu hình chung › Cấu hình lệnh vận chuyển`,
  // The orders service's refusals and records (issue 14 i14b; docs/adr/0080–0083).
  orderExists: (code: string) => `Lệnh ${code} đã được tải lên trước đó`, // ours
  orderChanged: 'Lệnh vừa được thay đổi, vui lòng tải lại và thử lại', // ours
  notYourSide: 'Bến của bạn không phải bến ký phía này của lệnh', // ours
  sideTransmitted: 'Phía bến này đã ký và truyền lệnh', // ours
  editOwnSideOnly: 'Chỉ được cập nhật số khách và thời gian của phía bến mình', // ours
  noSigningCertificate: 'Bến chưa cài đặt chứng thư số để ký lệnh: quản trị viên (ADMIN) cài tệp PKCS#12 của bến tại Cấu hình chung › Cấu hình lệnh vận chuyển', // ours
  signatureNotVerified: 'Chữ ký vừa tạo không xác thực được, lệnh chưa được ký', // ours
  allTransmitted: 'Lệnh đã được truyền đủ cả hai bến', // ours
  nothingToSend: 'Chưa có bến nào ký lệnh, chưa có gì để gửi', // ours
  signedBy: (name: string, at: string) => `${name} ký lúc ${at}`, // ours
  signatureInvalid: (reason: string) => `Chữ ký không hợp lệ: ${reason}`, // ours
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
  // ours (issue 14, mf-transport): what the screens say where the seeds give no text.
  uploadSuccess: 'Tải lệnh lên thành công', // ours
  codeMismatch: (inFile: string) => `Mã lệnh đã nhập khác mã lệnh trong file XML (${inFile})`, // ours
  resendFailed: 'Gửi lại thất bại', // ours
  downloadFailed: 'Không tải được file XML', // ours
  orderIdMissing: 'Thiếu mã lệnh cần xem', // ours
  passengersInvalid: 'Số khách phải là số nguyên từ 0 đến 200', // ours
  timeRequired: 'Vui lòng chọn thời gian', // ours
} as const;
