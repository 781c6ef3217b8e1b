/**
 * Labels of /config/general (000 §2.7). The seed names the fields, not their Vietnamese labels: every entry here is
 * ours; the seed's own texts (column titles, messages) come from MSG.config.
 */
export const CONFIG_LABELS = {
  title: 'Cấu hình chung', // ours
  loading: 'Đang tải cấu hình…', // ours
  hiddenInputs: 'Ẩn ô nhập trên form bán vé', // ours
  phoneHidden: 'Ẩn số điện thoại', // ours
  fullNameHidden: 'Ẩn họ tên', // ours
  emailHidden: 'Ẩn email', // ours
  pointTypes: 'Hình thức đón/trả được dùng', // ours
  printLimit: 'Giới hạn số lần in vé', // ours
  printLimitHelp: 'Số lần in tối đa cho mỗi vé; để trống là không giới hạn', // ours
  printLimitInvalid: 'Giới hạn in vé phải là số nguyên từ 0 đến 9999', // ours
  blockedKeywords: 'Từ khóa bị chặn tìm kiếm', // ours
  blockedKeywordsHelp: 'Gõ từ khóa hoặc số điện thoại rồi nhấn Enter; tìm nhanh và tìm khách hàng sẽ không trả kết quả', // ours
  autoApprove: 'Tự động duyệt tuyến của nhà xe mới ủy quyền', // ours
  transport: {
    code: 'Mã bến (code)', // ours
    transportName: 'Tên đơn vị vận tải (transportName)', // ours
    user: 'Tài khoản (user)', // ours
    password: 'Mật khẩu (password)', // ours
    serviceSupport: 'Dịch vụ hỗ trợ (serviceSupport)', // ours
    govTransCode: 'Mã Sở GTVT (govTransCode)', // ours
    govTransName: 'Tên Sở GTVT (govTransName)', // ours
    url: 'Địa chỉ dịch vụ (url)', // ours
    taxId: 'Mã số thuế (taxId)', // ours
    futaSecret: 'Khóa bí mật (futaSecret)', // ours
  },
  secretStored: 'Đã lưu — để trống để giữ nguyên', // ours
  secretEmpty: 'Chưa có', // ours
  cancel: 'Hủy', // ours
  certificate: {
    loading: 'Đang tải chứng thư số…', // ours
    subject: 'Chủ thể', // ours
    issuer: 'Tổ chức cấp', // ours
    validity: 'Hiệu lực', // ours
    serialNumber: 'Số hiệu', // ours
    fingerprint: 'Dấu vân tay (SHA-256)', // ours
    source: 'Nguồn', // ours
    sources: { 'local-ca': 'CA nội bộ (dữ liệu mẫu)', pkcs12: 'Tệp PKCS#12 do quản trị viên cài đặt' }, // ours
    localCaNotice: 'Đây là chứng thư thử nghiệm do CA nội bộ cấp; hãy cài chứng thư số thật của bến trước khi ký lệnh chính thức.', // ours
    installHelp: 'Chọn tệp chứng thư số (.p12 hoặc .pfx, tối đa 100 kB) và nhập mật khẩu của tệp. Mật khẩu chỉ dùng để mở tệp, không được lưu lại.', // ours
    chooseFile: 'Chọn tệp', // ours
    file: 'Tệp chứng thư số', // ours
    noFile: 'Chưa chọn tệp', // ours
    password: 'Mật khẩu tệp chứng thư', // ours
    submit: 'Cài đặt', // ours
  },
  companyCertificates: {
    help: 'Chữ ký của nhà xe trên lệnh vận chuyển được xác minh bằng chứng thư số công khai mà bến đăng ký cho nhà xe đó. Mỗi bến đăng ký riêng; nhà xe cung cấp tệp .cer, .crt hoặc .pem.', // ours
    loading: 'Đang tải danh sách nhà xe…', // ours
    tableLabel: 'Chứng thư số của các nhà xe', // ours
    company: 'Nhà xe', // ours
    taxId: (taxId: string) => `MST ${taxId}`, // ours
    certificate: 'Chứng thư số', // ours
    none: 'Chưa đăng ký', // ours
    validUntil: (date: string) => `Hiệu lực đến ${date}`, // ours
    testOnly: 'Thử nghiệm', // ours
    testOnlyHelp: 'Chứng thư thử nghiệm của dữ liệu mẫu: chỉ được tin cậy khi chạy bản trình diễn, không được tin cậy khi truyền lệnh thật.', // ours
    expired: 'Hết hạn', // ours
    register: 'Đăng ký', // ours
    replace: 'Đăng ký lại', // ours
    registerFor: (company: string) => `Đăng ký chứng thư số của ${company}`, // ours
    /** A row's button: its visible word first, so the accessible name contains what is seen (WCAG 2.5.3). */
    action: (visible: string, company: string) => `${visible} chứng thư số của ${company}`, // ours
    dialogHelp: 'Chọn tệp chứng thư số công khai của nhà xe (.cer, .crt hoặc .pem, tối đa 20 kB). Chỉ chứng thư công khai, không cần khóa bí mật hay mật khẩu.', // ours
    file: 'Tệp chứng thư số của nhà xe', // ours
    current: (subject: string) => `Đang dùng: ${subject}`, // ours
    submit: 'Đăng ký', // ours
  },
  save: 'Lưu', // ours
} as const;
