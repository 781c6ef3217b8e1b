import { describe, expect, it } from 'vitest';
import { MSG } from './index';

/** Collects every plain string of the catalogue, so we can check a seed text is present somewhere. */
const allStrings = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(allStrings);
  return [];
};

describe('MSG', () => {
  it('holds the seed texts exactly as written', () => {
    expect(MSG.auth.loginFailed).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(MSG.auth.usernameRequired).toBe('Vui lòng nhập tên đăng nhập');
    expect(MSG.auth.passwordMin).toBe('Mật khẩu không dưới 6 ký tự');
    expect(MSG.profile.passwordMin).toBe('Mật khẩu phải dài ít nhất 6 ký tự');
    expect(MSG.profile.mismatch).toBe('Mật khẩu không giống nhau, vui lòng kiểm tra lại');
    expect(MSG.common.greeting).toBe('Chúc bạn có một ngày làm việc vui vẻ');
    expect(MSG.common.comingSoon).toBe('Chức năng đang được phát triển');
    expect(MSG.common.functionNotFound).toBe('Không tìm thấy chức năng!');
    expect(MSG.sales.notAuthorised).toBe(
      'Đại lý chưa được ủy quyền bán vé. Vui lòng liên hệ các nhà xe để được ủy quyền!',
    );
    expect(MSG.sales.updateSuccess).toBe('Cập nhật vé thành công! Dữ liệu đang lưu vào hệ thống...');
    expect(MSG.sales.bookingSuccess).toBe('Đặt thành công, đang lưu dữ liệu ...');
    expect(MSG.bankQr.accountRequired).toBe('Vui lòng nhập số TK nhận tiền tại ngân hàng MB Bank');
  });

  it('contains every sampled seed text somewhere in the catalogue', () => {
    const texts = new Set(allStrings(MSG));
    const seedSample = [
      'Chọn 1 hình thức đón/trả',
      'Không có dữ liệu để xuất',
      'Cập nhật danh sách nhà xe thành công',
      'Cập nhật mật khẩu mới thành công!',
      'Vui lòng chọn điểm lên/xuống hoặc Tỉnh/Thành phố',
      'Chuyến bị khóa hủy vé trước giờ xuất bến',
      'Khách không đi nữa muốn hủy vé.',
      'Bạn có chắc chắn muốn quyết toán vé không?',
      'in vé thất bại',
      'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR',
      'Có lỗi xảy ra khi lọc báo cáo',
      'Lấy thông tin hành khách thất bại',
      'Mã số bến xe không hợp lệ',
      'Doanh nghiệp chưa ký',
      'Lệnh được ký thành công',
      'Vui lòng nhập số CMT gắn với tài khoản ngân hàng',
      'Bạn có muốn xóa quyền này?',
      '-Không xác định-',
      'Không có dữ liệu...',
      'Đăng nhập máy lẻ thất bại',
      'gọi ra thất bại',
    ];
    for (const text of seedSample) expect(texts, text).toContain(text);
  });

  it('fills the placeholders of template messages', () => {
    expect(MSG.sales.bookingFailed('Ghế đã có người đặt')).toBe('Đặt vé không thành công: Ghế đã có người đặt');
    expect(MSG.sales.qrSendSuccess('ZNS')).toBe('Gửi ZNS thành công!');
    expect(MSG.sales.qrSendFailed('timeout')).toBe('Có lỗi khi gửi qr: timeout');
    expect(MSG.reports.cancelUpdateFailed('mất kết nối')).toBe('Cập nhật vé hủy thất bại: mất kết nối');
    expect(MSG.profile.failed('sai mật khẩu')).toBe('Cập nhật mật khẩu mới thất bại, lỗi: sai mật khẩu');
    expect(MSG.common.searchFailedWith('Network Error')).toBe('Kết nối tìm kiếm thất bại: Network Error');
    expect(MSG.popularRoute.updateFailed('x')).toBe('Cập nhật tuyến phổ biến thất bại: x');
    expect(MSG.sales.floor(2)).toBe('Tầng 2');
    expect(MSG.transport.attempt(1, 'timeout')).toBe('Lần 1: timeout');
    expect(MSG.server.seatConflict('A1, A2')).toBe('Ghế A1, A2 đã có người đặt');
    expect(MSG.server.internal('req-7')).toBe('Có lỗi xảy ra, vui lòng thử lại (mã: req-7)');
    // A field a screen's user knows is named as the screens label it, nested or not; another keeps its path.
    expect(MSG.server.invalidField('phoneNumber')).toBe('Dữ liệu không hợp lệ: Số điện thoại');
    expect(MSG.server.invalidField('startDate')).toBe('Dữ liệu không hợp lệ: Từ ngày');
    expect(MSG.server.invalidField('tickets.0.fullName')).toBe('Dữ liệu không hợp lệ: Họ tên');
    expect(MSG.server.invalidField('filter.approvedStatus')).toBe('Dữ liệu không hợp lệ: filter.approvedStatus');
  });
});
